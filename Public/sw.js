/* Baluchon service worker: precached app shell, offline navigations, the offline map's tiles from the trip
   packs kept on the phone, a bounded cache of viewed map tiles; no other /api/ answer is ever cached here (the
   page keeps the packs' parts itself, Public/js/packs/). */
/* Bump VERSION whenever anything in Public/ changes so clients pick up the new shell. */
const VERSION = 'v45';
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
  '/css/map.css',
  '/css/weather.css',
  '/css/saved.css',
  '/css/games.css',
  '/js/app.js',
  '/js/about/page.js',
  '/js/games/local-roll.js', '/js/games/page.js', '/js/games/party.js', '/js/games/roll-view.js', '/js/games/room-socket.js', '/js/games/room-state.js', '/js/games/room.js',
  '/js/games/dice-error.js', '/js/games/dice-parser.js', '/js/games/dice-roller.js', '/js/games/dice-text.js',
  '/js/home/page.js',
  '/js/map/config.js', '/js/map/geo.js', '/js/map/guidance-view.js', '/js/map/hours.js', '/js/map/layers.js', '/js/map/leaflet-loader.js', '/js/map/locate.js', '/js/map/page.js', '/js/map/search.js', '/js/map/search-status.js',
  '/js/map/packs-panel.js',
  '/js/map/record-filter.js', '/js/map/record.js', '/js/map/region-offer.js', '/js/map/track-geometry.js', '/js/map/track-guidance.js', '/js/map/track-layer.js',
  '/js/money/amount.js', '/js/money/calculator-pad.js', '/js/money/calculator.js', '/js/money/converter.js', '/js/money/decimal.js', '/js/money/defaults.js', '/js/money/keypad.js', '/js/money/page.js', '/js/money/picker.js', '/js/money/rates.js',
  '/js/packs/answers.js', '/js/packs/device.js', '/js/packs/download.js', '/js/packs/list.js', '/js/packs/manifest.js', '/js/packs/note.js', '/js/packs/parts.js', '/js/packs/space.js', '/js/packs/tiles-index.js',
  '/js/places/archive.js', '/js/places/device-search.js', '/js/places/device-where.js', '/js/places/gazetteer.js', '/js/places/kinds.js', '/js/places/normalize.js', '/js/places/place-index.js', '/js/places/search.js',
  '/js/routes/distance.js', '/js/routes/geo.js', '/js/routes/gpx.js', '/js/routes/guidance.js', '/js/routes/legs.js', '/js/routes/panel.js', '/js/routes/speech.js', '/js/routes/summary.js',
  '/js/routes/device-reader.js', '/js/routes/device-routes.js', '/js/routes/device-sentences.js', '/js/routes/device-worker.js', '/wasm/routino/routino.js', '/wasm/routino/routino.wasm',
  '/js/saved/files.js', '/js/saved/item.js', '/js/saved/listcode.js', '/js/saved/page.js', '/js/saved/position.js', '/js/saved/preview-map.js', '/js/saved/receive.js', '/js/saved/share.js', '/js/saved/store.js',
  '/js/saved/point-codes.js', '/js/saved/point-decode.js', '/js/saved/qr.js',
  '/js/saved/tracks.js',
  '/js/saved/device-files.js', '/js/saved/xml-read.js', '/js/saved/kml-read.js', '/js/saved/csv-read.js', '/js/saved/zip-read.js', '/js/saved/file-answer.js', '/js/saved/file-lists.js', '/js/saved/file-refusal.js', '/js/saved/file-time.js', '/js/saved/file-values.js',
  '/js/saved/geojson-read.js', '/js/saved/geojson-write.js', '/js/saved/gpx-read.js', '/js/saved/gpx-write.js',
  '/js/settings/page.js', '/js/settings/travel-panel.js', '/js/settings/travel-settings.js',
  '/js/shared/api.js', '/js/shared/dom.js', '/js/shared/field-error.js', '/js/shared/i18n.js', '/js/shared/router.js', '/js/shared/shell.js', '/js/shared/storage.js', '/js/shared/views.js',
  '/js/weather/card.js', '/js/weather/cities.js', '/js/weather/list-file.js', '/js/weather/page.js', '/js/weather/search.js', '/js/weather/units.js',
  '/js/words/direction.js', '/js/words/history-view.js', '/js/words/history.js', '/js/words/page.js', '/js/words/photo-view.js', '/js/words/photo.js',
  '/js/words/phrasebook-device.js', '/js/words/phrasebook-human.js', '/js/words/phrasebook-search.js', '/js/words/phrasebook.js', '/js/words/result.js',
  '/icons/weather.svg',
  '/i18n/fr.json',
  '/i18n/en.json',
  '/i18n/map.fr.json',
  '/i18n/map.en.json',
  '/i18n/routes.fr.json',
  '/i18n/routes.en.json',
  '/i18n/saved.fr.json',
  '/i18n/saved.en.json',
  '/i18n/games.fr.json',
  '/i18n/games.en.json',
  '/icons/sprite.svg',
  '/icons/icon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-512.png',
  '/icons/apple-touch-icon.png',
];

