// The packs kept on this phone: their list in localStorage (`packs.list`), each pack's own Cache Storage cache,
// and the copy of the complete packs the service worker reads (it cannot read localStorage).
import * as storage from '../shared/storage.js';
import { contains } from '../map/geo.js';

const KEY = 'packs.list';
/** The cache and entry the service worker reads: { packs: [{ id, version, dataDate, bounds, tiles }] }, newest first. */
export const WORKER_CACHE = 'baluchon-packs-index';
export const WORKER_INDEX = '/packs/index.json';

export const cacheName = (id) => `baluchon-pack-${id}`;

/**
 * Every pack entry: { id, query, manifest, pending, keptAt } — `manifest` is the complete pack's (null until one
 * download finished), `pending` the manifest of a download under way or interrupted (null when none).
 */
export function keptPacks() {
  const list = storage.get(KEY, []);
  return Array.isArray(list) ? list.filter((entry) => entry && typeof entry.id === 'string' && typeof entry.query === 'string') : [];
}

export function saveEntry(entry) {
  storage.set(KEY, [...keptPacks().filter((other) => other.id !== entry.id), entry]);
}

export function dropEntry(id) {
  storage.set(KEY, keptPacks().filter((entry) => entry.id !== id));
}

/** Complete packs, newest data first (the one kept last first on the same date). */
export function completePacks(list = keptPacks()) {
  return list.filter((entry) => entry.manifest)
    .sort((a, b) => b.manifest.dataDate.localeCompare(a.manifest.dataDate) || String(b.keptAt).localeCompare(String(a.keptAt)));
}

/** The newest complete pack holding `part` whose area holds `point` (any area when point is null), or null. */
export function packFor(part, point, list = keptPacks()) {
  return completePacks(list).find((entry) => entry.manifest.parts.some((p) => p.id === part)
    && (!point || contains(entry.manifest.area.bounds, point))) || null;
}

/** Writes the complete packs' ids, bounds and tiles part where the service worker reads them. */
export async function publishToWorker(list = keptPacks()) {
  const packs = completePacks(list).map(({ id, manifest }) => ({
    id, version: manifest.version, dataDate: manifest.dataDate, bounds: manifest.area.bounds,
    tiles: manifest.parts.find((part) => part.id === 'tiles')?.url || null,
  }));
  const cache = await caches.open(WORKER_CACHE);
  await cache.put(WORKER_INDEX, new Response(JSON.stringify({ packs }), { headers: { 'Content-Type': 'application/json' } }));
}
