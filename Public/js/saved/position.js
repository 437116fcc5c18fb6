// Reading where a place is from what a person typed or pasted, and where the device is.
import { getJSON } from '../shared/api.js';

const COLOURS = ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#00897b', '#1e88e5', '#8e24aa', '#d81b60', '#6d4c41', '#757575'];
export const PALETTE = COLOURS;

/**
 * What the page reads itself, offline: "48.8584, 2.2945" as a point or an error; null for anything else
 * (Plus Code, geo:, geohash, om://, DMS…), which only the server reads.
 */
export function localPosition(text) {
  const match = /^(-?\d+(?:\.\d+)?)\s*[,; ]\s*(-?\d+(?:\.\d+)?)$/.exec(text.trim());
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) return { ok: true, point: { latitude, longitude } };
  return { ok: false, error: { code: 'coordinate_out_of_range' } };
}

/** A position read here when it can be (localPosition), else asked of the server. */
export async function readPosition(text, near, { signal } = {}) {
  const trimmed = text.trim();
  const local = localPosition(trimmed);
  if (local) return local;
  const params = new URLSearchParams({ code: trimmed });
  if (near) params.set('near', `${near.latitude},${near.longitude}`);
  const answer = await getJSON(`/api/v1/decode?${params}`, { signal });
  if (!answer.ok) return answer;
  if (answer.data.kind !== 'point') return { ok: false, error: { code: 'list_not_point' } };
  return { ok: true, point: answer.data.point };
}

/** The device's position, or null when refused or unavailable (8 s at most). */
export function currentPosition() {
  return new Promise((resolve) => {
    if (!navigator.geolocation) { resolve(null); return; }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude, accuracy: position.coords.accuracy }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 8000, maximumAge: 30000 });
  });
}

/** Same place saved twice: same name (any case) within about a metre. */
export function samePlace(a, b) {
  return (a.name || '').toLowerCase() === (b.name || '').toLowerCase()
    && Math.abs(a.latitude - b.latitude) < 1e-5 && Math.abs(a.longitude - b.longitude) < 1e-5;
}
