// One search field for a place or a kind of place ("pharmacie", "Rue Grimaldi"). The server is asked only when
// the traveller submits (never per keystroke); results show as markers and as a list ordered as the server
// ranks them (named places nearest first, then the unnamed ones), with distance, direction, whether it is open
// now (read on the device from the mapped opening hours) and where the answer came from. A result can be saved
// to the saved places.
import { el } from '../shared/dom.js';
import * as store from '../saved/store.js';
import { samePlace } from '../saved/position.js';
import { arrow, bearing, direction, distance, formatDistance } from './geo.js';
import { describeHours } from './hours.js';
import { deviceNote } from '../packs/note.js';
import { decodeCode } from '../saved/point-decode.js';
import { focusPopup } from './leaflet-loader.js';
import { searchStatusLine } from './search-status.js';

const LIMIT = 20;
const RESULT_ZOOM = 17;
/** One-tap searches for what travellers look for most. */
const COMMON_KINDS = ['pharmacy', 'atm', 'toilets', 'restaurant', 'hotel'];
const SOURCES = ['region', 'gazetteer', 'nominatim', 'overpass'];

function finite(value) {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * A result with what the list needs, distance and direction filled in from `near` when the server gave none
 * (none without `near`: a point is not measured from where the map happens to be).
 */
function cleanResult(result, near) {
  if (!result || !finite(result.latitude) || !finite(result.longitude)) return null;
  const point = { latitude: result.latitude, longitude: result.longitude };
  const metres = finite(result.distance) ? result.distance : near && distance(near, point);
  const degrees = finite(result.bearing) ? result.bearing : near && bearing(near, point);
  return {
    id: String(result.id ?? `${point.latitude},${point.longitude}`),
    name: typeof result.name === 'string' && result.name ? result.name : null,
    kind: result.kind && typeof result.kind.name === 'string' ? result.kind.name : null,
    ...point,
    distance: finite(metres) ? metres : null,
    direction: typeof result.direction === 'string' && /^[NESW]{1,2}$/.test(result.direction) ? result.direction : finite(degrees) ? direction(degrees) : null,
    address: typeof result.address === 'string' && result.address ? result.address : null,
    openingHours: typeof result.openingHours === 'string' && result.openingHours ? result.openingHours : null,
    source: SOURCES.includes(result.source) ? result.source : null,
  };
}

/**
 * The search form, the kind chips, the markers and the results list.
 * `nearPoint()` gives the traveller's position or the map centre; `onRoute(result)` asks the way there;
 * `onChoosePosition(result)` makes a result
 * the traveller's position.
 */
export function placeSearch(ctx, { L, map, session, nearPoint, onChoosePosition, onRoute }) {
  const markers = L.featureGroup().addTo(map);
  const byId = new Map();
  let controller = null;
  let choosingPosition = false;

  const input = el('input', {
    id: 'map-search', type: 'search', name: 'q', autocomplete: 'off', enterkeyhint: 'search', maxlength: '200',
    placeholder: ctx.t('map.search.placeholder'), 'aria-describedby': 'map-search-status',
  });
  const go = el('button', { type: 'submit', id: 'map-search-go', class: 'btn btn-primary', text: ctx.t('map.search.go') });
  const form = el('form', { class: 'map-search', role: 'search', id: 'map-search-form' },
    el('label', { for: 'map-search', class: 'visually-hidden', text: ctx.t('map.search.label') }),
    input,
    go);
  const chips = el('div', { class: 'map-chips', role: 'group', 'aria-label': ctx.t('map.search.kinds') });
  const list = el('ol', { id: 'map-results', class: 'map-results' });
  const heading = el('h2', { id: 'map-results-title', class: 'map-results-title', tabindex: '-1', hidden: true });
  const banner = el('div', { id: 'map-search-banner' });
  // Named by its heading once there is one: a section named by a hidden heading is not a region at all.
  const section = el('section', { class: 'map-results-section' }, heading, banner, list);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    run(input.value);
  });

  /** The search under way, if any, is forgotten: its answer will not be drawn. */
  function stop() {
    controller?.abort();
    controller = null;
    line.settled();
    list.removeAttribute('aria-busy');
    if (list.dataset.state !== 'loading') return;
    if (session.search) list.dataset.state = 'loaded';
    else delete list.dataset.state;
  }

  const line = searchStatusLine(ctx, {
    form, go, input,
    onCancel: () => {
      stop();
      line.said(ctx.t('map.search.cancelled'));
      ctx.announce(ctx.t('map.search.cancelled'));
      input.focus();
    },
    onRetry: (query) => run(query),
    onDismiss: () => {
      session.search = null;
      drawResults();
      input.focus();
    },
  });
  const searchStatus = line.node;

  function label(result) {
    return result.name || result.kind || ctx.t('map.search.unnamed');
  }

  /** Open now or not, computed from the phone's clock; the mapped text when it cannot be read. */
  function hours(result) {
    if (!result.openingHours) return null;
    const read = describeHours(result.openingHours, new Date(), ctx.t, ctx.lang);
    return read.raw ? { now: ctx.t('map.result.hours', { hours: read.raw }), week: null } : read;
  }

  /** "Save": the result joins the saved places (once: a second tap, or a place saved before, says so). */
  function saveButton(result) {
    const button = el('button', { type: 'button', class: 'btn btn-secondary map-popup-save', text: ctx.t('map.result.save') });
    const place = { name: label(result), latitude: Number(result.latitude.toFixed(7)), longitude: Number(result.longitude.toFixed(7)) };
    const saved = () => {
      button.textContent = ctx.t('map.result.saved');
      button.disabled = true;
    };
    button.addEventListener('click', async () => {
      button.disabled = true;
      try {
        const places = await store.all();
        if (!places.some((other) => samePlace(other, place))) {
          await store.put({
            ...place, id: store.newId(), position: (places.at(-1)?.position ?? 0) + 1, savedAt: store.isoNow(),
            note: result.address || '', group: '', colour: null,
          });
        }
        saved();
        ctx.announce(ctx.t('map.result.savedAnnounce', { name: place.name }));
      } catch {
        button.disabled = false;
        ctx.announce(ctx.t('map.result.saveFailed'));
        button.textContent = ctx.t('map.result.saveFailed');
      }
    });
    store.all().then((places) => { if (places.some((other) => samePlace(other, place))) saved(); }, () => {});
    return button;
  }

  function popup(result) {
    const open = hours(result);
    return el('div', { class: 'map-popup' },
      el('p', { class: 'map-popup-name' }, el('strong', { text: label(result) })),
      result.kind && result.name && result.kind !== result.name ? el('p', { class: 'map-popup-kind', text: result.kind }) : null,
      result.address ? el('p', { class: 'map-popup-address', text: result.address }) : null,
      open ? el('p', { class: 'map-popup-hours', text: open.now }) : null,
      open?.week ? el('p', { class: 'map-popup-week', text: open.week }) : null,
      el('div', { class: 'map-popup-actions' },
        onRoute ? el('button', {
          type: 'button', class: 'btn btn-primary map-popup-route', text: ctx.t('routes.go'),
          onclick: () => onRoute(result),
        }) : null,
        saveButton(result)),
      el('button', {
        type: 'button', class: 'btn btn-secondary map-popup-here', text: ctx.t('map.result.isMyPosition'),
        onclick: () => onChoosePosition(result),
      }));
  }

  /** The result on the map, its popup open; chosen in the list (`opener`), the popup takes the focus and gives it back. */
  function show(result, opener = null) {
    const marker = byId.get(result.id);
    // The map is the top of the page, exactly a screen high: going back up shows all of it.
    window.scrollTo(0, 0);
    // No animation: the popup pans itself into view from where the map really is.
    map.setView([result.latitude, result.longitude], Math.max(map.getZoom(), RESULT_ZOOM), { animate: false });
    marker?.openPopup();
    ctx.announce(label(result));
    const open = marker?.getPopup();
    if (opener && open?.isOpen()) focusPopup(map, open, opener);
  }

  /** "120 m → E" (and its spoken words), or null for a point measured from nowhere. */
  function away(result) {
    if (result.distance === null || !result.direction) return null;
    const metres = formatDistance(result.distance, ctx.lang);
    const where = `${metres} ${arrow(result.direction)} ${ctx.t(`map.dirShort.${result.direction}`)}`;
    const spoken = ctx.t('map.result.away', { distance: metres, direction: ctx.t(`map.dir.${result.direction}`) });
    return el('span', { class: 'map-result-distance' }, el('span', { 'aria-hidden': 'true', text: where }), el('span', { class: 'visually-hidden', text: spoken }));
  }

  function item(result, index) {
    return el('li', { class: 'map-result', dataset: { id: result.id, distance: String(result.distance ?? '') } },
      el('button', { type: 'button', class: 'map-result-button', onclick: (event) => show(result, event.currentTarget) },
        el('span', { class: 'map-result-rank', 'aria-hidden': 'true', text: String(index + 1) }),
        el('span', { class: 'map-result-main' },
          el('span', { class: 'map-result-name', text: label(result) }),
          result.kind && result.name && result.kind !== result.name ? el('span', { class: 'map-result-kind', text: result.kind }) : null,
          result.openingHours ? el('span', { class: 'map-result-hours', text: hours(result).now }) : null),
        el('span', { class: 'map-result-side' },
          away(result),
          result.source ? el('span', { class: `badge badge-off map-result-source`, text: ctx.t(`map.source.${result.source}`) }) : null)),
      onRoute ? el('button', {
        type: 'button', class: 'btn btn-secondary map-result-route', text: ctx.t('routes.go'), onclick: () => onRoute(result),
      }) : null,
      choosingPosition ? el('button', {
        type: 'button', class: 'btn btn-secondary map-result-here', text: ctx.t('map.result.isMyPosition'),
        onclick: () => onChoosePosition(result),
      }) : null);
  }

  function drawResults() {
    markers.clearLayers();
    byId.clear();
    banner.replaceChildren();
    const answer = session.search;
    if (!answer) {
      line.clearFailure();
      list.replaceChildren();
      heading.hidden = true;
      section.removeAttribute('aria-labelledby');
      return;
    }
    if (answer.failure) line.failed(answer.query, answer.failure);
    else line.clearFailure();
    if (answer.device) banner.append(deviceNote(ctx, answer.device));
    // What the answer stands in for (an unknown house number: its street and the nearest numbers).
    if (answer.note) banner.append(el('p', { class: 'notice notice-info', id: 'map-search-note', text: answer.note }));
    answer.results.forEach((result) => {
      const marker = L.marker([result.latitude, result.longitude], { title: label(result), alt: label(result), keyboard: true });
      // Clear of the "where am I" and "Record" buttons in the map's top-right corner (they would cover its "×").
      marker.bindPopup(() => popup(result), { autoPanPaddingTopLeft: L.point(12, 112) });
      markers.addLayer(marker);
      byId.set(result.id, marker);
    });
    if (!answer.failure) {
      heading.hidden = false;
      heading.textContent = answer.results.length
        ? ctx.t('map.search.count', { count: answer.results.length, query: answer.query })
        : ctx.t('map.search.none', { query: answer.query });
    }
    if (heading.hidden) section.removeAttribute('aria-labelledby');
    else section.setAttribute('aria-labelledby', heading.id);
    if (!answer.results.length && answer.suggestions.length) {
      banner.append(el('div', { class: 'map-suggestions' },
        el('p', { text: ctx.t('map.search.suggestions') }),
        el('div', { class: 'map-chips' }, answer.suggestions.map((kind) => el('button', {
          type: 'button', class: 'btn btn-secondary map-chip', text: kind.name, onclick: () => { input.value = kind.name; run(kind.name); },
        })))));
    }
    list.replaceChildren(...answer.results.map(item));
    list.dataset.state = 'loaded';
  }

  async function run(text) {
    const query = text.trim();
    if (!query) {
      input.focus();
      return;
    }
    // Coordinates, a geo: URI, a Plus Code or a map link, read as the places page reads them (a geohash could
    // be a word): that point, without asking the server.
    const read = decodeCode(query, session.position);
    if (read?.ok && read.data.kind === 'point' && read.data.format !== 'geohash') {
      stop();
      const { latitude, longitude } = read.data.point;
      showPoint({ latitude, longitude, name: `${Number(latitude.toFixed(5))}, ${Number(longitude.toFixed(5))}` }, { withPopup: true });
      input.value = query;
      return;
    }
    // The same search tapped again while it waits on a slow link: it is under way already.
    if (line.running === query && controller && !controller.signal.aborted) return;
    stop();
    controller = new AbortController();
    const signal = controller.signal;
    ctx.signal.addEventListener('abort', () => controller?.abort(), { once: true });
    const near = nearPoint();
    list.setAttribute('aria-busy', 'true');
    list.dataset.state = 'loading';
    line.searching(query);
    const path = `/api/v1/search?q=${encodeURIComponent(query)}&near=${near.latitude.toFixed(6)},${near.longitude.toFixed(6)}&limit=${LIMIT}`;
    const answer = await ctx.api.getJSON(path, { signal });
    if (answer.aborted || signal.aborted) return;
    stop();
    if (answer.ok && Array.isArray(answer.data.results)) {
      // In the server's order: for a kind, named places nearest first, then those without a name.
      const results = answer.data.results.map((result) => cleanResult(result, near)).filter(Boolean);
      const suggestions = (Array.isArray(answer.data.suggestions) ? answer.data.suggestions : [])
        .filter((kind) => kind && typeof kind.name === 'string');
      const note = typeof answer.data.note === 'string' && answer.data.note ? answer.data.note : null;
      session.search = { query, results, suggestions, failure: null, device: answer.data.device || null, note };
      drawResults();
      if (results.length) map.fitBounds(markers.getBounds(), { padding: [24, 24], maxZoom: RESULT_ZOOM });
      const said = results.length ? ctx.t('map.search.count', { count: results.length, query }) : ctx.t('map.search.none', { query });
      line.said(said);
      ctx.announce(note ? `${said} ${note}` : said);
    } else {
      const failure = answer.ok ? { error: { message: ctx.t('error.badResponse'), hint: null } } : answer;
      session.search = { query, results: [], suggestions: [], failure };
      drawResults();
      searchStatus.scrollIntoView?.({ block: 'nearest' });
    }
  }

  /** Chips show at once with our names; the server's own names (GET /api/v1/kinds) replace the query text. */
  const kindNames = {};
  function drawChips() {
    chips.replaceChildren(...COMMON_KINDS.map((id) => el('button', {
      type: 'button', class: 'btn btn-secondary map-chip', dataset: { kind: id }, text: ctx.t(`map.kind.${id}`),
      onclick: () => {
        const name = kindNames[id] || ctx.t(`map.kind.${id}`);
        input.value = name;
        run(name);
      },
    })));
  }

  async function loadKindNames() {
    const answer = await ctx.api.getJSON(`/api/v1/kinds?lang=${ctx.lang}`, { signal: ctx.signal });
    if (!answer.ok || !Array.isArray(answer.data.kinds)) return;
    for (const kind of answer.data.kinds) {
      if (COMMON_KINDS.includes(kind?.id) && typeof kind.name === 'string') kindNames[kind.id] = kind.name;
    }
  }

  /**
   * A point given in the page's address (a saved place opened on the map) or typed: the one result, centred,
   * measured from the traveller's position when it is known.
   */
  function showPoint(point, { withPopup }) {
    const result = cleanResult({ ...point, id: `point:${point.latitude},${point.longitude}` }, session.position);
    session.search = { query: label(result), results: [result], suggestions: [], failure: null };
    input.value = '';
    drawResults();
    if (withPopup) show(result);
    else map.setView([result.latitude, result.longitude], Math.max(map.getZoom(), RESULT_ZOOM), { animate: false });
    return result;
  }

  if (session.search) input.value = session.search.query;
  drawResults();
  drawChips();
  loadKindNames();

  return {
    form, chips, section, searchStatus,
    /** While a route is shown only its destination's marker stays on the map; null brings the others back. */
    only(result) {
      for (const [id, marker] of byId) {
        if (!result || id === result.id) markers.addLayer(marker);
        else markers.removeLayer(marker);
      }
    },
    showPoint,
    /** Shows "this is my position" on every result until a position is set. */
    chooseFromResults(on) {
      choosingPosition = on;
      drawResults();
      if (on) input.focus();
    },
  };
}
