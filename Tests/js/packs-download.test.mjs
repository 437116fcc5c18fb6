// A trip pack download on a bad link (Public/js/packs/download.js) under Node's test runner: a part whose bytes stop
// halfway is said to wait for the network after the stall time and goes on when they come again; Cancel stops a
// stalled download at once — while the server has not answered, or mid-part — even when the fetch ignores the
// signal, keeps no half part, leaves the version already kept as the one used, and the download can start again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { memoryCaches } from './support/memory-caches.mjs';
import { MemoryStorage } from './support/memory-storage.mjs';

globalThis.window = { localStorage: new MemoryStorage() };
Object.defineProperty(globalThis, 'navigator', { value: { onLine: true }, configurable: true, writable: true });
const { caches, stores, absolute } = memoryCaches();
globalThis.caches = caches;

const { keepPack, STALL_MS } = await import('../../Public/js/packs/download.js');
const { checkManifest } = await import('../../Public/js/packs/manifest.js');
const { keptPacks, packFor, WORKER_CACHE } = await import('../../Public/js/packs/list.js');

const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');
const STALL = 40; // ms: the tests' stall time (the page's is STALL_MS)

function manifestFor(id, parts) {
  const list = parts.map(([partId, bytes]) => ({
    id: partId, format: partId, formatVersion: 1, version: sha(bytes).slice(0, 16), dataDate: '2026-11-27', bytes: bytes.length, sha256: sha(bytes),
    url: `/api/v1/packs/${partId}?region=monaco&version=${sha(bytes).slice(0, 16)}`,
  }));
  return checkManifest({
    id, name: 'Monaco', dataDate: '2026-11-27', version: sha(Buffer.from(list.map((p) => p.version).join(''))).slice(0, 16),
    area: { kind: 'region', region: 'monaco', bounds: { south: 43.72, west: 7.40, north: 43.76, east: 7.44 } },
    parts: list, missing: [], totalBytes: list.reduce((sum, p) => sum + p.bytes, 0), attribution: '© OSM',
  });
}

/** Rejects when `promise` has not settled within `ms` (a download that cannot be stopped must not hang the test). */
function within(promise, ms, what) {
  let timer;
  const late = new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`${what}: still waiting after ${ms} ms`)), ms); });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function until(check, ms, what) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A body that sends its first half, then nothing until `go()` (never, if it is not called); the signal is ignored. */
function halfThenHold(bytes) {
  let go;
  const held = new Promise((resolve) => { go = resolve; });
  const half = bytes.length >> 1;
  const body = new ReadableStream({
    async start(controller) {
      controller.enqueue(new Uint8Array(bytes.subarray(0, half)));
      await held;
      controller.enqueue(new Uint8Array(bytes.subarray(half)));
      controller.close();
    },
  });
  return { response: new Response(body, { status: 200 }), go };
}

/** fetch as the server answers: `answer(url)` is bytes, a Response, or a promise of one. Calls are recorded. */
function serve(answer) {
  const calls = [];
  globalThis.fetch = async (url) => {
    calls.push(url);
    const got = await answer(url);
    return got instanceof Response ? got : new Response(new Blob([got]).stream(), { status: 200 });
  };
  return calls;
}

const api = (manifest) => ({ getJSON: async () => ({ ok: true, data: manifest }) });

test('the stall time is a few seconds', () => {
  assert.ok(STALL_MS >= 3000 && STALL_MS <= 8000, String(STALL_MS));
});

test('bytes that stop halfway are said to wait for the network, and the download goes on when they come again', async () => {
  const tiles = Buffer.alloc(4000, 7);
  const rates = Buffer.from('{"base":"EUR"}');
  const manifest = manifestFor('region-stall', [['tiles', tiles], ['rates', rates]]);
  const held = halfThenHold(tiles);
  serve((url) => (url.includes('/tiles') ? held.response : rates));
  const stalls = [];
  const progress = [];
  let settled = false;
  const download = keepPack(api(manifest), { manifest, query: 'region=monaco' }, {
    stallMs: STALL, onStall: (waiting) => stalls.push(waiting), onProgress: (p) => progress.push(p.done),
  }).finally(() => { settled = true; });
  try {
    await until(() => stalls.length > 0, 1000, 'the stall was not told');
    assert.deepEqual(stalls, [true]);
    assert.equal(progress.at(-1), tiles.length >> 1, 'the bar shows the half received');
    assert.equal(settled, false, 'the download waits, it has not given up');
  } finally {
    held.go();
  }
  const entry = await within(download, 1000, 'the download after the link came back');
  assert.deepEqual(stalls, [true, false], 'the wait is over once bytes come again');
  assert.equal(entry.manifest.version, manifest.version);
  assert.equal(entry.pending, null);
});

