// What the phone answers alone from its newest kept pack covering the point: place search, "where am I" and
// the rate table. The place modules (Public/js/places/device-search.js, device-where.js, archive.js, kinds.js)
// are loaded only when an answer is needed, so the app starts without them.
import { registerDevice } from './device.js';
import { packFor } from './list.js';
import { packPart } from './parts.js';
// The phrasebook's answerer registers itself.
import '../words/phrasebook-device.js';

function point(latitude, longitude) {
  const lat = Number.parseFloat(latitude);
  const lon = Number.parseFloat(longitude);
  return Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { latitude: lat, longitude: lon } : null;
}

function number(text) {
  const value = Number.parseFloat(text ?? '');
  return Number.isFinite(value) ? value : undefined;
}

/** What a device answer adds to the server's shape. */
export function deviceOf(entry) {
  return { pack: entry.id, name: entry.manifest.name, dataDate: entry.manifest.dataDate };
}

/** { places, kinds, gazetteer, region } of a pack, as the place modules read them (each part read once per version). */
export async function placesData(entry) {
  const [{ decodeArchive }, { parseKinds }] = await Promise.all([import('../places/archive.js'), import('../places/kinds.js')]);
  const [places, kinds, gazetteer] = await Promise.all([
    packPart(entry, 'places', async (response) => decodeArchive(new Uint8Array(await response.arrayBuffer()))),
    packPart(entry, 'kinds', async (response) => parseKinds(await response.text())),
    packPart(entry, 'gazetteer', (response) => response.json()),
  ]);
  return { places, kinds, gazetteer, region: { id: entry.manifest.area.region ?? entry.id, bounds: entry.manifest.area.bounds } };
}

registerDevice('/api/v1/search', async (query, { lang }) => {
  const [lat, lon] = (query.get('near') || '').split(',');
  const near = point(lat, lon);
  const entry = packFor('places', near);
  if (!entry) return null;
  const { searchOnDevice } = await import('../places/device-search.js');
  const answer = await searchOnDevice(await placesData(entry), {
    q: query.get('q') || '', near, radius: number(query.get('radius')), limit: number(query.get('limit')), lang: query.get('lang') || lang,
  });
  return answer && { ...answer, device: deviceOf(entry) };
});

registerDevice('/api/v1/where', async (query, { lang }) => {
  const at = point(query.get('lat'), query.get('lon'));
  const entry = at && packFor('places', at);
  if (!entry) return null;
  const { whereOnDevice } = await import('../places/device-where.js');
  const answer = await whereOnDevice(await placesData(entry), { lat: at.latitude, lon: at.longitude, lang: query.get('lang') || lang });
  return answer && { ...answer, device: deviceOf(entry) };
});

// Routes: Routino in WebAssembly on the pack's routing part (Public/js/routes/device-routes.js).
registerDevice('/api/v1/route', async (query, options) => (await import('../routes/device-routes.js')).routeOnDevice(query, options));

// The pack's table; the converter keeps whichever of it and its own saved table is newer.
registerDevice('/api/v1/rates', async () => {
  const entry = packFor('rates', null);
  if (!entry) return null;
  const table = await packPart(entry, 'rates', (response) => response.json());
  return { ...table, device: deviceOf(entry) };
});
