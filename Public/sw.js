/* Baluchon service worker: precached app shell, offline navigations, never caches /api/. */
/* Bump VERSION whenever anything in Public/ changes so clients pick up the new shell. */
const VERSION = 'v7';
const SHELL_CACHE = `baluchon-shell-${VERSION}`;
const SHELL_PREFIX = 'baluchon-shell-';

const SHELL = [
  '/index.html',
  '/manifest.webmanifest',
  '/favicon.ico',
  '/css/app.css',
  '/css/views.css',
  '/css/money.css',
  '/css/translate.css',
  '/js/app.js',
  '/js/api.js',
  '/js/dom.js',
  '/js/i18n.js',
  '/js/router.js',
  '/js/shell.js',
  '/js/storage.js',
  '/js/views.js',
  '/js/money/amount.js',
  '/js/money/calculator-pad.js',
  '/js/money/calculator.js',
  '/js/money/converter.js',
  '/js/money/decimal.js',
  '/js/money/defaults.js',
  '/js/money/keypad.js',
  '/js/money/picker.js',
  '/js/money/rates.js',
  '/js/travel-settings.js',
  '/js/travel-panel.js',
  '/js/place-search.js',
  '/js/tools/home.js',
  '/js/tools/currency.js',
  '/js/tools/translate.js',
  '/js/words/direction.js',
  '/js/tools/weather.js',
  '/js/tools/weather/card.js',
  '/js/tools/weather/cities.js',
  '/js/tools/weather/search.js',
  '/css/weather.css',
  '/icons/weather.svg',
  '/js/tools/map.js',
  '/js/tools/places.js',
  '/js/tools/games.js',
  '/js/tools/settings.js',
  '/js/tools/about.js',
  '/i18n/fr.json',
  '/i18n/en.json',
  '/icons/sprite.svg',
  '/icons/icon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-512.png',
  '/icons/apple-touch-icon.png',
];

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(SHELL_CACHE);
    // cache: 'reload' bypasses the HTTP cache so a new version never precaches stale files.
    await cache.addAll(SHELL.map((url) => new Request(url, { cache: 'reload' })));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names
      .filter((name) => name.startsWith(SHELL_PREFIX) && name !== SHELL_CACHE)
      .map((name) => caches.delete(name)));
    await self.clients.claim();
  })());
});

async function networkFirstNavigation(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match('/index.html', { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) return; // API: straight to the network, never cached here
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstNavigation(request));
    return;
  }
  if (url.pathname === '/sw.js') return;
  event.respondWith(cacheFirst(request));
});
