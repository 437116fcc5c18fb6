// The places and tracks the page keeps, read as the server reads them when it is sent them to export
// (`POST /api/v1/files/export`: SavedPlace and SavedTrack decoded from JSON): colours normalised, times read,
// a track cut into its segments at its breaks.
import { readDate, readTrackTime } from './file-time.js';
import { normalColour } from './file-values.js';

const colourOf = (colour) => (typeof colour === 'string' ? normalColour(colour) : null);

/** { name, note, latitude, longitude, savedAt (seconds or null), colour, group } of each place. */
export function exportedPlaces(places) {
  return places.map(({ name, note, latitude, longitude, savedAt, colour, group }) => ({
    name, note: note ?? '', latitude, longitude, savedAt: readDate(savedAt), colour: colourOf(colour), group: group ?? '',
  }));
}

/** { name, note, colour, segments } of each track, a segment a list of { latitude, longitude, elevation, time }. */
export function exportedTracks(tracks) {
  return tracks.map(({ name, note, colour, points, breaks = [] }) => {
    const cuts = [0, ...(breaks ?? []), points.length];
    const segments = cuts.slice(1).map((end, index) => points.slice(cuts[index], end).map(([latitude, longitude, elevation = null, time = null]) => ({
      latitude, longitude, elevation: Number.isFinite(elevation) ? elevation : null, time: typeof time === 'string' ? readTrackTime(time) : null,
    })));
    return { name: name ?? '', note: note ?? '', colour: colourOf(colour), segments: segments.filter((segment) => segment.length) };
  });
}
