// "Where am I" on the phone: the answer `GET /api/v1/where` gives offline, computed from a trip pack
// (SearchService+Where): the nearest named street and the town from the pack's places when they
// cover the point, else the gazetteer's nearest town.
import { contains } from '../map/geo.js';
import { indexFor } from './place-index.js';
import { gazetteerFor, countryName } from './gazetteer.js';
import { ATTRIBUTION, DeviceSearchError, packRegion } from './device-search.js';

/**
 * @typedef {{latitude: number, longitude: number, street: {name: string, distance: number}|null,
 *   city: {name: string, source: 'region'|'gazetteer', section?: string}|null, address: null,
 *   region: string|null, label: string, attribution: string}} WhereAnswer
 */

/**
 * Where a point is, from a pack, as `GET /api/v1/where` (offline) answers.
 * @param {import('./device-search.js').PackData} data
 * @param {{lat: number, lon: number, lang?: 'fr'|'en'}} options
 * @returns {WhereAnswer}
 * @throws {DeviceSearchError} `invalid_point` for a latitude or longitude that is not one
 */
export function whereOnDevice(data, { lat, lon, lang } = {}) {
  // A number, or a number written as text (a query string's "43.7384").
  const coordinate = (value) => (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? Number(value) : NaN);
  const latitude = coordinate(lat);
  const longitude = coordinate(lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
    throw new DeviceSearchError('invalid_point', 400);
  }
  const answer = { latitude, longitude, street: null, city: null, address: null, region: null, label: '', attribution: ATTRIBUTION };
  const region = packRegion(data);
  if (contains(region.bounds, { latitude, longitude })) {
    const index = indexFor(data.places, data.kinds);
    answer.region = region.id;
    const street = index.nearestStreet(latitude, longitude);
    if (street) answer.street = { name: street.name, distance: Math.round(street.distance * 10) / 10 };
    const town = index.town(latitude, longitude);
    if (town !== null) answer.city = { name: town, source: 'region' };
  }
  let gazetteerLabel = null;
  const nearest = answer.city ? null : gazetteerFor(data.gazetteer)?.nearestTown(latitude, longitude);
  if (nearest) {
    const { place, section } = nearest;
    answer.city = section === null ? { name: place.name, source: 'gazetteer' } : { name: place.name, source: 'gazetteer', section };
    const town = section === null ? place.name : `${place.name} — ${section}`;
    gazetteerLabel = [town, countryName(place.country, lang === 'fr' ? 'fr' : 'en') ?? place.country].filter(Boolean).join(', ');
  }
  answer.label = [answer.street?.name, answer.region === null ? gazetteerLabel : answer.city?.name].filter((part) => part != null).join(', ');
  if (!answer.label) answer.label = `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
  return answer;
}
