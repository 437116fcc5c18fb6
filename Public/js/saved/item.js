// One saved place in the list: its colour, name, where it is from here, its note, and what can be done with it.
import { el } from '../shared/dom.js';
import { arrow, bearing, direction, distance, formatDistance } from '../map/geo.js';

/** Closer than this (or than the position's accuracy), the place is where I am. */
const HERE_METRES = 10;

/** The place on Baluchon's own map (offline in imported regions), with its route panel open when asked. */
function mapLink(place, route) {
  const query = new URLSearchParams({ lat: String(place.latitude), lon: String(place.longitude), name: place.name || '' });
  if (route) query.set('route', '1');
  return `/map?${query}`;
}

/**
 * The list item. `here` is where I am (or null); the callbacks act on the place (`onMove(step)` by ±1).
 */
export function placeItem(ctx, place, { here, onShare, onEdit, onMove, onDelete }) {
  let where = null;
  if (here) {
    const metres = distance(here, place);
    const point = direction(bearing(here, place));
    // Within the position's own uncertainty (10 m at least) a direction means nothing: "you are here".
    const there = metres <= Math.max(HERE_METRES, here.accuracy ?? 0);
    where = el('span', {
      class: 'saved-where', text: there ? ctx.t('saved.youAreHere') : `${arrow(point)} ${formatDistance(metres, ctx.lang)} ${ctx.t(`saved.dir.${point}`)}`,
    });
  }
  const button = (key, onclick, extra = {}) => el('button', {
    type: 'button', class: 'btn btn-small btn-secondary', text: ctx.t(key), dataset: { action: key.replace('saved.', '') }, onclick, ...extra,
  });
  // An SVG disc filled by attribute: the page's Content-Security-Policy refuses inline styles.
  const dot = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  dot.setAttribute('class', 'saved-dot');
  dot.setAttribute('viewBox', '0 0 16 16');
  dot.setAttribute('aria-hidden', 'true');
  const disc = document.createElementNS('http://www.w3.org/2000/svg', 'circle');
  for (const [name, value] of Object.entries({ cx: 8, cy: 8, r: 7, fill: place.colour || 'none', stroke: 'currentColor', 'stroke-opacity': 0.4 })) {
    disc.setAttribute(name, String(value));
  }
  dot.append(disc);
  return el('li', { class: 'saved-item', dataset: { id: place.id } },
    dot,
    el('div', { class: 'saved-body' },
      el('p', { class: 'saved-name', text: place.name }),
      el('p', { class: 'saved-meta muted' },
        `${place.latitude.toFixed(5)}, ${place.longitude.toFixed(5)}`, place.group ? ` · ${place.group}` : '', ' ', where),
      place.note ? el('p', { class: 'saved-note', text: place.note }) : null,
      el('div', { class: 'saved-item-actions' },
        el('a', { class: 'btn btn-small btn-secondary saved-open-map', href: mapLink(place, false), text: ctx.t('saved.openMap') }),
        el('a', { class: 'btn btn-small btn-secondary saved-route', href: mapLink(place, true), text: ctx.t('saved.route') }),
        button('saved.share', onShare),
        button('saved.edit', onEdit),
        button('saved.up', () => onMove(-1), { 'aria-label': ctx.t('saved.upLabel', { name: place.name }) }),
        button('saved.down', () => onMove(1), { 'aria-label': ctx.t('saved.downLabel', { name: place.name }) }),
        button('saved.delete', onDelete, { 'aria-label': ctx.t('saved.deleteLabel', { name: place.name }) }))));
}
