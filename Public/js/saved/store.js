// The saved places and tracks, kept on the device in IndexedDB (one object store each, the list order in
// `position`; a track is { id, position, savedAt, name, note, colour, points, breaks? } as the API gives it).

const DB_NAME = 'baluchon-saved';
const STORE = 'places';
const TRACKS = 'tracks';

function open() {
  return new Promise((resolve, reject) => {
    // Version 2 added the tracks beside the places.
    const request = indexedDB.open(DB_NAME, 2);
    request.onupgradeneeded = () => {
      for (const name of [STORE, TRACKS]) {
        if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name, { keyPath: 'id' });
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function transaction(mode, work, name = STORE) {
  const db = await open();
  try {
    return await new Promise((resolve, reject) => {
      const tx = db.transaction(name, mode);
      const result = work(tx.objectStore(name));
      tx.oncomplete = () => resolve(result?.result ?? result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

/** Every place, in list order. */
export async function all() {
  const places = await transaction('readonly', (store) => store.getAll());
  return places.sort((a, b) => a.position - b.position);
}

/** Adds or replaces places in one transaction: all are written or none. */
export function put(...places) {
  return transaction('readwrite', (store) => { for (const place of places) store.put(place); });
}

export function remove(id) {
  return transaction('readwrite', (store) => store.delete(id));
}

/** Every track, in list order. */
export async function allTracks() {
  const tracks = await transaction('readonly', (store) => store.getAll(), TRACKS);
  return tracks.sort((a, b) => a.position - b.position);
}

/** One track, or undefined. */
export function track(id) {
  return transaction('readonly', (store) => store.get(id), TRACKS);
}

/** Adds or replaces tracks in one transaction. */
export function putTracks(...tracks) {
  return transaction('readwrite', (store) => { for (const one of tracks) store.put(one); }, TRACKS);
}

export function removeTrack(id) {
  return transaction('readwrite', (store) => store.delete(id), TRACKS);
}

/** A new id for a place or a track. */
export function newId() {
  return crypto.randomUUID ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Now, as the server's ISO 8601 reader takes it (whole seconds). */
export function isoNow() {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}
