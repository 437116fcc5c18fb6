// Public/js/shared/api.js with a fake fetch: an answer cut off while its body comes is the same failure as no
// answer (a GET then asks the packs kept on the phone), while a body read in full that is not JSON is a bad answer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MemoryStorage } from './support/memory-storage.mjs';

globalThis.window = { localStorage: new MemoryStorage() };
Object.defineProperty(globalThis, 'navigator', { value: { onLine: true, languages: ['en'] }, configurable: true, writable: true });

const { registerDevice } = await import('../../Public/js/packs/device.js');
const { getJSON, postFile } = await import('../../Public/js/shared/api.js');
registerDevice('/api/v1/test-held', async (query) => ({ q: query.get('q'), from: 'phone' }));

/** A fetch whose answer sends its headers and half a JSON body, then fails (`end: 'error'`) or goes silent until
    the request is aborted, as a real fetch's body does. */
function halfAnswer(end) {
  globalThis.fetch = async (url, { signal }) => new Response(new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"results": [{"name": "Gare de'));
      if (end === 'error') controller.error(new TypeError('network error'));
      signal.addEventListener('abort', () => controller.error(new DOMException('The operation was aborted.', 'AbortError')));
    },
  }), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

test('a body cut off by the network is no answer: a GET is answered by the phone, else "network"', async () => {
  halfAnswer('error');
  assert.deepEqual(await getJSON('/api/v1/test-held?q=gare'), { ok: true, status: 200, data: { q: 'gare', from: 'phone' } });
  const lost = await getJSON('/api/v1/unknown');
  assert.equal(lost.ok, false);
  assert.equal(lost.error.code, 'network');
});

test('a body that stalls past the time limit is a timeout, not a bad answer', async () => {
  halfAnswer('silent');
  const started = Date.now();
  const stalled = await postFile('/api/v1/photo', new Blob(['x'], { type: 'image/jpeg' }), { timeoutMs: 100 });
  assert.equal(stalled.ok, false);
  assert.equal(stalled.error.code, 'timeout');
  assert.ok(Date.now() - started < 5000);
});

test('a body read in full that is not JSON stays a bad answer, and JSON is an answer', async () => {
  globalThis.fetch = async () => new Response('<html>proxy error</html>', { status: 200 });
  const bad = await getJSON('/api/v1/test-held?q=gare');
  assert.equal(bad.ok, false);
  assert.equal(bad.error.code, 'badResponse');
  globalThis.fetch = async () => new Response('{"name": "Gare"}', { status: 200 });
  assert.deepEqual(await getJSON('/api/v1/unknown'), { ok: true, status: 200, data: { name: 'Gare' } });
});

/** A fetch that never answers until it is aborted: a server that accepts the connection and hangs. */
function hang() {
  globalThis.fetch = (url, { signal }) => new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });
}

test('a GET the server leaves hanging takes the phone\'s answer after waitMs, not after the time limit', async () => {
  hang();
  const started = Date.now();
  assert.deepEqual(await getJSON('/api/v1/test-held?q=gare', { waitMs: 50 }), { ok: true, status: 200, data: { q: 'gare', from: 'phone' } });
  assert.ok(Date.now() - started < 5000);
  const none = await getJSON('/api/v1/unknown', { waitMs: 50, timeoutMs: 300 });
  assert.equal(none.ok, false);
  assert.equal(none.error.code, 'timeout');
});

test('a server that answers before waitMs is heard, and the phone is not asked', async () => {
  globalThis.fetch = async () => new Response('{"name": "Gare"}', { status: 200 });
  assert.deepEqual(await getJSON('/api/v1/test-held?q=gare', { waitMs: 1000 }), { ok: true, status: 200, data: { name: 'Gare' } });
});
