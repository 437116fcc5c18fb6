// What the map needs from the server before it can draw: the two base maps (GET /api/v1/map) and the
// imported regions (GET /api/v1/regions) for the offline map's bounds and the first centre. The last answers
// are kept on the device so the map still opens offline.
import { FALLBACK_WAIT_MS } from '../shared/api.js';
import * as travel from '../settings/travel-settings.js';
import { centre, cleanBounds, contains } from './geo.js';

const SAVED_KEY = 'map.server';
/** Monaco: the region the server imports at first start, and the centre when nothing else is known. */
export const MONACO = { latitude: 43.7384, longitude: 7.4246 };
export const FIRST_ZOOM = 14;

/** Used only when the server never answered on this device: the contract's defaults. */
const DEFAULT_LAYERS = {
  online: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors', maxZoom: 19 },
  offline: { tileUrl: '/api/v1/tiles/{z}/{x}/{y}.svg', minZoom: 12, maxZoom: 18, attribution: '© OpenStreetMap contributors' },
};

function finite(value) {
  return typeof value === 'number' && Number.isFinite(value);
}

function cleanLayer(layer, fallback) {
  if (!layer || typeof layer.tileUrl !== 'string' || typeof layer.attribution !== 'string') return fallback;
  return {
    tileUrl: layer.tileUrl,
    attribution: layer.attribution,
    minZoom: finite(layer.minZoom) ? layer.minZoom : fallback.minZoom,
    maxZoom: finite(layer.maxZoom) ? layer.maxZoom : fallback.maxZoom,
  };
}

function cleanRegions(answer) {
  const list = Array.isArray(answer?.regions) ? answer.regions : [];
  return list.map((region) => ({ id: String(region.id), name: String(region.name || region.id), bounds: cleanBounds(region.bounds) }))
    .filter((region) => region.bounds);
}

/**
 * { layers: {online, offline}, regions: [{id, name, bounds}], saved: boolean } — saved when either answer
 * came from the device's copy instead of the server.
 */
export async function loadServerConfig(ctx) {
  const kept = ctx.storage.get(SAVED_KEY, {}) || {};
  // With a kept copy, a hanging server delays the map by seconds, not by the client's whole time limit.
  const wait = (answer) => ({ signal: ctx.signal, ...(answer ? { timeoutMs: FALLBACK_WAIT_MS } : {}) });
  const [map, regions] = await Promise.all([
    ctx.api.getJSON('/api/v1/map', wait(kept.map)),
    ctx.api.getJSON('/api/v1/regions', wait(kept.regions)),
  ]);
  const mapAnswer = map.ok ? map.data : kept.map;
  const regionsAnswer = regions.ok ? regions.data : kept.regions;
  if (map.ok || regions.ok) ctx.storage.set(SAVED_KEY, { map: mapAnswer || null, regions: regionsAnswer || null });
  return {
    layers: {
      online: cleanLayer(mapAnswer?.online, DEFAULT_LAYERS.online),
      offline: cleanLayer(mapAnswer?.offline, DEFAULT_LAYERS.offline),
    },
    regions: cleanRegions(regionsAnswer),
    saved: !map.ok || !regions.ok,
  };
}

/** The smallest box holding every region, or null. */
export function regionsBounds(regions) {
  if (!regions.length) return null;
  return regions.reduce((box, { bounds }) => ({
    west: Math.min(box.west, bounds.west), south: Math.min(box.south, bounds.south),
    east: Math.max(box.east, bounds.east), north: Math.max(box.north, bounds.north),
  }), regions[0].bounds);
}

/**
 * Where the map opens the first time: the region holding the traveller's place (the side in use, then home),
 * else the first region (Monaco on a new server), else Monaco itself.
 */
export function firstCentre(regions) {
  const places = [travel.side(travel.current()).location, travel.homeCity()].filter(Boolean);
  for (const place of places) {
    const region = regions.find((candidate) => contains(candidate.bounds, place));
    if (region) return centre(region.bounds);
  }
  return regions.length ? centre(regions[0].bounds) : MONACO;
}
