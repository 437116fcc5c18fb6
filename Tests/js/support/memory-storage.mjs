// localStorage in memory, as Public/js/shared/storage.js calls it, for modules tested under Node.

export class MemoryStorage extends Map {
  getItem(key) { return this.get(key) ?? null; }

  setItem(key, value) { this.set(key, String(value)); }

  removeItem(key) { this.delete(key); }
}
