// Routes computed on the phone, when the server cannot be reached: Routino in WebAssembly (device-worker.js)
// on the routing part of the newest kept pack holding the start, read as the server reads Routino
// (device-reader.js) and told in the same sentences (device-sentences.js), in the answer shape of
// GET /api/v1/route with `device: { pack, name, dataDate }` added. What the phone cannot do is answered as an
// error in the page's language: no WebAssembly, too little memory, a pack without routing data, a point
// outside the pack or too far from its roads.
import { t } from '../shared/i18n.js';
import { deviceOf } from '../packs/answers.js';
import { completePacks, packFor } from '../packs/list.js';
import { packPart } from '../packs/parts.js';
import { readRoutingBundle, readRoutino } from './device-reader.js';
import { sentenceWriter } from './device-sentences.js';

const PROFILES = { walk: 'foot', bicycle: 'bicycle', car: 'motorcar' };
const ROAD_MODES = ['walk', 'bicycle', 'car'];
const MODIFIERS = { slightLeft: 'slight left', left: 'left', sharpLeft: 'sharp left', slightRight: 'slight right', right: 'right', sharpRight: 'sharp right' };
const STATUS_ERRORS = { 1: 'noRoadStart', 2: 'noRoadDestination', 3: 'noRoute' };

class DeviceRouteError extends Error {
  constructor(code) {
    super(code);
    this.code = code;
  }
}

let worker = null;
/** The pack version whose database the worker holds: its files are sent to the worker only when it changes. */
let workerKey = null;
let nextId = 0;
const waiting = new Map();

/** Asks the worker; resolves to its answer. */
function ask(message) {
  if (!worker) {
    worker = new Worker('/js/routes/device-worker.js');
    worker.onmessage = ({ data }) => {
      waiting.get(data.id)?.(data);
      waiting.delete(data.id);
    };
    worker.onerror = () => {
      for (const resolve of waiting.values()) resolve({ ok: false, error: 'failed' });
      waiting.clear();
      worker = null;
      workerKey = null;
    };
  }
  const id = ++nextId;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    worker.postMessage({ ...message, id });
  });
}

/** The pack's routing files and sentences, read once per pack version. */
function routingData(entry) {
  return packPart(entry, 'routing', async (response) => {
    const files = readRoutingBundle(await response.arrayBuffer());
    const sentences = JSON.parse(new TextDecoder().decode(files.find((file) => file.name === 'sentences.json').bytes));
    return { files: files.filter((file) => file.name !== 'sentences.json'), sentences };
  });
}

/** The pack's database loaded in the worker (once per pack version); the pack's sentences. */
async function loaded(entry) {
  if (typeof WebAssembly !== 'object' || typeof Worker !== 'function') throw new DeviceRouteError('noWebAssembly');
  const { files, sentences } = await routingData(entry);
  const key = `${entry.id}@${entry.manifest.version}`;
  if (workerKey !== key) {
    const answer = await ask({ type: 'load', key, files });
    if (!answer.ok) throw new DeviceRouteError(answer.error === 'memory' ? 'memory' : 'failed');
    workerKey = key;
  }
  return { sentences };
}

function contains(bounds, [lat, lon]) {
  return lat >= bounds.south && lat <= bounds.north && lon >= bounds.west && lon <= bounds.east;
}

/** One road route on the device, read into the server's route (without sentences yet). */
async function roadRoute(mode, preference, from, to) {
  const answer = await ask({ type: 'route', profile: PROFILES[mode], quickest: preference !== 'shortest', from, to });
  if (answer.error) workerKey = null; // the worker dropped its module: the next route loads the database again
  if (!answer.ok) throw new DeviceRouteError(answer.error === 'memory' ? 'memory' : STATUS_ERRORS[answer.status] || 'failed');
  return readRoutino(answer.text, mode);
}

