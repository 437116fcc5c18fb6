// Keeping a pack: its parts fetched one by one (progress in bytes, streamed), each checked against the
// manifest's SHA-256 before it enters the pack's cache. A part that does not match, or a 409 pack_changed,
// means the server's data moved on: the manifest is fetched again and the missing parts with it. A download
// cut short (a reload) leaves only verified parts behind and resumes from them; the pack is used only once
// every part is in.
import { areaQuery, checkManifest, partsToFetch } from './manifest.js';
import { cacheName, dropEntry, keptPacks, publishToWorker, saveEntry } from './list.js';
import { readSpace, spaceCheck } from './space.js';

/** Manifests fetched again (data changed, a corrupt part) before the download gives up. */
const MAX_REFRESHES = 3;

/** A download that cannot go on: code is 'space' ({ needed, left }), 'changed', 'part' ({ status }) or 'manifest' ({ failure }). */
export class PackError extends Error {
  constructor(code, details = {}) {
    super(code);
    this.code = code;
    this.details = details;
  }
}

export async function sha256Hex(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** { manifest, query } for an area, or { failure } (the api.js failure, or one saying the answer was not a manifest). */
export async function fetchManifest(api, area, { signal, lang } = {}) {
  const query = typeof area === 'string' ? area : areaQuery(area);
  const answer = await api.getJSON(`/api/v1/packs?${query}${lang ? `&lang=${lang}` : ''}`, { signal });
  if (!answer.ok) return { failure: answer };
  const manifest = checkManifest(answer.data);
  return manifest ? { manifest, query } : { failure: { ok: false, error: { code: 'badResponse' } } };
}

/** Paths with their query, as the manifest writes part URLs, of what a pack's cache holds. */
async function keptUrls(cache) {
  return new Set((await cache.keys()).map((request) => {
    const url = new URL(request.url);
    return url.pathname + url.search;
  }));
}

/** The part's bytes, checked; { changed: true } when the server or the bytes say the manifest is out of date. */
async function fetchPart(part, onBytes, signal) {
  const response = await fetch(part.url, { signal, credentials: 'same-origin', cache: 'no-store' });
  if (response.status === 409) return { changed: true };
  if (!response.ok || !response.body) throw new PackError('part', { status: response.status });
  const reader = response.body.getReader();
  const bytes = new Uint8Array(part.bytes);
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (received + value.length > part.bytes) {
      await reader.cancel();
      return { changed: true };
    }
    bytes.set(value, received);
    received += value.length;
    onBytes(value.length);
  }
  if (received !== part.bytes || await sha256Hex(bytes) !== part.sha256) return { changed: true };
  return { bytes, type: response.headers.get('Content-Type') || 'application/octet-stream' };
}

/**
 * Downloads (or resumes, or updates) the pack of `manifest`, asked by `query`. `onProgress({ done, total })` follows
 * the bytes. Resolves to the complete entry; rejects with a PackError (nothing half-done is ever used).
 */
export async function keepPack(api, { manifest, query }, { onProgress = () => {}, signal, lang } = {}) {
  let current = manifest;
  for (let refreshes = 0; ; refreshes += 1) {
    const entry = keptPacks().find((other) => other.id === current.id) || { id: current.id, manifest: null, keptAt: null };
    saveEntry({ ...entry, query, pending: current });
    const cache = await caches.open(cacheName(current.id));
    const missing = partsToFetch(current, await keptUrls(cache));
    const needed = missing.reduce((sum, part) => sum + part.bytes, 0);
    const space = spaceCheck(needed, await readSpace());
    if (!space.fits) throw new PackError('space', space);
    let done = current.totalBytes - needed;
    onProgress({ done, total: current.totalBytes });
    let changed = false;
    for (const part of missing) {
      let partDone = 0;
      const got = await fetchPart(part, (count) => {
        partDone += count;
        onProgress({ done: done + partDone, total: current.totalBytes });
      }, signal);
      if (got.changed) {
        changed = true;
        break;
      }
      await cache.put(part.url, new Response(got.bytes, { headers: { 'Content-Type': got.type, 'Content-Length': String(part.bytes) } }));
      done += part.bytes;
    }
    if (!changed) {
      // Parts of the previous version stay until the new one is complete: an update never leaves a pack unusable.
      const wanted = new Set(current.parts.map((part) => part.url));
      await Promise.all([...await keptUrls(cache)].filter((url) => !wanted.has(url)).map((url) => cache.delete(url)));
      const complete = { ...entry, query, manifest: current, pending: null, keptAt: new Date().toISOString() };
      saveEntry(complete);
      await publishToWorker();
      return complete;
    }
    if (refreshes >= MAX_REFRESHES) throw new PackError('changed');
    const again = await fetchManifest(api, query, { signal, lang });
    if (again.failure) throw new PackError('manifest', { failure: again.failure });
    current = again.manifest;
  }
}

/** Removes a pack and frees its cache (or, for an interrupted update, only the parts the kept version lacks). */
export async function discardPack(id, { onlyPending = false } = {}) {
  const entry = keptPacks().find((other) => other.id === id);
  if (onlyPending && entry?.manifest) {
    const cache = await caches.open(cacheName(id));
    const wanted = new Set(entry.manifest.parts.map((part) => part.url));
    await Promise.all([...await keptUrls(cache)].filter((url) => !wanted.has(url)).map((url) => cache.delete(url)));
    saveEntry({ ...entry, pending: null });
  } else {
    await caches.delete(cacheName(id));
    dropEntry(id);
  }
  await publishToWorker();
}
