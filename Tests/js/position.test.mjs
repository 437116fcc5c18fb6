// Where a typed or pasted text says a place is (Public/js/saved/position.js's readPosition): the phone reads
// every code and link itself, without asking the server, as the Swift reader reads the vectors of
// Tests/Fixtures/sharing/point-codes.json (those asking for a format are the API's, which the page does not
// use); it asks the server for a short Plus Code followed by a town, with `near`, and for a text it does not
// recognise, keeping its own answer when the server cannot be reached.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true, writable: true });
const { readPosition } = await import('../../Public/js/saved/position.js');

const vectors = JSON.parse(readFileSync(new URL('../Fixtures/sharing/point-codes.json', import.meta.url), 'utf8'));

/** The server's answers to GET /api/v1/decode, by `code`, and the URLs asked; none given: unreachable. */
function server(answers = null) {
  const asked = [];
  globalThis.fetch = async (url) => {
    asked.push(String(url));
    if (!answers) throw new TypeError('Failed to fetch');
    const answer = answers[new URL(url, 'https://baluchon.test').searchParams.get('code')];
    return new Response(JSON.stringify(answer), { status: answer.error ? 400 : 200 });
  };
  return asked;
}

for (const vector of vectors.readable.filter((item) => !item.format)) {
  test(`read on the phone: ${vector.text}`, async () => {
    const asked = server();
    const read = await readPosition(vector.text, null);
    assert.ok(read.ok, JSON.stringify(read));
    assert.ok(Math.abs(read.point.latitude - vector.latitude) < 1e-9 && Math.abs(read.point.longitude - vector.longitude) < 1e-9);
    if ('name' in vector) assert.equal(read.point.name ?? null, vector.name);
    if ('zoom' in vector) assert.equal(read.point.zoom ?? null, vector.zoom);
    assert.deepEqual(asked, []);
  });
}

for (const vector of vectors.unreadable.filter((item) => !item.format)) {
  test(`refused on the phone: ${vector.text}`, async () => {
    server();
    assert.deepEqual(await readPosition(vector.text, null), { ok: false, error: { code: vector.error } });
  });
}

test('a short Plus Code is read near the device’s position, without the server', async () => {
  const asked = server();
  const read = await readPosition('CJ+2VX', { latitude: 51.3708, longitude: -1.2177, accuracy: 20 });
  assert.deepEqual(read, { ok: true, point: { latitude: 51.370112500000005, longitude: -1.2177656249999984, uncertainty: 1.4 } });
  assert.deepEqual(asked, []);
  assert.deepEqual(await readPosition('CJ+2VX', null), { ok: false, error: { code: 'short_code_needs_reference' } });
});

test('a short Plus Code followed by a town is asked of the server, with the device’s position', async () => {
  const point = { latitude: 48.8583125, longitude: 2.294437500000001, uncertainty: 7 };
  const asked = server({ 'V75V+8Q Paris': { kind: 'point', format: 'pluscode', point } });
  assert.deepEqual(await readPosition(' V75V+8Q Paris ', { latitude: 48.85, longitude: 2.35 }), { ok: true, point });
  assert.deepEqual(asked, ['/api/v1/decode?code=V75V%2B8Q+Paris&near=48.85%2C2.35']);
  server();
  assert.equal((await readPosition('V75V+8Q Paris', null)).error.code, 'offline');
});

test('a text the phone does not recognise is asked of the server; unreachable, the phone’s answer stands', async () => {
  const asked = server({ 'Tour Eiffel': { error: { code: 'unrecognised_code', message: 'Not a code.' } } });
  assert.equal((await readPosition('Tour Eiffel', null)).error.message, 'Not a code.');
  assert.equal(asked.length, 1);
  server();
  assert.deepEqual(await readPosition('Tour Eiffel', null), { ok: false, error: { code: 'unrecognised_code' } });
});

test('a whole list is refused as a place, on the phone', async () => {
  const asked = server();
  assert.deepEqual(await readPosition('BLC:V50V50%EIEWMCK02EKZ 5319ZKE1QC1RO', null), { ok: false, error: { code: 'list_not_point' } });
  assert.deepEqual(asked, []);
});

test('a position off Earth is refused on the device as on the server', async () => {
  server();
  assert.deepEqual(await readPosition('91, 2', null), { ok: false, error: { code: 'coordinate_out_of_range' } });
});
