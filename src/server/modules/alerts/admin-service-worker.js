// The admin's service worker (docs/decisions/140), served as written: it shows the shop's new-order
// alerts, opens the order when one is tapped, and answers an admin page with a short notice
// instead of the browser's error page when there is no network. It caches nothing private.

const OFFLINE = {
  en: {
    dir: 'ltr',
    title: 'No connection',
    text: 'This device is offline. The orders will show again as soon as the connection is back.',
    retry: 'Try again',
  },
  ar: {
    dir: 'rtl',
    title: 'لا يوجد اتصال',
    text: 'هذا الجهاز غير متصل بالإنترنت. ستظهر الطلبات مجددًا فور عودة الاتصال.',
    retry: 'حاول مجددًا',
  },
  fr: {
    dir: 'ltr',
    title: 'Pas de connexion',
    text: 'Cet appareil est hors ligne. Les commandes réapparaîtront dès le retour de la connexion.',
    retry: 'Réessayer',
  },
};

function offlinePage(url) {
  const language = /^\/(ar|fr)\//.exec(new URL(url).pathname)?.[1] ?? 'en';
  const words = OFFLINE[language];
  const html = `<!doctype html><html lang="${language}" dir="${words.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#0f0e0c"><title>${words.title}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0f0e0c;color:#f3ede0;font:16px/1.5 system-ui,sans-serif;text-align:center;padding:1.5rem}h1{color:#c9a34e;font-size:1.6rem}a{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;border-radius:.4rem;background:#c9a34e;color:#0f0e0c;text-decoration:none;font-weight:600}</style></head><body><main><h1>${words.title}</h1><p>${words.text}</p><a href="">${words.retry}</a></main></body></html>`;
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(fetch(event.request).catch(() => offlinePage(event.request.url)));
});

self.addEventListener('push', (event) => {
  let alert = null;
  try {
    alert = event.data ? event.data.json() : null;
  } catch {
    alert = null;
  }
  if (!alert || typeof alert.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      lang: alert.lang,
      dir: alert.dir,
      icon: '/admin/icon-192.png',
      data: { url: alert.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/admin/orders', self.location.origin).href;
  event.waitUntil(
    // An admin tab this worker controls goes to the order; otherwise a new window opens on it.
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      const admin = windows[0];
      if (!admin) return self.clients.openWindow(target);
      return admin
        .navigate(target)
        .then((client) => (client ?? admin).focus())
        .catch(() => self.clients.openWindow(target));
    }),
  );
});
