/* global window, location */
// Registers the service worker. vite-plugin-pwa links this file (deferred) instead of generating its own,
// so the page needs no inline script. A new version installs in the background and takes over at once; the
// open page keeps running the version it loaded, and the next visit starts the new one.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' });
  });
}

// A page left open across an update may still ask for a lazily loaded file of its old version, which the new
// service worker no longer holds: load the new version instead. The match in progress lives in
// localStorage, so nothing is lost; at most one such reload a minute, so a file that is really missing
// cannot start a reload loop. Only when the server answers: a file that failed because the network is gone
// (before the app is installed) would reload the page into the browser's own offline page. The app tells
// the player what is missing instead, and loads it when the network is back (src/store/chunks.ts).
window.addEventListener('vite:preloadError', () => {
  if (navigator.onLine === false) return;
  const key = 'kartenrunde:updateReload';
  fetch(location.href, { method: 'HEAD', cache: 'no-store' }).then(
    (response) => {
      const last = Number(sessionStorage.getItem(key) ?? 0);
      if (!response.ok || Date.now() - last < 60_000) return;
      sessionStorage.setItem(key, String(Date.now()));
      location.reload();
    },
    () => {
      // No answer: the network is gone, and a reload would only show the browser's offline page.
    },
  );
});
