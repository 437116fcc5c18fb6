// Routes computed on the phone (Public/js/routes/device-*.js): the instruction sentences against the vectors
// the server's InstructionWriter is checked against too (Tests/Fixtures/routes/sentence-cases.json, see
// InstructionWriterCasesTests.swift), the routing part's bundle, and Routino in WebAssembly
// (Public/wasm/routino) on a database planetsplitter makes from the shipped Monaco extract, read as the
// server reads it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sentenceWriter } from '../../Public/js/routes/device-sentences.js';
import { compassPoint, readRoutingBundle, readRoutino, turnDirection } from '../../Public/js/routes/device-reader.js';

const root = new URL('../../', import.meta.url);
const fixture = JSON.parse(readFileSync(new URL('Tests/Fixtures/routes/sentence-cases.json', root), 'utf8'));

/** The catalogue texts the pack's sentences.json carries (PackRouting.sentences). */
function texts(lang) {
  const catalogue = JSON.parse(readFileSync(new URL(`Sources/BaluchonCore/Resources/Messages/${lang}.json`, root), 'utf8'));
  return Object.fromEntries(Object.entries(catalogue).filter(([key]) => key.startsWith('route.') || key.startsWith('compass.heading.')));
}

test('the phone writes every shared case as the server does, in English and French', () => {
  assert.ok(fixture.cases.length >= 60);
  for (const lang of ['en', 'fr']) {
    const writer = sentenceWriter(texts(lang), lang);
    for (const item of fixture.cases) {
      assert.equal(writer.sentence(item.maneuver, item.street), item[lang].sentence, JSON.stringify(item.maneuver));
      assert.equal(writer.ahead(item.maneuver, item.street), item[lang].ahead, JSON.stringify(item.maneuver));
    }
  }
});

test('French headings take their elided article, and a pack made before route.heading.* still reads', () => {
  const writer = sentenceWriter(texts('fr'), 'fr');
  assert.equal(writer.sentence({ kind: 'depart', heading: 'west' }, 'Place du Casino'), 'Partez vers l’ouest sur Place du Casino.');
  assert.equal(writer.sentence({ kind: 'depart', heading: 'east' }, null), 'Partez vers l’est.');
  assert.equal(writer.sentence({ kind: 'depart', heading: 'north' }, null), 'Partez vers le nord.');
  const older = { ...texts('fr'), 'route.depart.heading': 'partez vers le {heading}{along}' };
  for (const key of Object.keys(older)) if (key.startsWith('route.heading.')) delete older[key];
  assert.equal(sentenceWriter(older, 'fr').sentence({ kind: 'depart', heading: 'north' }, null), 'Partez vers le nord.');
});

test('headings and turns are named as the server names them', () => {
  assert.deepEqual([0, 22, 23, 67, 90, 180, 270, 338, 359, -90, 450].map(compassPoint),
    ['north', 'north', 'northEast', 'northEast', 'east', 'south', 'west', 'north', 'north', 'west', 'east']);
  assert.deepEqual([0, 19, -19, 20, -44, 45, 90, -134, 135, 179, -180, 200, 350].map(turnDirection),
    [null, null, null, 'slightRight', 'slightLeft', 'right', 'right', 'left', 'sharpRight', 'sharpRight', 'sharpLeft', 'sharpLeft', null]);
});

