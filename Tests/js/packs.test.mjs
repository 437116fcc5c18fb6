// Trip packs on the phone (Public/js/packs) under Node's test runner: the baluchon-tiles index read on a part
// built here, manifest checks, the space refusal, the device answerers and the download's integrity path
// (a corrupt part and a 409 make the manifest be fetched again; nothing unverified enters the cache).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import vm from 'node:vm';
import { memoryCaches } from './support/memory-caches.mjs';

// Browser globals the modules use, in memory.
const local = new Map();
globalThis.window = {
  localStorage: {
    getItem: (key) => (local.has(key) ? local.get(key) : null),
    setItem: (key, value) => local.set(key, String(value)),
    removeItem: (key) => local.delete(key),
  },
};
Object.defineProperty(globalThis, 'navigator', { value: { onLine: true }, configurable: true, writable: true });
const { caches, stores, absolute } = memoryCaches();
globalThis.caches = caches;

const tilesScript = readFileSync(new URL('../../Public/js/packs/tiles-index.js', import.meta.url), 'utf8');
const sandbox = { self: {} };
vm.runInNewContext(tilesScript, sandbox);
const { readHeader, parseIndex, findTile, childTile, HEADER_BYTES } = sandbox.self.BaluchonTiles;

const { checkManifest, areaQuery, partsToFetch } = await import('../../Public/js/packs/manifest.js');
const { spaceCheck, formatBytes } = await import('../../Public/js/packs/space.js');
const { registerDevice, answerOnDevice } = await import('../../Public/js/packs/device.js');
const { keepPack, discardPack, PackError, sha256Hex } = await import('../../Public/js/packs/download.js');
const { keptPacks, packFor, WORKER_CACHE } = await import('../../Public/js/packs/list.js');
const { packDate } = await import('../../Public/js/packs/note.js');

/** A baluchon-tiles 1 part as docs/PACKS.md writes it: tiles [z, x, y, svg], identical SVGs sharing one blob. */
function tilesPart(tiles) {
  const blobs = [];
  const entries = tiles.map(([z, x, y, svg]) => {
    let blob = blobs.findIndex((other) => other.svg === svg);
    if (blob < 0) blob = blobs.push({ svg, bytes: gzipSync(Buffer.from(svg, 'utf8')) }) - 1;
    return { z, x, y, blob };
  }).sort((a, b) => a.z - b.z || a.x - b.x || a.y - b.y);
  const header = Buffer.alloc(HEADER_BYTES);
  header.write('BTIL', 0, 'latin1');
  header.writeUInt16LE(1, 4);
  header.writeUInt32LE(entries.length, 6);
  header.writeUInt32LE(blobs.length, 10);
  const index = Buffer.alloc(entries.length * 13);
  entries.forEach((entry, i) => {
    index.writeUInt8(entry.z, i * 13);
    index.writeUInt32LE(entry.x, i * 13 + 1);
    index.writeUInt32LE(entry.y, i * 13 + 5);
    index.writeUInt32LE(entry.blob, i * 13 + 9);
  });
  const table = Buffer.alloc(blobs.length * 8);
  let offset = 0;
  blobs.forEach((blob, i) => {
    table.writeUInt32LE(offset, i * 8);
    table.writeUInt32LE(blob.bytes.length, i * 8 + 4);
    offset += blob.bytes.length;
  });
  return Buffer.concat([header, index, table, ...blobs.map((blob) => blob.bytes)]);
}

const arrayBuffer = (buffer) => buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength);

async function gunzip(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}

test('a tiles part is read from its index: each tile, shared blobs, and absent tiles', async () => {
  const sea = '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#aad3df"/></svg>';
  const tiles = [[17, 68240, 47852, '<svg>port</svg>'], [12, 2132, 1495, sea], [17, 68241, 47852, sea], [16, 34120, 23926, '<svg>ville é</svg>']];
  const part = tilesPart(tiles);
  const header = readHeader(arrayBuffer(part.subarray(0, HEADER_BYTES)));
  assert.equal(header.tileCount, 4);
  assert.equal(header.blobCount, 3);
  const index = parseIndex(arrayBuffer(part.subarray(0, header.dataStart)), part.length);
  for (const [z, x, y, svg] of tiles) {
    const range = findTile(index, z, x, y);
    assert.ok(range, `tile ${z}/${x}/${y}`);
    assert.equal(await gunzip(part.subarray(range.start, range.end)), svg);
  }
  assert.deepEqual(findTile(index, 12, 2132, 1495), findTile(index, 17, 68241, 47852), 'identical tiles share one blob');
  assert.equal(findTile(index, 17, 68240, 47853), null);
  assert.equal(findTile(index, 13, 0, 0), null);
  assert.equal(findTile(index, 17, 68240, 47852 + 2 ** 20), null);
});

