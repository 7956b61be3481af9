// A modal dialog on the native <dialog> element: showModal() puts it in the top layer and makes the page
// behind it inert. Where showModal is missing (jsdom), the dialog opens as a plain element and the same
// keyboard handling below keeps focus inside and closes it on Escape.
import {
  useEffect,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => {
    if (el instanceof HTMLInputElement && el.type === 'radio' && !el.checked) {
      // Only the checked radio of a group is a Tab stop.
      const group = el.name && root.querySelector(`input[type="radio"][name="${el.name}"]:checked`);
      if (group) return false;
    }
    return !el.closest('[hidden], [inert]');
  });
}

export interface ModalProps {
  /** Escape, the close button and the platform's close gesture. */
  onClose(): void;
  /** The browser's Back button while the dialog is open (by default the same as onClose). */
  onBack?(): void;
  labelledBy: string;
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
  className?: string;
  /** Receives focus when the dialog opens; by default the dialog itself. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

// The Back button closes the dialog on top instead of leaving the screen: an open dialog has an entry of
// its own in the browser's history (the same address), which closing the dialog takes back out.
let openDialogs = 0;
let pendingBack: ReturnType<typeof setTimeout> | null = null;
const MARK = 'dialog';

function useBackButton(onBack: RefObject<() => void>) {
  useEffect(() => {
    if (typeof history === 'undefined' || typeof window === 'undefined') return;
    const mark = ++openDialogs;
    const state = { ...(history.state as object | null), [MARK]: mark };
    if (pendingBack !== null) {
      // A dialog closed just now and this one opened in its place (or React mounted it twice): reuse the entry.
      clearTimeout(pendingBack);
      pendingBack = null;
      history.replaceState(state, '');
    } else {
      history.pushState(state, '');
    }
    const ours = () => (history.state as Record<string, unknown> | null)?.[MARK] === mark;
    const onPop = () => {
      if (ours()) return;
      // Back: the dialog decides (it may ask first); should it stay open, it keeps its entry.
      history.pushState(state, '');
      onBack.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (!ours()) return;
      pendingBack = setTimeout(() => {
        pendingBack = null;
        if (ours()) history.back();
      }, 0);
    };
  }, [onBack]);
}

/** Mount it to open, unmount it to close; focus returns to where it was. */
export function Modal({
  onClose,
  onBack,
  labelledBy,
  describedBy,
  role,
  className,
  initialFocus,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  const onBackRef = useRef(onBack ?? onClose);
  const escapeHandled = useRef(false);
  useEffect(() => {
    onCloseRef.current = onClose;
    onBackRef.current = onBack ?? onClose;
  });
  useBackButton(onBackRef);

  useLayoutEffect(() => {
    const dialog = ref.current as HTMLDialogElement;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    (initialFocus?.current ?? dialog).focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      if (before?.isConnected) before.focus();
    };
    // Opening happens once per mount; a new initialFocus ref does not reopen the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      // The browser may still raise a close request for this key; it is the same request.
      escapeHandled.current = true;
      setTimeout(() => (escapeHandled.current = false), 0);
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const dialog = event.currentTarget;
    const items = tabbables(dialog);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      className={className ? `scr-modal ${className}` : 'scr-modal'}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // A close request (Escape, Android's back gesture): the component decides, the browser does not.
        event.preventDefault();
        if (!escapeHandled.current) onCloseRef.current();
      }}
      onClose={() => {
        // Closed by the browser anyway (it may force a close after repeated requests): keep the app in step.
        // A close event from our own close() arrives after unmounting, or after reopening in StrictMode.
        const dialog = ref.current;
        if (dialog?.isConnected && !dialog.open) onCloseRef.current();
      }}
    >
      {children}
    </dialog>
  );
}
