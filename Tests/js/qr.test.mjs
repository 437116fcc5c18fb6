// The saved page's QR codes drawn on the phone (Public/js/saved/qr.js) with Debian's qrcode-generator: the
// text cut into alphanumeric and byte segments, symbols read back by zbarimg, and text too long for one code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { qrModules, segments } from '../../Public/js/saved/qr.js';

const LIBRARY = '/usr/share/nodejs/qrcode-generator/qrcode.js';
const missing = !existsSync(LIBRARY) && 'Debian’s node-qrcode-generator is not installed (scripts/deps.sh)';
const zbar = !existsSync('/usr/bin/zbarimg') && 'zbarimg (zbar-tools) is not installed';

function encoder() {
  const qrcode = createRequire(import.meta.url)(LIBRARY);
  qrcode.stringToBytes = qrcode.stringToBytesFuncs['UTF-8'];
  return qrcode;
}

/** What zbarimg reads from the modules drawn 4 pixels a module with a quiet zone of 4, as a PGM image. */
function read(modules) {
  const scale = 4;
  const side = (modules.length + 8) * scale;
  const pixels = Buffer.alloc(side * side, 255);
  modules.forEach((row, y) => row.forEach((dark, x) => {
    if (!dark) return;
    for (let dy = 0; dy < scale; dy += 1) pixels.fill(0, ((y + 4) * scale + dy) * side + (x + 4) * scale, ((y + 4) * scale + dy) * side + (x + 5) * scale);
  }));
  const path = join(mkdtempSync(join(tmpdir(), 'qr-')), 'code.pgm');
  writeFileSync(path, Buffer.concat([Buffer.from(`P5\n${side} ${side}\n255\n`), pixels]));
  return execFileSync('zbarimg', ['--quiet', '--raw', '-Sbinary', path], { stdio: ['ignore', 'pipe', 'ignore'] }).toString('utf8').trim();
}

test('runs of the alphanumeric set are their own segments', () => {
  const link = 'https://example.org/places?import=BLC:6AJ%20XY%2B.-$*/:K';
  assert.deepEqual(segments(link), [['https://example.org/places?import=', 'Byte'], ['BLC:6AJ%20XY%2B.-$*/:K', 'Alphanumeric']]);
  assert.deepEqual(segments('geo:1,2?z=17'), [['geo:1,2?z=17', 'Byte']]);
  assert.deepEqual(segments(''), [['', 'Byte']]);
});

test('drawn codes read back as their text', { skip: missing || zbar }, () => {
  const qrcode = encoder();
  const code = `BLC:${'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:'.repeat(70)}`.slice(0, 3300);
  for (const text of ['geo:43.7396000,7.4276000?q=43.7396000,7.4276000(H%C3%B4tel%20du%20Parc)&z=17', 'Zoë 東京 🎲',
    `http://127.0.0.1:8080/places?import=${code.slice(0, 1200).replace(/[ %+]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`, code]) {
    assert.equal(read(qrModules(qrcode, text)), text);
  }
});

test('text too long for one code has no symbol', { skip: missing }, () => {
  const qrcode = encoder();
  assert.equal(qrModules(qrcode, 'x'.repeat(2332)), null);
  assert.equal(qrModules(qrcode, 'X'.repeat(3392)), null);
  assert.equal(qrModules(qrcode, 'x'.repeat(2331)).length, 177);
});