test('a tile deeper than the pack is its ancestor narrowed to its square', () => {
  // The root as the server draws it (Sources/BaluchonCore/Regions/TileRenderer.swift): 256 px showing 2560 units.
  const parent = '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 2560 2560"><rect width="2560" height="2560"/><text>Quai viewBox="1 2 3 4"</text></svg>';
  const narrowed = (svg) => /^<svg[^>]*viewBox="([^"]*)"/.exec(svg)[1];
  assert.equal(narrowed(childTile(parent, 1, 136478, 95584)), '0 0 1280 1280');
  assert.equal(narrowed(childTile(parent, 1, 136479, 95585)), '1280 1280 1280 1280');
  assert.equal(narrowed(childTile(parent, 2, 7, 6)), '1920 1280 640 640');
  const child = childTile(parent, 1, 1, 0);
  assert.equal(child.replace(/^<svg[^>]*>/, ''), parent.replace(/^<svg[^>]*>/, ''), 'only the root changes');
  assert.match(child, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256" viewBox/);
  assert.equal(childTile('<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"></svg>', 1, 0, 0), null);
  assert.equal(childTile(parent, 0, 0, 0), null);
});

test('a part that is not baluchon-tiles 1, or cut short, is refused', () => {
  const part = tilesPart([[14, 8530, 5981, '<svg/>']]);
  const wrongMagic = Buffer.from(part);
  wrongMagic.write('PNG!', 0, 'latin1');
  assert.throws(() => readHeader(arrayBuffer(wrongMagic)), /not a tiles part/);
  const wrongVersion = Buffer.from(part);
  wrongVersion.writeUInt16LE(2, 4);
  assert.throws(() => readHeader(arrayBuffer(wrongVersion)), /format 2 unknown/);
  assert.throws(() => readHeader(arrayBuffer(part.subarray(0, 10))), /too short/);
  const { dataStart } = readHeader(arrayBuffer(part));
  assert.throws(() => parseIndex(arrayBuffer(part.subarray(0, dataStart - 1)), part.length), /cut short/);
  // A blob reaching past the part's end (a truncated download) is no tile.
  const index = parseIndex(arrayBuffer(part.subarray(0, dataStart)), part.length - 1);
  assert.equal(findTile(index, 14, 8530, 5981), null);
});

const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');

function manifestFor(parts, { id = 'region-monaco', dataDate = '2026-11-25' } = {}) {
  const list = parts.map(([partId, bytes]) => ({
    id: partId, format: partId, formatVersion: 1, version: sha(bytes).slice(0, 16), dataDate, bytes: bytes.length, sha256: sha(bytes),
    url: `/api/v1/packs/${partId}?region=monaco&version=${sha(bytes).slice(0, 16)}`,
  }));
  return {
    id, name: 'Monaco', dataDate, version: sha(Buffer.from(list.map((p) => p.version).join(''))).slice(0, 16),
    area: { kind: 'region', region: 'monaco', bounds: { south: 43.72, west: 7.40, north: 43.76, east: 7.44 } },
    parts: list, missing: [{ id: 'routing', message: 'Not yet.' }], totalBytes: list.reduce((sum, p) => sum + p.bytes, 0), attribution: '© OSM',
  };
}

test('manifests are checked before anything is downloaded', () => {
  const good = manifestFor([['tiles', Buffer.from('tiles')], ['rates', Buffer.from('{}')]]);
  const checked = checkManifest(good);
  assert.equal(checked.totalBytes, 7);
  assert.deepEqual(checked.missing, [{ id: 'routing', message: 'Not yet.' }]);
  assert.equal(checkManifest({ ...good, totalBytes: 8 }), null, 'a total that is not the parts’ sum');
  assert.equal(checkManifest({ ...good, parts: [{ ...good.parts[0], sha256: 'abc' }, good.parts[1]] }), null, 'a part without a SHA-256');
  assert.equal(checkManifest({ ...good, parts: [good.parts[0], good.parts[0]], totalBytes: 10 }), null, 'a part twice');
  assert.equal(checkManifest({ ...good, parts: [{ ...good.parts[0], url: 'https://elsewhere.example/x' }, good.parts[1]] }), null, 'a part elsewhere');
  assert.equal(checkManifest({ ...good, area: { kind: 'region', bounds: { south: 44, west: 7, north: 43, east: 8 } } }), null, 'an empty box');
  assert.equal(checkManifest({ ...good, dataDate: '25/11/2026' }), null);
  assert.equal(checkManifest({ error: { code: 'outside_regions' } }), null);
  assert.equal(areaQuery({ kind: 'region', region: 'monaco' }), 'region=monaco');
  assert.equal(areaQuery({ kind: 'circle', latitude: 43.738412, longitude: 7.42461, radiusKm: 5 }), 'near=43.7384,7.4246&radius=5');
  assert.equal(areaQuery({ kind: 'list', code: 'BLC:A B+' }), 'list=BLC%3AA%20B%2B');
  assert.deepEqual(partsToFetch(checked, new Set([checked.parts[0].url])).map((p) => p.id), ['rates']);
});

