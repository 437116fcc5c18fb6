// The weather city list, kept on the device: defaults, validation, export and import.

export const LIMIT = 20; // the API's places per request
const KEY = 'weather.cities';
const FILE_KIND = 'baluchon.weather-cities';

export const NEW_YORK = {
  id: 'geonames:5128581', name: 'New York', countryCode: 'US', latitude: 40.71, longitude: -74.01, timeZone: 'America/New_York',
};

/** Whether `zone` is an IANA time zone this browser can tell the time in. */
export function knownZone(zone) {
  if (typeof zone !== 'string' || !zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** `48.85,2.35`: the place as the API takes it, rounded like the server rounds it. */
export function query(city) {
  const round = (value) => String(Math.round(value * 100) / 100);
  return `${round(city.latitude)},${round(city.longitude)}`;
}

/** A clean city from anything (stored list, imported file, search result), or null. */
export function sanitize(raw) {
  if (!raw || typeof raw !== 'object') return null;
  const latitude = Number(raw.latitude);
  const longitude = Number(raw.longitude);
  const name = typeof raw.name === 'string' ? raw.name.trim().slice(0, 200) : '';
  if (!name || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const city = { name, latitude, longitude };
  if (typeof raw.id === 'string' && raw.id.length <= 100) city.id = raw.id;
  if (typeof raw.countryCode === 'string' && /^[A-Z]{2}$/.test(raw.countryCode)) city.countryCode = raw.countryCode;
  if (typeof raw.countryName === 'string') city.countryName = raw.countryName.slice(0, 100);
  // Kept so that the city's local time shows without network.
  if (knownZone(raw.timeZone)) city.timeZone = raw.timeZone;
  return city;
}

/** The traveller's home place from the settings, when one is set (several shapes are accepted). */
export function homeCity(storage) {
  const settings = storage.get('settings') || {};
  const candidates = [settings.home?.location, settings.home?.place, storage.get('home')?.location, storage.get('home.location')];
  for (const candidate of candidates) {
    const city = sanitize(candidate);
    if (city) return city;
  }
  return null;
}

/** The kept list; New York and the home city when nothing was kept yet. */
export function load(storage) {
  const kept = storage.get(KEY);
  if (Array.isArray(kept)) return dedupe(kept.map(sanitize).filter(Boolean)).slice(0, LIMIT);
  const home = homeCity(storage);
  return dedupe([NEW_YORK, home].filter(Boolean));
}

export function save(storage, cities) {
  return storage.set(KEY, cities);
}

/** Cities in order, without a second entry for the same place. */
export function dedupe(cities) {
  const seen = new Set();
  return cities.filter((city) => {
    const key = query(city);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The JSON text of an export file. */
export function exportText(cities) {
  return JSON.stringify({ kind: FILE_KIND, version: 1, exportedAt: new Date().toISOString(), cities }, null, 2);
}

/** The cities of an export file's text; throws Error('format') or Error('empty') for unusable files. */
export function parseImport(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error('format');
  }
  const list = Array.isArray(data) ? data : data && data.kind === FILE_KIND ? data.cities : null;
  if (!Array.isArray(list)) throw new Error('format');
  const cities = dedupe(list.map(sanitize).filter(Boolean)).slice(0, LIMIT);
  if (!cities.length) throw new Error('empty');
  return cities;
}
