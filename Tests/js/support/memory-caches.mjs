// Cache Storage in memory, as Public/js/packs/ calls it (`caches.open`, `has`, `delete`; a cache's `keys`, `put`,
// `delete`, `match`), for modules tested under Node. `stores` maps each cache's name to its URL → bytes.

export function memoryCaches() {
  const stores = new Map();
  const absolute = (url) => new URL(url, 'https://baluchon.test').href;
  const caches = {
    async open(name) {
      if (!stores.has(name)) stores.set(name, new Map());
      const entries = stores.get(name);
      return {
        keys: async () => [...entries.keys()].map((url) => ({ url })),
        put: async (url, response) => { entries.set(absolute(url), new Uint8Array(await response.arrayBuffer())); },
        delete: async (url) => entries.delete(absolute(url)),
        match: async (url) => (entries.has(absolute(url)) ? new Response(entries.get(absolute(url))) : undefined),
      };
    },
    has: async (name) => stores.has(name),
    delete: async (name) => stores.delete(name),
  };
  return { caches, stores, absolute };
}
