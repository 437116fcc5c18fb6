// Reading where a place is from what a person typed or pasted, and where the device is.
import { getJSON } from '../shared/api.js';
import { decodeCode } from './point-decode.js';

const COLOURS = ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#00897b', '#1e88e5', '#8e24aa', '#d81b60', '#6d4c41', '#757575'];
export const PALETTE = COLOURS;

/**
 * Where a typed or pasted text says a place is: { ok: true, point } or { ok: false, error }; `near` (the
 * device's position, or null) places a short Plus Code. The phone reads the text itself (point-decode.js:
 * coordinates and every code or link the share panel shows), as well as the server does and faster. The server
 * is asked for a short Plus Code followed by a town ("V75V+8Q Paris"), which needs its gazetteer, and for a
 * text the phone does not recognise; when it cannot be reached, the phone's own answer stands. A whole list is
 * refused (`list_not_point`). A short Plus Code with no position known asks the device where it is: a traveller
 * told such a code is near the place it names.
 */
export async function readPosition(text, near, { signal } = {}) {
  let answer = decodeCode(text, near);
  if (!near && answer?.error?.code === 'short_code_needs_reference') {
    const here = await currentPosition();
    if (here) return readPosition(text, here, { signal });
  }
  if (!answer || answer.error?.code === 'unrecognised_code') {
    const params = new URLSearchParams({ code: text.trim() });
    if (near) params.set('near', `${near.latitude},${near.longitude}`);
    const server = await getJSON(`/api/v1/decode?${params}`, { signal });
    const unreachable = !server.ok && !server.status && !server.aborted;
    answer = answer && unreachable ? answer : server;
  }
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
