// The saved places, kept on the device in IndexedDB (one object store, the list order in `position`).

const DB_NAME = 'baluchon-saved';
const STORE = 'places';

function open() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function transaction(mode, work) {
  const db = await open();
  try {
    return await new Promise((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const result = work(tx.objectStore(STORE));
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

/** A new id for a place. */
export function newId() {
  return crypto.randomUUID ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Now, as the server's ISO 8601 reader takes it (whole seconds). */
export function isoNow() {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}
