// Keeping a pack: its parts fetched one by one (progress in bytes, streamed), each checked against the
// manifest's SHA-256 before it enters the pack's cache. A part that does not match, or a 409 pack_changed,
// means the server's data moved on: the manifest is fetched again and the missing parts with it. A download
// cut short (a reload) leaves only verified parts behind and resumes from them; the pack is used only once
// every part is in. A link that stalls is told (onStall) after STALL_MS without a byte; the download goes on by
// itself when bytes come again. A link that drops (the fetch fails: no network, the server gone) is told too, with
// the wait before the download tries again by itself from the parts it kept (RETRY_FIRST_MS, doubled up to
// RETRY_MAX_MS, or at once when the window says it is online); after RETRIES new tries with no part kept meanwhile it
// gives up. A refusal (a PackError: 4xx, no space) is never tried again. Aborting the signal (Cancel) stops it at
// once, even mid-part or between tries: the part being read is dropped whole, and the parts already checked stay as
// after an interruption (a kept version is still the one used).
import { areaQuery, checkManifest, partsToFetch } from './manifest.js';
import { cacheName, dropEntry, keptPacks, publishToWorker, saveEntry } from './list.js';
import { readSpace, spaceCheck } from './space.js';

/** Manifests fetched again (data changed, a corrupt part) before the download gives up. */
const MAX_REFRESHES = 3;
/** Milliseconds without any byte from the server before a download is said to wait for the network. */
export const STALL_MS = 5000;
/** Milliseconds before the first new try after the link dropped; each next wait is twice the last, up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 2000;
/** The longest wait between two tries after the link dropped. */
export const RETRY_MAX_MS = 30_000;
/** New tries after the link dropped before the download gives up (2 + 4 + 8 + 16 + 6 × 30 s: three and a half minutes). */
export const RETRIES = 10;

/** The wait before new try number `retry` (0 for the first). */
export function retryDelay(retry) {
  return Math.min(RETRY_FIRST_MS * 2 ** retry, RETRY_MAX_MS);
}

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

/** The link dropped while a part or the manifest came (no network, the server gone): the download can try again. */
class LinkDropped extends Error {
  constructor(cause) {
    super('The connection was lost.', { cause });
    this.name = 'LinkDropped';
  }
}

/** For a fetch's or a read's rejection: a LinkDropped, unless the download was cancelled. */
const dropped = (signal) => (error) => {
  throw signal?.aborted ? error : new LinkDropped(error);
};