test('Cancel stops a stalled update at once, keeps no half part, and the kept version stays the one used', async () => {
  const tiles = Buffer.alloc(3000, 3);
  const oldRates = Buffer.from('{"base":"EUR","date":"2026-11-26"}');
  const newRates = Buffer.alloc(2000, 5);
  const before = manifestFor('region-cancel', [['tiles', tiles], ['rates', oldRates]]);
  serve((url) => (url.includes('/tiles') ? tiles : oldRates));
  await keepPack(api(before), { manifest: before, query: 'region=monaco' }, { stallMs: STALL });
  const after = manifestFor('region-cancel', [['tiles', tiles], ['rates', newRates]]);
  const cache = stores.get('baluchon-pack-region-cancel');
  const keptBefore = new Map(cache);

  // The server never answers (a hang), then answers half the part and stops: both times the download is cancelled.
  const halfway = halfThenHold(newRates);
  for (const [what, answer] of [['no answer', () => new Promise(() => {})], ['half a part', () => halfway.response]]) {
    const calls = serve((url) => (url.includes('/rates') ? answer() : tiles));
    const stop = new AbortController();
    const stalls = [];
    const download = keepPack(api(after), { manifest: after, query: 'region=monaco' }, {
      signal: stop.signal, stallMs: STALL, onStall: (waiting) => stalls.push(waiting),
    });
    await until(() => stalls.includes(true), 1000, `${what}: the stall was not told`);
    stop.abort();
    await assert.rejects(within(download, 300, `${what}: the cancelled download`), (error) => error.name === 'AbortError', what);
    assert.deepEqual(calls, [after.parts[1].url], `${what}: only the new part was asked`);
    assert.deepEqual(new Map(cache), keptBefore, `${what}: the cache holds the kept version's parts, nothing half-read`);
    const entry = keptPacks().find((other) => other.id === 'region-cancel');
    assert.equal(entry.manifest.version, before.version, `${what}: the kept version is still the pack's`);
    assert.equal(packFor('rates', { latitude: 43.73, longitude: 7.42 }).manifest.version, before.version);
    const index = await (await (await caches.open(WORKER_CACHE)).match('/packs/index.json')).json();
    assert.equal(index.packs.find((p) => p.id === 'region-cancel').version, before.version, `${what}: the worker still reads the kept version`);
  }
  halfway.go();

  // Started again, it completes: only the part that changed is fetched.
  const calls = serve((url) => (url.includes('/rates') ? newRates : tiles));
  const entry = await within(keepPack(api(after), { manifest: after, query: 'region=monaco' }, { stallMs: STALL }), 1000, 'started again');
  assert.equal(entry.manifest.version, after.version);
  assert.deepEqual(calls, [after.parts[1].url]);
  assert.deepEqual([...cache.keys()].sort(), after.parts.map((part) => absolute(part.url)).sort());
});

test('Cancel while nothing stalls stops the download too', async () => {
  const big = Buffer.alloc(6000, 9);
  const manifest = manifestFor('region-quick', [['tiles', big]]);
  const held = halfThenHold(big);
  serve(() => held.response);
  const stop = new AbortController();
  const progress = [];
  const download = keepPack(api(manifest), { manifest, query: 'region=monaco' }, {
    signal: stop.signal, stallMs: 60_000, onProgress: (p) => progress.push(p.done),
  });
  await until(() => progress.at(-1) > 0, 1000, 'the first half');
  stop.abort();
  await assert.rejects(within(download, 300, 'the cancelled download'), (error) => error.name === 'AbortError');
  held.go();
  assert.equal(stores.get('baluchon-pack-region-quick').size, 0, 'no half part kept');
  assert.equal(keptPacks().find((entry) => entry.id === 'region-quick').manifest, null, 'an unfinished pack is not used');
});
