// Places received from a pasted text on the places page (Public/js/saved/receive.js's placesFromText): one
// place's code is read as the add form reads it, so a short Plus Code ("8FVC+QR") is recovered near the phone's
// known position, on the phone, without the server; with no position known it is refused as before.
import { test } from 'node:test';
import assert from 'node:assert/strict';

Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true, writable: true });
const { placesFromText } = await import('../../Public/js/saved/receive.js');

const ctx = { signal: new AbortController().signal, t: (key) => key };
const ZURICH = { latitude: 47.3769, longitude: 8.5417, accuracy: 20 };

/** The URLs asked of the server, which cannot be reached. */
function server() {
  const asked = [];
  globalThis.fetch = async (url) => {
    asked.push(String(url));
    throw new TypeError('Failed to fetch');
  };
  return asked;
}

test('a short Plus Code is recovered near the phone’s known position, as in the add form', async () => {
  const asked = server();
  const read = await placesFromText(ctx, ' 8FVC+QR\n', ZURICH);
  assert.equal(read.ok, true, JSON.stringify(read));
  // 8FVC8FVC+QR: the cell ending with those digits nearest Zurich.
  assert.deepEqual(read.places.map(({ name, latitude, longitude }) => [name, latitude, longitude]),
    [['saved.unnamed', 47.34443750000001, 8.472062500000007]]);
  assert.deepEqual(asked, []);
});

test('with no position known, a short Plus Code is refused and the server is not asked', async () => {
  const asked = server();
  assert.deepEqual(await placesFromText(ctx, '8FVC+QR'), { ok: false, error: { code: 'short_code_needs_reference' } });
  assert.deepEqual(await placesFromText(ctx, '8FVC+QR', null), { ok: false, error: { code: 'short_code_needs_reference' } });
  assert.deepEqual(asked, []);
});

test('typed coordinates with decimal commas are received as one place', async () => {
  server();
  const read = await placesFromText(ctx, '43,7384 ; 7,4246', ZURICH);
  assert.deepEqual(read.places.map(({ latitude, longitude }) => [latitude, longitude]), [[43.7384, 7.4246]]);
});
