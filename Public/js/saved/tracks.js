// Saved tracks on the places page: each with its colour, length, duration, climb and elevation profile,
// shown or followed on the map, exported as a file, deleted; and the tracks of an imported file to tick.
import { el } from '../shared/dom.js';
import { formatDistance } from '../map/geo.js';
import { elevationProfile, formatDuration, trackStats } from '../map/track-geometry.js';
import { writeOnDevice } from './device-files.js';

const SVG = 'http://www.w3.org/2000/svg';
const PROFILE_WIDTH = 300;
const PROFILE_HEIGHT = 60;

function svg(name, attributes) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  return node;
}

/** "12,3 km · 2 h 05 · ↗ 340 m ↘ 320 m": what a track measures, in the reader's language. */
export function statsText(ctx, track) {
  const stats = trackStats(track);
  const parts = [formatDistance(stats.length, ctx.lang)];
  if (stats.duration !== null) parts.push(formatDuration(stats.duration));
  if (stats.climb !== null) parts.push(ctx.t('track.climb', { up: Math.round(stats.climb), down: Math.round(stats.descent) }));
  return parts.join(' · ');
}

/** The elevation profile as a small SVG plot, or null without elevations. */
export function profilePlot(ctx, track) {
  const profile = elevationProfile(track, PROFILE_WIDTH, PROFILE_HEIGHT);
  if (!profile) return null;
  const plot = svg('svg', {
    class: 'track-profile', viewBox: `0 0 ${PROFILE_WIDTH} ${PROFILE_HEIGHT}`, preserveAspectRatio: 'none', role: 'img',
    'aria-label': ctx.t('track.profile', { low: Math.round(profile.low), high: Math.round(profile.high) }),
  });
  plot.append(
    svg('path', { d: profile.area, fill: track.colour || 'currentColor', 'fill-opacity': 0.2, stroke: 'none' }),
    svg('path', { d: profile.line, fill: 'none', stroke: track.colour || 'currentColor', 'stroke-width': 2, 'vector-effect': 'non-scaling-stroke' }));
  return el('figure', { class: 'track-figure' }, plot,
    el('figcaption', { class: 'muted', text: ctx.t('track.profileRange', { low: Math.round(profile.low), high: Math.round(profile.high) }) }));
}

/** A short line in the track's colour, as a legend. */
function swatch(colour) {
  const node = svg('svg', { class: 'saved-dot', viewBox: '0 0 16 16', 'aria-hidden': 'true' });
  node.append(svg('path', { d: 'M1 12 L6 5 L10 10 L15 3', fill: 'none', stroke: colour || 'currentColor', 'stroke-width': 2.5 }));
  return node;
}

/** One saved track in the list; onShare(track) shows its list code, onExport(track) downloads it as GPX, onDelete(track) removes it. */
export function trackItem(ctx, track, { onShare, onExport, onDelete }) {
  const link = (key, follow) => el('a', {
    class: 'btn btn-small btn-secondary', href: `/map?${new URLSearchParams({ track: track.id, ...(follow ? { follow: '1' } : {}) })}`, text: ctx.t(key),
  });
  const button = (key, onclick) => el('button', { type: 'button', class: 'btn btn-small btn-secondary', text: ctx.t(key), onclick });
  return el('li', { class: 'saved-item track-item', dataset: { id: track.id } },
    swatch(track.colour),
    el('div', { class: 'saved-body' },
      el('p', { class: 'saved-name', text: track.name || ctx.t('track.unnamed') }),
      el('p', { class: 'saved-meta muted track-stats', text: statsText(ctx, track) }),
      track.note ? el('p', { class: 'saved-note', text: track.note }) : null,
      profilePlot(ctx, track),
      el('div', { class: 'saved-item-actions' },
        link('track.onMap', false), link('track.follow', true), button('saved.share', () => onShare(track)),
        button('track.exportGpx', () => onExport(track)), button('saved.delete', () => onDelete(track)))));
}

/** The tracks section: the list of saved tracks. */
export function tracksSection(ctx, tracks, handlers) {
  return el('section', { class: 'saved-section', id: 'saved-tracks', 'aria-labelledby': 'saved-tracks-title' },
    el('h2', { id: 'saved-tracks-title', text: ctx.t('track.list') }),
    el('ul', { class: 'saved-list', id: 'saved-track-list' }, tracks.map((track) => trackItem(ctx, track, handlers))));
}

/** The tracks of an imported file, each with a box to tick, under their own title when `titled`: { node, chosen() }. */
export function trackChoices(ctx, tracks, { titled }) {
  const rows = tracks.map((track, index) => {
    const box = el('input', { type: 'checkbox', id: `saved-in-track-${index}`, checked: true, class: 'saved-in-box' });
    return {
      track, box,
      node: el('li', { class: 'saved-in' }, box,
        el('label', { for: `saved-in-track-${index}` },
          el('span', { class: 'saved-name', text: track.name || ctx.t('track.unnamed') }),
          el('span', { class: 'muted', text: ` ${statsText(ctx, track)}` }))),
    };
  });
  return {
    node: tracks.length ? el('div', { class: 'saved-in-tracks' },
      titled ? el('h3', { id: 'saved-in-tracks-title', text: ctx.t('track.received', { count: tracks.length }) }) : null,
      el('ul', { class: 'saved-in-list', id: 'saved-in-track-list' }, rows.map((row) => row.node))) : null,
    chosen: () => rows.filter((row) => row.box.checked).map((row) => row.track),
  };
}

/**
 * Downloads places and tracks as a file made by the server, or, when it cannot be reached, by the phone (GPX
 * and GeoJSON): 'server' or 'phone' as it was made, false when it could not be.
 */
export async function downloadFile(ctx, { places = [], tracks = [], format, title, fileName }) {
  const list = {
    title,
    places: places.map(({ id, position, ...place }) => place),
    tracks: tracks.map(({ name, note, colour, points, breaks }) => ({ name, note, colour: colour || undefined, points, breaks })),
  };
  const response = await fetch(`/api/v1/files/export?format=${format}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', 'Accept-Language': ctx.lang }, body: JSON.stringify(list),
  }).catch(() => null);
  const blob = response ? (response.ok ? await response.blob() : null) : writeOnDevice(format, list);
  if (!blob) return false;
  const url = URL.createObjectURL(blob);
  el('a', { href: url, download: `${fileName}.${format}` }).click();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
  return response ? 'server' : 'phone';
}
