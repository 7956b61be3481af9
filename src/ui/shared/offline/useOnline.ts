// Whether the browser says it has a network, kept up to date by its online and offline events.
import { useEffect, useSyncExternalStore } from 'react';
import { whenOnline } from '../../../store/chunks';

function subscribe(changed: () => void) {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

const online = () => navigator.onLine !== false;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, online, () => true);
}

/** Calls `retry` each time the browser is back online, while `enabled`. */
export function useOnlineRetry(retry: () => void, enabled = true): void {
  useEffect(() => (enabled ? whenOnline(retry) : undefined), [retry, enabled]);
}
