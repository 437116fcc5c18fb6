// What a file read on the phone gives, in the shapes the server's import answers with (`POST
// /api/v1/files/import`: SavedPlace, SavedTrack and SkippedPlace as JSON), so the page cannot tell them apart.
import { dateText, trackTimeText } from './file-time.js';
import { normalColour } from './file-values.js';

/** A place; `savedAt` in seconds since 1970 or null, `colour` as read or null. */
export function placeAnswer({ name, note, latitude, longitude, savedAt, colour, group }) {
  const place = { name, note, latitude, longitude, group };
  if (savedAt !== null) place.savedAt = dateText(savedAt);
  const normal = colour === null ? null : normalColour(colour);
  if (normal) place.colour = normal;
  return place;
}

/** A waypoint left out: its place in the file (from 1) and its name, when it has one. */
export function skippedAnswer(index, name) {
  return name ? { index, name } : { index };
}

/** A track point: `[lat, lon]`, `[lat, lon, ele]` or `[lat, lon, ele|null, "time"]`. */
export function pointAnswer({ latitude, longitude, elevation, time }) {
  const point = [latitude, longitude];
  const height = Number.isFinite(elevation) ? elevation : null;
  if (height === null && time === null) return point;
  point.push(height);
  if (time !== null) point.push(trackTimeText(time));
  return point;
}

/** A track of segments (lists of answered points), empty ones dropped; null when no point is left. */
export function trackAnswer({ name, note, colour, segments }) {
  const kept = segments.filter((segment) => segment.length);
  if (!kept.length) return null;
  const track = { name };
  if (note) track.note = note;
  const normal = colour === null ? null : normalColour(colour);
  if (normal) track.colour = normal;
  track.points = kept.flat();
  const breaks = [];
  kept.slice(0, -1).reduce((start, segment) => (breaks.push(start + segment.length), start + segment.length), 0);
  if (breaks.length) track.breaks = breaks;
  return track;
}
