// A kept pack's parts read back from its cache, each read once per pack version and kept in memory.
import { cacheName } from './list.js';

const memo = new Map();

/** `read(response)` of part `partId` of a complete pack entry, memoised per pack version; null when the pack lacks it. */
export function packPart(entry, partId, read) {
  const part = entry.manifest.parts.find((p) => p.id === partId);
  if (!part) return null;
  const prefix = `${entry.id}@`;
  const key = `${prefix}${entry.manifest.version}:${partId}`;
  if (!memo.has(key)) {
    // Another version of the same pack is no longer wanted.
    for (const old of memo.keys()) if (old.startsWith(prefix) && !old.startsWith(`${prefix}${entry.manifest.version}:`)) memo.delete(old);
    const loading = caches.open(cacheName(entry.id))
      .then((cache) => cache.match(part.url))
      .then((response) => {
        if (!response) throw new Error(`part ${partId} of ${entry.id} is not in its cache`);
        return read(response);
      });
    loading.catch(() => memo.delete(key));
    memo.set(key, loading);
  }
  return memo.get(key);
}

/** Forgets what was read of a pack (it was removed). */
export function forgetPack(id) {
  for (const key of memo.keys()) if (key.startsWith(`${id}@`)) memo.delete(key);
}