/** A maneuver in the API's words (OSRM's vocabulary): type, modifier, exit. */
function described(maneuver) {
  switch (maneuver.kind) {
    case 'turn': return { maneuver: 'turn', modifier: MODIFIERS[maneuver.direction] };
    case 'nameChange': return { maneuver: 'new name' };
    case 'uTurn': return { maneuver: 'turn', modifier: 'uturn' };
    case 'roundabout': return { maneuver: 'roundabout', exit: maneuver.exit };
    default: return { maneuver: maneuver.kind };
  }
}

/** The answer of GET /api/v1/route for a route read on the device. */
function body(route, { comparison, unavailable, entry, writer }) {
  const steps = route.maneuvers.map((item, index) => {
    const next = route.maneuvers[index + 1];
    return {
      ...described(item.maneuver),
      location: [item.longitude, item.latitude],
      ...(item.street ? { street: item.street } : {}),
      distance: Math.round((next?.distanceFromStart ?? route.distance) - item.distanceFromStart),
      duration: Math.round((next?.timeFromStart ?? route.duration) - item.timeFromStart),
      sentence: writer.sentence(item.maneuver, item.street),
      ahead: writer.ahead(item.maneuver, item.street),
    };
  });
  const part = entry.manifest.parts.find((p) => p.id === 'routing');
  return {
    mode: route.mode, distance: Math.round(route.distance), duration: Math.round(route.duration),
    geometry: { type: 'LineString', coordinates: route.geometry }, steps, comparison, unavailable,
    engine: 'routino', region: entry.manifest.area.region ?? null, dataDate: part?.dataDate ?? null,
    provenance: { source: 'routino', fetchedAt: part?.dataDate ?? null, stale: false },
    attribution: 'Route data © OpenStreetMap contributors, ODbL 1.0. https://osm.org/copyright',
    device: deviceOf(entry),
  };
}

function parsePoint(text) {
  const [lat, lon] = String(text || '').split(',').map(Number.parseFloat);
  return Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? [lat, lon] : null;
}

function failure(code) {
  return { error: { code: `device_${code}`, message: t(`routes.device.${code}`) } };
}

/**
 * GET /api/v1/route answered on the phone: null when no kept pack covers the start (the page reports the
 * network failure), an `{ error }` the page shows when the phone cannot route there, else the route.
 */
export async function routeOnDevice(query, { lang }) {
  const from = parsePoint(query.get('from'));
  const to = parsePoint(query.get('to'));
  const mode = query.get('mode') || 'car';
  if (!from || !to || !(mode in PROFILES || mode === 'any')) return null;
  const at = { latitude: from[0], longitude: from[1] };
  const entry = packFor('routing', at);
  if (!entry) return completePacks().some((pack) => contains(pack.manifest.area.bounds, from)) ? failure('noRouting') : null;
  if (!contains(entry.manifest.area.bounds, to)) return failure('outsidePack');
  try {
    const { sentences } = await loaded(entry);
    const writer = sentenceWriter(sentences[query.get('lang') || lang] || sentences.en, query.get('lang') || lang);
    const preference = query.get('preference') || 'fastest';
    if (mode !== 'any') {
      const route = await roadRoute(mode, preference, from, to);
      return body(route, { comparison: [], unavailable: [], entry, writer });
    }
    // "Fastest": every road mode the phone can route, the quickest proposed and the others listed.
    const routes = [];
    const unavailable = [];
    for (const candidate of ROAD_MODES) {
      try {
        routes.push(await roadRoute(candidate, preference, from, to));
      } catch (error) {
        if (!(error instanceof DeviceRouteError) || error.code === 'memory') throw error;
        unavailable.push({ mode: candidate, code: `device_${error.code}`, message: t(`routes.device.${error.code}`) });
      }
    }
    unavailable.push({ mode: 'transit', code: 'device_transit', message: t('routes.device.transit') });
    if (!routes.length) return failure('noRoute');
    routes.sort((a, b) => a.duration - b.duration);
    const comparison = routes.map((route) => ({ mode: route.mode, distance: Math.round(route.distance), duration: Math.round(route.duration) }));
    return body(routes[0], { comparison, unavailable, entry, writer });
  } catch (error) {
    if (error instanceof DeviceRouteError) return failure(error.code);
    throw error;
  }
}

