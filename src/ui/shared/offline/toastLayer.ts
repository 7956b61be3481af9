// The one place the notices about the network are laid: under the menu bar, over the screen, never pushing
// the table down, stacked when there are several (a dialog that could not load, computer players waiting).
let layer: HTMLElement | null = null;

export function toastLayer(): HTMLElement {
  if (!layer || !layer.isConnected) {
    layer = document.createElement('div');
    layer.className = 'net-toasts';
    document.body.append(layer);
  }
  return layer;
}