// Leaflet, served from the server's libjs-leaflet: cached with the shell when the server has it, but its
// absence must not stop the app from installing (the map page then says the library is missing).
const VENDOR = [
  '/vendor/leaflet/leaflet.js',
  '/vendor/leaflet/leaflet.css',
  '/vendor/leaflet/images/layers.png',
  '/vendor/leaflet/images/layers-2x.png',
  '/vendor/leaflet/images/marker-icon.png',
  '/vendor/leaflet/images/marker-icon-2x.png',
  '/vendor/leaflet/images/marker-shadow.png',
  '/vendor/qrcode-generator/qrcode.js',
];

// Map tiles the traveller has looked at (online ones and the server's offline ones), kept for offline use.
// Only tiles the page itself asked for land here — nothing is ever prefetched — and the oldest go first.
const TILE_CACHE = 'baluchon-tiles-v1';
const TILE_LIMIT = 500;
const OFFLINE_TILE = /^\/api\/v1\/tiles\/(\d+)\/(\d+)\/(\d+)\.svg$/;
const ONLINE_TILE = /\/\d+\/\d+\/\d+(@2x)?\.(png|jpe?g|webp)$/;

// Trip packs (docs/PACKS.md): the page writes the complete packs, newest data first, to PACKS_INDEX; each pack's
// parts are in its own cache. A tiles part's index is read once per pack version; each tile is a slice of it.
importScripts('/js/packs/tiles-index.js');
const PACKS_INDEX_CACHE = 'baluchon-packs-index';
const PACKS_INDEX = '/packs/index.json';
const packTiles = new Map();

async function completePacks() {
  const kept = await caches.match(PACKS_INDEX, { cacheName: PACKS_INDEX_CACHE });
  const index = kept ? await kept.json() : null;
  return Array.isArray(index?.packs) ? index.packs : [];
}

/** The square of tile (z, x, y) in degrees. */
function tileBox(z, x, y) {
  const n = 2 ** z;
  const latitude = (row) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * row) / n))) * 180) / Math.PI;
  return { west: (x / n) * 360 - 180, east: ((x + 1) / n) * 360 - 180, north: latitude(y), south: latitude(y + 1) };
}

function overlaps(a, b) {
  return a.south <= b.north && b.south <= a.north && a.west <= b.east && b.west <= a.east;
}

/** { blob, index } of a pack's tiles part: the part stays a blob (on disk); only its index is read. */
async function readPackTiles(pack) {
  const response = await caches.match(pack.tiles, { cacheName: `baluchon-pack-${pack.id}` });
  if (!response) throw new Error(`no tiles part in pack ${pack.id}`);
  const blob = await response.blob();
  const { readHeader, parseIndex, HEADER_BYTES } = self.BaluchonTiles;
  const { dataStart } = readHeader(await blob.slice(0, HEADER_BYTES).arrayBuffer());
  return { blob, index: parseIndex(await blob.slice(0, dataStart).arrayBuffer(), blob.size) };
}

/** The tile from the newest complete pack holding it, or null; `kept` is the packs' list when already read. */
async function tileFromPacks(z, x, y, kept = null) {
  const packs = kept ?? await completePacks();
  const current = new Set(packs.map((pack) => `${pack.id}@${pack.version}`));
  for (const key of packTiles.keys()) if (!current.has(key)) packTiles.delete(key);
  const box = tileBox(z, x, y);
  for (const pack of packs) {
    if (!pack.tiles || !pack.bounds || !overlaps(pack.bounds, box)) continue;
    const key = `${pack.id}@${pack.version}`;
    if (!packTiles.has(key)) {
      const reading = readPackTiles(pack);
      reading.catch(() => packTiles.delete(key));
      packTiles.set(key, reading);
    }
    let tiles;
    try {
      tiles = await packTiles.get(key);
    } catch {
      continue;
    }
    const range = self.BaluchonTiles.findTile(tiles.index, z, x, y);
    if (!range) continue;
    const svg = tiles.blob.slice(range.start, range.end).stream().pipeThrough(new DecompressionStream('gzip'));
    return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml', 'X-Baluchon-Pack': pack.id } });
  }
  return null;
}

/** Zooms a pack may lack below a tile's own (packs carry 12–17; the offline map goes to 18). */
const ANCESTOR_DEPTH = 2;

/** A tile deeper than the packs', drawn from the nearest ancestor a pack holds (tiles-index.js: childTile), or null. */
async function tileFromAncestor(z, x, y) {
  const packs = await completePacks();
  for (let depth = 1; depth <= ANCESTOR_DEPTH; depth += 1) {
    const kept = await tileFromPacks(z - depth, x >> depth, y >> depth, packs);
    if (!kept) continue;
    const svg = self.BaluchonTiles.childTile(await kept.text(), depth, x, y);
    if (svg) return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml', 'X-Baluchon-Pack': kept.headers.get('X-Baluchon-Pack') } });
  }
  return null;
}

/**
 * The offline map's tiles: from a kept pack first, else as any other tile; with neither network nor a viewed
 * copy (or a server silent for TILE_WAIT_MS), a tile deeper than the packs' is stretched from its ancestor in a pack.
 */