test('a pack larger than the space left is refused with both sizes', () => {
  assert.deepEqual(spaceCheck(9_000_000, { usage: 2_000_000, quota: 10_000_000 }), { fits: false, needed: 9_000_000, left: 8_000_000 });
  assert.deepEqual(spaceCheck(8_000_000, { usage: 2_000_000, quota: 10_000_000 }), { fits: true, needed: 8_000_000, left: 8_000_000 });
  assert.equal(spaceCheck(1, { usage: 20, quota: 10 }).left, 0);
  assert.equal(spaceCheck(5, null).fits, true, 'a browser that cannot tell does not block');
  assert.equal(formatBytes(9_123_456, 'en'), '9.1 MB');
  assert.equal(formatBytes(9_123_456, 'fr').replace(/\s/gu, ' '), '9,1 Mo');
  assert.equal(packDate('2026-11-25', 'en'), '25 Nov 2026');
  assert.equal(packDate('2026-11-25', 'fr'), '25 novembre 2026');
});

test('device answerers answer only for their path, and a failing one is as if there were none', async () => {
  registerDevice('/api/v1/test-echo', async (query, { lang }) => ({ q: query.get('q'), lang }));
  registerDevice('/api/v1/test-broken', async () => { throw new Error('part missing'); });
  assert.deepEqual(await answerOnDevice('/api/v1/test-echo?q=caf%C3%A9', { lang: 'fr' }), { ok: true, status: 200, data: { q: 'café', lang: 'fr' } });
  assert.equal(await answerOnDevice('/api/v1/test-broken', { lang: 'fr' }), null);
  assert.equal(await answerOnDevice('/api/v1/unknown', { lang: 'fr' }), null);
});

test('getJSON asks the device only when the server cannot be reached, not on an HTTP error', async () => {
  const { getJSON } = await import('../../Public/js/shared/api.js');
  globalThis.fetch = async () => { throw new TypeError('Failed to fetch'); };
  assert.deepEqual((await getJSON('/api/v1/test-echo?q=x')).data, { q: 'x', lang: 'en' });
  assert.equal((await getJSON('/api/v1/unknown')).error.code, 'network');
  globalThis.fetch = async () => new Response(JSON.stringify({ error: { code: 'invalid_point', message: 'Bad point.' } }), { status: 400 });
  const refused = await getJSON('/api/v1/test-echo?q=x');
  assert.equal(refused.ok, false);
  assert.equal(refused.error.code, 'invalid_point');
});

function serve(routes) {
  const calls = [];
  globalThis.fetch = async (url) => {
    calls.push(url);
    const answer = routes(url, calls.filter((other) => other === url).length);
    if (typeof answer === 'number') return new Response('{"error":{"code":"pack_changed"}}', { status: answer });
    return new Response(new Blob([answer]).stream(), { status: 200, headers: { 'Content-Type': 'application/octet-stream' } });
  };
  return calls;
}

