// A pack's manifest (GET /api/v1/packs, docs/PACKS.md): the area query that asks for it, the checks a manifest
// must pass before anything is downloaded, and which of its parts a cache still lacks.
import { cleanBounds } from '../map/geo.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SHA256 = /^[0-9a-f]{64}$/;

function finite(value) {
  return typeof value === 'number' && Number.isFinite(value);
}

function cleanPart(part) {
  if (!part || typeof part.id !== 'string' || !part.id || typeof part.url !== 'string' || !part.url.startsWith('/api/v1/packs/')) return null;
  if (!Number.isSafeInteger(part.bytes) || part.bytes < 0 || typeof part.sha256 !== 'string' || !SHA256.test(part.sha256)) return null;
  if (typeof part.version !== 'string' || !part.version) return null;
  return {
    id: part.id, url: part.url, bytes: part.bytes, sha256: part.sha256, version: part.version,
    format: typeof part.format === 'string' ? part.format : null,
    dataDate: typeof part.dataDate === 'string' && DAY.test(part.dataDate) ? part.dataDate : null,
  };
}

/** The manifest with only what the phone relies on, or null when the server's answer is not one. */
export function checkManifest(data) {
  if (!data || typeof data !== 'object' || typeof data.id !== 'string' || !data.id || typeof data.version !== 'string' || !data.version) return null;
  if (typeof data.dataDate !== 'string' || !DAY.test(data.dataDate) || !Array.isArray(data.parts) || !data.parts.length) return null;
  const bounds = cleanBounds(data.area?.bounds);
  const parts = data.parts.map(cleanPart);
  if (!bounds || parts.some((part) => !part)) return null;
  if (new Set(parts.map((part) => part.id)).size !== parts.length) return null;
  const totalBytes = parts.reduce((sum, part) => sum + part.bytes, 0);
  if (data.totalBytes !== totalBytes) return null;
  return {
    id: data.id,
    name: typeof data.name === 'string' && data.name ? data.name : data.id,
    area: {
      kind: typeof data.area.kind === 'string' ? data.area.kind : 'region', bounds,
      region: typeof data.area.region === 'string' ? data.area.region : null,
      radiusKm: finite(data.area.radiusKm) ? data.area.radiusKm : null,
    },
    dataDate: data.dataDate,
    version: data.version,
    parts,
    missing: (Array.isArray(data.missing) ? data.missing : [])
      .filter((item) => item && typeof item.id === 'string' && typeof item.message === 'string')
      .map((item) => ({ id: item.id, message: item.message })),
    totalBytes,
    attribution: typeof data.attribution === 'string' ? data.attribution : '',
  };
}

/**
 * The manifest's query for an area: { kind: 'region', region } | { kind: 'circle', latitude, longitude, radiusKm }
 * | { kind: 'list', code }.
 */
export function areaQuery(area) {
  if (area.kind === 'region') return `region=${encodeURIComponent(area.region)}`;
  if (area.kind === 'circle') return `near=${area.latitude.toFixed(4)},${area.longitude.toFixed(4)}&radius=${area.radiusKm}`;
  return `list=${encodeURIComponent(area.code)}`;
}

/** The parts whose URL (which carries the part's version) is not among `keptUrls`. */
export function partsToFetch(manifest, keptUrls) {
  return manifest.parts.filter((part) => !keptUrls.has(part.url));
}