async function offlineTile(event, [, z, x, y]) {
  const [zoom, column, row] = [Number(z), Number(x), Number(y)];
  try {
    const kept = await tileFromPacks(zoom, column, row);
    if (kept) return kept;
  } catch {
    /* an unreadable pack: the network, then the viewed tiles, as without packs */
  }
  return tile(event, async () => (await viewedTile(event.request)) ?? tileFromAncestor(zoom, column, row).catch(() => null));
}

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(SHELL_CACHE);
    // cache: 'reload' bypasses the HTTP cache so a new version never precaches stale files.
    await cache.addAll(SHELL.map((url) => new Request(url, { cache: 'reload' })));
    await Promise.all(VENDOR.map((url) => cache.add(new Request(url, { cache: 'reload' })).catch(() => undefined)));
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

/** How long a page opening waits on a silent server before showing the kept shell instead. */
const NAVIGATION_WAIT_MS = 4000;

/** The app's page (every non-API path is index.html) the server sent, worth keeping as the shell's copy. */
function keepableShell(response) {
  return response.ok && response.type === 'basic' && !response.redirected && (response.headers.get('Content-Type') || '').startsWith('text/html');
}

/** The network's page; the kept index.html when the network fails, or stays silent for NAVIGATION_WAIT_MS (a
   server that accepts and never answers); a late answer still refreshes the kept copy. No kept copy: network only. */
async function networkFirstNavigation(event) {
  const network = fetch(event.request);
  event.waitUntil(network.then(async (response) => {
    if (!keepableShell(response)) return;
    const copy = response.clone();
    await (await caches.open(SHELL_CACHE)).put('/index.html', copy);
  }).catch(() => {}));
  const cached = await caches.match('/index.html', { cacheName: SHELL_CACHE });
  if (!cached) return network;
  let timer;
  const silent = new Promise((resolve) => { timer = setTimeout(resolve, NAVIGATION_WAIT_MS, cached); });
  try {
    return await Promise.race([network, silent]);
  } catch {
    return cached;
  } finally {
    clearTimeout(timer);
  }
}

let trimming = null;
let trimAgain = false;

/** Deletes the oldest tiles beyond TILE_LIMIT (keys come back in insertion order; put() re-inserts). */
async function trimTiles() {
  const cache = await caches.open(TILE_CACHE);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - TILE_LIMIT)).map((key) => cache.delete(key)));
}

/** One trim at a time; tiles kept while it runs make it go round once more. */
function scheduleTrim() {
  if (trimming) {
    trimAgain = true;
    return trimming;
  }
  trimming = (async () => {
    do {
      trimAgain = false;
      await trimTiles();
    } while (trimAgain);
  })().finally(() => { trimming = null; });
  return trimming;
}

async function keepTile(request, response) {
  const cache = await caches.open(TILE_CACHE);
  await cache.put(request, response);
  await scheduleTrim();
}

/**
 * How long a tile waits on a silent tile server (one that accepts and never answers: a bad mobile link) before
 * the phone's copy is shown instead. The map page (js/map/page.js, TILE_HANG_MS) waits a little longer before
 * it calls the online map silent, so a copy from the phone arrives first.
 */
const TILE_WAIT_MS = 3000;

/** The copy of `request` kept among the viewed tiles, or null. */
async function viewedTile(request) {
  return (await caches.match(request, { cacheName: TILE_CACHE })) ?? null;
}

/**
 * Network first (tiles change, and the browser's HTTP cache already spares the tile server); what the phone
 * keeps (`kept()`: the viewed copy, by default) when the network fails or stays silent for TILE_WAIT_MS. With
 * nothing kept, a silent network is still waited on; a late answer is still kept for next time.
 */
async function tile(event, kept = () => viewedTile(event.request)) {
  const { request } = event;
  const network = fetch(request);
  // Opaque answers are never kept: their size is unknown and they would eat the storage quota.
  event.waitUntil(network.then(async (response) => {
    if (response.ok && (response.type === 'basic' || response.type === 'cors')) await keepTile(request, response.clone());
  }).catch(() => undefined));
  let timer;
  const silent = new Promise((resolve) => { timer = setTimeout(resolve, TILE_WAIT_MS, null); });
  try {
    const first = await Promise.race([network, silent]);
    if (first) return first;
  } catch (error) {
    const copy = await kept().catch(() => null);
    if (copy) return copy;
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return (await kept().catch(() => null)) ?? network;
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
  if (url.origin !== self.location.origin) {
    if (request.destination === 'image' && ONLINE_TILE.test(url.pathname)) event.respondWith(tile(event));
    return;
  }
  const offline = OFFLINE_TILE.exec(url.pathname);
  if (offline) {
    event.respondWith(offlineTile(event, offline));
    return;
  }
  if (url.pathname.startsWith('/api/')) return; // API: straight to the network, never cached here
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstNavigation(event));
    return;
  }
  if (url.pathname === '/sw.js') return;
  event.respondWith(cacheFirst(request));
});
