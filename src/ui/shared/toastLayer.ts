// The one place the notices over the screen are laid: a column under the menu bar that never pushes the table
// down. The notices about saving come first and those about the network under them, so that on a phone,
// where both sit at the top, one never lies over the other (a wide screen puts the network's in a corner:
// offline.css). Each kind stacks its own when there are several.
export type ToastKind = 'saving' | 'network';

const CLASS: Record<ToastKind, string> = { saving: 'app-toasts', network: 'net-toasts' };
let column: HTMLElement | null = null;
const slots = new Map<ToastKind, HTMLElement>();

export function toastLayer(kind: ToastKind = 'network'): HTMLElement {
  if (!column || !column.isConnected) {
    column = document.createElement('div');
    column.className = 'app-notices';
    slots.clear();
    for (const each of ['saving', 'network'] as const) {
      const slot = document.createElement('div');
      slot.className = CLASS[each];
      column.append(slot);
      slots.set(each, slot);
    }
    document.body.append(column);
  }
  return slots.get(kind)!;
}