/** `promise`, or a rejection (AbortError) as soon as `signal` aborts, whether or not the promise heeds it. */
function orAbort(promise, signal) {
  if (!signal) return promise;
  return new Promise((resolve, reject) => {
    const stop = () => reject(signal.reason ?? new DOMException('The download was cancelled.', 'AbortError'));
    if (signal.aborted) {
      stop();
      return;
    }
    signal.addEventListener('abort', stop, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/**
 * Watches a download's bytes: `onStall(true)` once `ms` pass without any while it runs, `onStall(false)` when
 * they come again. `pause()` while the phone works on its own (checking and storing a part); `dropped(why)` says
 * `onStall(why)` at once, the link being gone, until bytes come again.
 */
function stallWatch(onStall, ms) {
  let timer = null;
  let stalled = false;
  const pause = () => {
    clearTimeout(timer);
    timer = null;
  };
  const run = () => {
    pause();
    timer = setTimeout(() => {
      stalled = true;
      onStall(true);
    }, ms);
  };
  const alive = () => {
    if (stalled) {
      stalled = false;
      onStall(false);
    }
    run();
  };
  const dropped = (why) => {
    pause();
    stalled = true;
    onStall(why);
  };
  return { run, alive, pause, dropped };
}

/** The part's bytes, checked; { changed: true } when the server or the bytes say the manifest is out of date. */
async function fetchPart(part, onBytes, signal, watch) {
  watch.run();
  const response = await orAbort(fetch(part.url, { signal, credentials: 'same-origin', cache: 'no-store' }), signal).catch(dropped(signal));
  watch.alive();
  if (response.status === 409) return { changed: true };
  if (!response.ok || !response.body) throw new PackError('part', { status: response.status });
  const reader = response.body.getReader();
  const bytes = new Uint8Array(part.bytes);
  let received = 0;
  for (;;) {
    let read;
    try {
      read = await orAbort(reader.read(), signal);
    } catch (error) {
      reader.cancel().catch(() => {});
      dropped(signal)(error);
    }
    const { done, value } = read;
    if (done) break;
    watch.alive();
    if (received + value.length > part.bytes) {
      await reader.cancel();
      return { changed: true };
    }
    bytes.set(value, received);
    received += value.length;
    onBytes(value.length);
  }
  watch.pause();
  if (received !== part.bytes || await sha256Hex(bytes) !== part.sha256) return { changed: true };
  return { bytes, type: response.headers.get('Content-Type') || 'application/octet-stream' };
}

/** Resolves after `ms` on `timer`, or at once on the `online` event of `network`; rejects when `signal` aborts. */
async function backoff(ms, { signal, timer, network }) {
  let go;
  const waited = new Promise((resolve) => { go = resolve; });
  const id = timer.setTimeout(go, ms);
  network?.addEventListener?.('online', go);
  try {
    await orAbort(waited, signal);
  } finally {
    timer.clearTimeout(id);
    network?.removeEventListener?.('online', go);
  }
}

/**
 * Downloads (or resumes, or updates) the pack of `manifest`, asked by `query`. `onProgress({ done, total })` follows
 * the bytes; `onStall(waiting)` says when they stop coming for `stallMs` (true) and when they come again (false), or
 * that the link dropped ({ retryMs, parts, of }: the wait before the next try on `timer`, the parts kept of all).
 * Resolves to the complete entry; rejects with a PackError, a LinkDropped after RETRIES new tries, or the signal's
 * AbortError when cancelled (nothing half-done is ever used).
 */
export async function keepPack(api, { manifest, query }, {
  onProgress = () => {}, onStall = () => {}, stallMs = STALL_MS, timer = globalThis, network = globalThis.window, signal, lang,
} = {}) {
  const watch = stallWatch(onStall, stallMs);
  const state = { current: manifest, refreshes: 0, kept: 0 };
  try {
    let retry = 0;
    let keptAtDrop = -1;
    for (;;) {
      try {
        return await keepParts(api, state, query, { onProgress, signal, lang, watch });
      } catch (error) {
        if (!(error instanceof LinkDropped)) throw error;
        if (state.kept > keptAtDrop) retry = 0; // parts came in since the last drop: the tries start over
        keptAtDrop = state.kept;
        if (retry >= RETRIES) throw error;
        const retryMs = retryDelay(retry);
        retry += 1;
        watch.dropped({ retryMs, parts: state.kept, of: state.current.parts.length });
        await backoff(retryMs, { signal, timer, network });
      }
    }
  } finally {
    watch.pause();
  }
}

async function keepParts(api, state, query, { onProgress, signal, lang, watch }) {
  for (; ; state.refreshes += 1) {
    const { current } = state;
    signal?.throwIfAborted();
    const entry = keptPacks().find((other) => other.id === current.id) || { id: current.id, manifest: null, keptAt: null };
    saveEntry({ ...entry, query, pending: current });
    const cache = await caches.open(cacheName(current.id));
    const missing = partsToFetch(current, await keptUrls(cache));
    const needed = missing.reduce((sum, part) => sum + part.bytes, 0);
    const space = spaceCheck(needed, await readSpace());
    if (!space.fits) throw new PackError('space', space);
    let done = current.totalBytes - needed;
    state.kept = current.parts.length - missing.length;
    onProgress({ done, total: current.totalBytes });
    let changed = false;
    for (const part of missing) {
      let partDone = 0;
      const got = await fetchPart(part, (count) => {
        partDone += count;
        onProgress({ done: done + partDone, total: current.totalBytes });
      }, signal, watch);
      watch.pause();
      if (got.changed) {
        changed = true;
        break;
      }
      signal?.throwIfAborted(); // a cancelled download keeps no part it was reading
      await cache.put(part.url, new Response(got.bytes, { headers: { 'Content-Type': got.type, 'Content-Length': String(part.bytes) } }));
      done += part.bytes;
      state.kept += 1;
    }
    if (!changed) {
      signal?.throwIfAborted();
      // Parts of the previous version stay until the new one is complete: an update never leaves a pack unusable.
      const wanted = new Set(current.parts.map((part) => part.url));
      await Promise.all([...await keptUrls(cache)].filter((url) => !wanted.has(url)).map((url) => cache.delete(url)));
      const complete = { ...entry, query, manifest: current, pending: null, keptAt: new Date().toISOString() };
      saveEntry(complete);
      await publishToWorker();
      return complete;
    }
    if (state.refreshes >= MAX_REFRESHES) throw new PackError('changed');
    watch.run();
    const again = await orAbort(fetchManifest(api, query, { signal, lang }), signal);
    if (['network', 'offline', 'timeout'].includes(again.failure?.error?.code)) throw new LinkDropped(again.failure);
    if (again.failure) throw new PackError('manifest', { failure: again.failure });
    watch.alive();
    watch.pause();
    state.current = again.manifest;
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
