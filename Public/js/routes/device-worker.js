// The web worker that runs Routino in WebAssembly (Public/wasm/routino, built by wasm/routino/build.sh) for
// routes computed on the phone. Messages, each answered with the same `id`:
//   { id, type: 'load', key, files: [{ name, bytes }] } → { id, ok: true, memory } — the database, profiles and
//     translations of a pack's routing part, written to the module's file system (MEMFS) and loaded;
//   { id, type: 'route', profile, quickest, from: [lat, lon], to: [lat, lon] } → { id, ok: true, text } with
//     Routino's point list, or { id, ok: false, status } (1 no road near the start, 2 near the destination,
//     3 no route, 4 failed).
// A module that cannot start answers { id, ok: false, error: 'memory' } (no memory for its heap) or 'failed'.
/* global createRoutino */
importScripts('/wasm/routino/routino.js');

let routino = null;
let loadedKey = null;

async function load({ key, files }) {
  if (loadedKey === key && routino) return { ok: true, memory: routino.HEAP8.length };
  // Another pack: a fresh module, so that the old database's memory goes with the old one.
  routino = null;
  loadedKey = null;
  let module;
  try {
    module = await createRoutino({ locateFile: (file) => `/wasm/routino/${file}`, print: () => {}, printErr: () => {} });
  } catch (error) {
    // No memory for the module's heap is said as such; anything else (a browser refusing to compile it) as a failure.
    return { ok: false, error: /memory|RangeError/i.test(String(error)) ? 'memory' : 'failed' };
  }
  module.FS.mkdir('/pack');
  for (const file of files) module.FS.writeFile(`/pack/${file.name}`, file.bytes);
  const status = module.ccall('baluchon_load', 'number', ['string', 'string', 'string'], ['/pack', '/pack/profiles.xml', '/pack/translations.xml']);
  if (status !== 0) return { ok: false, error: 'load', errno: status };
  routino = module;
  loadedKey = key;
  return { ok: true, memory: module.HEAP8.length };
}

function route({ profile, quickest, from, to }) {
  if (!routino) return { ok: false, status: 4 };
  const pointer = routino.ccall('baluchon_route', 'number', ['string', 'number', 'number', 'number', 'number', 'number'],
    [profile, quickest ? 1 : 0, from[0], from[1], to[0], to[1]]);
  if (!pointer) return { ok: false, status: routino.ccall('baluchon_status', 'number', [], []) };
  const text = routino.UTF8ToString(pointer);
  routino._free(pointer);
  return { ok: true, text };
}

self.onmessage = async ({ data }) => {
  let answer;
  try {
    answer = data.type === 'load' ? await load(data) : route(data);
  } catch (error) {
    // Memory grown past what the browser gives (or the module aborted): the module is unusable, said as
    // too little memory, and the next load starts a fresh one.
    routino = null;
    loadedKey = null;
    answer = { ok: false, error: error instanceof RangeError || /memory/i.test(String(error)) ? 'memory' : 'failed' };
  }
  self.postMessage({ id: data.id, ...answer });
};