/** A baluchon-routing 1 part as docs/PACKS.md writes it. */
function bundle(files) {
  const encoder = new TextEncoder();
  const names = files.map(([name]) => encoder.encode(name));
  const header = 8 + names.reduce((sum, name) => sum + 6 + name.length, 0);
  const total = header + files.reduce((sum, [, bytes]) => sum + bytes.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  out.set(encoder.encode('BRTE'));
  view.setUint16(4, 1, true);
  view.setUint16(6, files.length, true);
  let offset = 8;
  files.forEach(([, bytes], index) => {
    view.setUint16(offset, names[index].length, true);
    out.set(names[index], offset + 2);
    view.setUint32(offset + 2 + names[index].length, bytes.length, true);
    offset += 6 + names[index].length;
  });
  for (const [, bytes] of files) {
    out.set(bytes, offset);
    offset += bytes.length;
  }
  return out.buffer;
}

test('a routing part reads back into its files; another format or a cut part is refused', () => {
  const files = [['nodes.mem', new Uint8Array([1, 2, 3])], ['profiles.xml', new TextEncoder().encode('<profiles/>')], ['empty', new Uint8Array()]];
  const read = readRoutingBundle(bundle(files));
  assert.deepEqual(read.map((file) => file.name), ['nodes.mem', 'profiles.xml', 'empty']);
  assert.deepEqual([...read[0].bytes], [1, 2, 3]);
  assert.equal(new TextDecoder().decode(read[1].bytes), '<profiles/>');
  const whole = bundle(files);
  assert.throws(() => readRoutingBundle(whole.slice(0, whole.byteLength - 5)));
  const other = new Uint8Array(whole.slice(0));
  other[0] = 'X'.charCodeAt(0);
  assert.throws(() => readRoutingBundle(other.buffer), /baluchon-routing/);
});

test('Routino in WebAssembly routes the Monaco extract, read into the server\'s maneuvers', async (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'baluchon-wasm-routes-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  execFileSync('planetsplitter', [`--dir=${folder}`, '--tagging=/usr/share/routino/tagging.xml',
    new URL('Sources/BaluchonProviders/Resources/regions/monaco.osm.pbf', root).pathname], { stdio: 'ignore' });
  const createRoutino = createRequire(import.meta.url)(new URL('Public/wasm/routino/routino.js', root).pathname);
  const routino = await createRoutino({ wasmBinary: readFileSync(new URL('Public/wasm/routino/routino.wasm', root)), print: () => {}, printErr: () => {} });
  routino.FS.mkdir('/pack');
  for (const name of readdirSync(folder)) routino.FS.writeFile(`/pack/${name}`, readFileSync(join(folder, name)));
  routino.FS.writeFile('/pack/profiles.xml', readFileSync('/usr/share/routino/profiles.xml'));
  routino.FS.writeFile('/pack/translations.xml', readFileSync('/usr/share/routino/translations.xml'));
  assert.equal(routino.ccall('baluchon_load', 'number', ['string', 'string', 'string'], ['/pack', '/pack/profiles.xml', '/pack/translations.xml']), 0);
  const route = (profile, quickest, from, to) => {
    const pointer = routino.ccall('baluchon_route', 'number', ['string', 'number', 'number', 'number', 'number', 'number'], [profile, quickest, ...from, ...to]);
    const status = routino.ccall('baluchon_status', 'number', [], []);
    if (!pointer) return { status };
    const text = routino.UTF8ToString(pointer);
    routino._free(pointer);
    return { status, text };
  };
  // From the casino square to the Fontvieille port, as the routes benchmark's first Monaco pairs.
  const from = [43.7396, 7.4276];
  const to = [43.7315, 7.4167];
  const car = route('motorcar', 1, from, to);
  assert.equal(car.status, 0);
  const read = readRoutino(car.text, 'car');
  assert.equal(read.maneuvers[0].maneuver.kind, 'depart');
  assert.equal(read.maneuvers.at(-1).maneuver.kind, 'arrive');
  assert.ok(read.maneuvers.some((m) => m.maneuver.kind === 'turn' || m.maneuver.kind === 'roundabout'));
  assert.ok(read.distance > 1200 && read.distance < 5000, `car ${read.distance} m`);
  const [lon, lat] = read.geometry[0];
  assert.ok(Math.abs(lat - from[0]) < 0.002 && Math.abs(lon - from[1]) < 0.002);
  // A car loses seconds at its junctions; the same list read for a walk does not.
  assert.ok(read.duration > readRoutino(car.text, 'walk').duration);
  const shortest = readRoutino(route('foot', 0, from, to).text, 'walk');
  const fastest = readRoutino(route('foot', 1, from, to).text, 'walk');
  assert.ok(shortest.distance <= fastest.distance + 1);
  // Out at sea, no road is near: said as such, for the start and for the destination.
  assert.equal(route('foot', 1, [43.60, 7.50], to).status, 1);
  assert.equal(route('foot', 1, from, [43.60, 7.50]).status, 2);
});