test('a corrupt part and a 409 make the manifest be fetched again; only verified parts are kept', async () => {
  const tiles = tilesPart([[12, 2132, 1495, '<svg/>']]);
  const rates = Buffer.from('{"base":"EUR"}');
  const newRates = Buffer.from('{"base":"EUR","date":"2026-11-26"}');
  const first = manifestFor([['tiles', tiles], ['rates', rates]]);
  const corrupt = Buffer.from(tiles);
  corrupt[20] ^= 0xff;
  const second = manifestFor([['tiles', tiles], ['rates', newRates]], { dataDate: '2026-11-26' });
  const manifests = [];
  const api = { getJSON: async (path) => { manifests.push(path); return { ok: true, data: manifests.length === 1 ? first : second }; } };
  const calls = serve((url, nth) => {
    if (url === first.parts[0].url) return nth === 1 ? corrupt : tiles;
    if (url === first.parts[1].url) return 409;
    return newRates;
  });
  const progress = [];
  const entry = await keepPack(api, { manifest: checkManifest(first), query: 'region=monaco' }, { onProgress: (p) => progress.push(p) });
  assert.equal(entry.manifest.version, second.version);
  assert.equal(entry.pending, null);
  assert.equal(manifests.length, 2, 'the corrupt tiles part, then the 409, each fetched the manifest again');
  assert.equal(calls.filter((url) => url === first.parts[0].url).length, 2, 'the corrupt part was fetched again, then kept');
  const kept = stores.get('baluchon-pack-region-monaco');
  assert.deepEqual([...kept.keys()].sort(), [absolute(second.parts[0].url), absolute(second.parts[1].url)].sort());
  assert.equal(await sha256Hex(kept.get(absolute(second.parts[1].url))), second.parts[1].sha256);
  assert.deepEqual(progress.at(-1), { done: second.totalBytes, total: second.totalBytes });
  const index = await (await (await caches.open(WORKER_CACHE)).match('/packs/index.json')).json();
  assert.deepEqual(index.packs.map((p) => [p.id, p.version, p.tiles]), [['region-monaco', second.version, second.parts[0].url]]);
  assert.equal(packFor('rates', { latitude: 43.73, longitude: 7.42 }).id, 'region-monaco');
  assert.equal(packFor('rates', { latitude: 42.5, longitude: 1.5 }), null);
});

test('a download that keeps failing its checks gives up; an interrupted one resumes from its verified parts', async () => {
  const tiles = tilesPart([[13, 4265, 2990, '<svg>a</svg>']]);
  const rates = Buffer.from('{"base":"EUR"}');
  const manifest = manifestFor([['tiles', tiles], ['rates', rates]], { id: 'near-43.7300,7.4200-5' });
  const api = { getJSON: async () => ({ ok: true, data: manifest }) };
  serve(() => Buffer.from('garbage'));
  await assert.rejects(keepPack(api, { manifest: checkManifest(manifest), query: 'near=43.73,7.42&radius=5' }),
    (error) => error instanceof PackError && error.code === 'changed');
  assert.equal([...(stores.get('baluchon-pack-near-43.7300,7.4200-5')?.keys() ?? [])].length, 0, 'nothing unverified was kept');
  // Cut after the tiles part: the network goes away for good (its tries, on a timer that does not wait, all fail).
  serve((url) => { if (url.includes('/rates')) throw new TypeError('Failed to fetch'); return tiles; });
  const atOnce = { setTimeout: (go) => { queueMicrotask(go); return 0; }, clearTimeout: () => {} };
  await assert.rejects(keepPack(api, { manifest: checkManifest(manifest), query: 'near=43.73,7.42&radius=5' }, { timer: atOnce, network: null }),
    (error) => error.name === 'LinkDropped' && error.cause instanceof TypeError);
  const cut = keptPacks().find((entry) => entry.id === manifest.id);
  assert.equal(cut.manifest, null, 'an interrupted pack is not used');
  assert.equal(cut.pending.version, manifest.version);
  const calls = serve((url) => (url.includes('/rates') ? rates : tiles));
  const progress = [];
  await keepPack(api, { manifest: cut.pending, query: cut.query }, { onProgress: (p) => progress.push(p) });
  assert.deepEqual(calls, [manifest.parts[1].url], 'only the missing part was fetched');
  assert.equal(progress[0].done, tiles.length, 'progress starts from the verified part');
  await discardPack(manifest.id);
  assert.equal(stores.has('baluchon-pack-near-43.7300,7.4200-5'), false, 'removing frees the cache');
  assert.equal(keptPacks().some((entry) => entry.id === manifest.id), false);
});

test('two overlapping packs: answers come from the newer data', async () => {
  const older = manifestFor([['rates', Buffer.from('1')]], { id: 'region-monaco', dataDate: '2026-11-25' });
  const newer = { ...manifestFor([['rates', Buffer.from('2')]], { id: 'near-43.7384,7.4246-2', dataDate: '2026-11-27' }) };
  local.set('baluchon.packs.list', JSON.stringify([
    { id: older.id, query: 'region=monaco', manifest: checkManifest(older), pending: null, keptAt: '2026-11-25T10:00:00Z' },
    { id: newer.id, query: 'near=43.7384,7.4246&radius=2', manifest: checkManifest(newer), pending: null, keptAt: '2026-11-20T10:00:00Z' },
  ]));
  assert.equal(packFor('rates', { latitude: 43.73, longitude: 7.42 }).id, newer.id);
});
