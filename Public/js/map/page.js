// The map page: a Leaflet map filling the phone's screen under the header, a base-map switch (online
// OpenStreetMap / Baluchon's offline map), "where am I", one search field for places and kinds of place, the
// trip packs kept on the phone ("Maps on this phone"), the saved tracks (followed on demand) and "Record".
import { el } from '../shared/dom.js';
import { errorBox, notice } from '../shared/views.js';
import { LEAFLET_BASE, keyboardMap, loadLeaflet, zoomButtons } from './leaflet-loader.js';
import { FIRST_ZOOM, firstCentre, loadServerConfig, regionsBounds } from './config.js';
import { contains, centre } from './geo.js';
import { failingNote, layerInUse, layerSwitch, makeLayers, saveChoice, savedChoice, watchTiles } from './layers.js';
import { locator } from './locate.js';
import { placeSearch } from './search.js';
import { packsPanel } from './packs-panel.js';
import { routePanel } from '../routes/panel.js';
import { trackLayer } from './track-layer.js';
import { recorder } from './record.js';
import { regionOffer } from './region-offer.js';

const VIEW_KEY = 'map.view';
const ONLINE_MIN_ZOOM = 2;
/** Online tiles that fail or hang, with none loaded in between, before the offline map takes over. */
const TILE_FAILURES_BEFORE_FALLBACK = 4;
/**
 * How long an online tile may stay unanswered before it counts as failed (a server that accepts and never
 * answers): longer than sw.js's TILE_WAIT_MS, after which the phone's viewed copy is shown instead.
 */
const TILE_HANG_MS = 4000;

/** What outlives one rendering of the page (a language switch re-renders it): kept in memory only. */
const session = { position: null, search: null };

function savedView(storage) {
  const view = storage.get(VIEW_KEY);
  const ok = view && [view.latitude, view.longitude, view.zoom].every((n) => typeof n === 'number' && Number.isFinite(n));
  return ok && Math.abs(view.latitude) <= 90 && Math.abs(view.longitude) <= 180 ? view : null;
}

/**
 * `/map?lat=&lon=&name=[&route=1]` (a saved place sent to the map): the point; `{ invalid: true }` when the
 * address has a position that is not one ("lat=999", "lon=abc", either missing); null when it has none.
 */
function pointInAddress(search) {
  const query = new URLSearchParams(search);
  if (!query.has('lat') && !query.has('lon')) return null;
  const number = (text) => (/^\s*-?\d+(\.\d+)?\s*$/.test(text ?? '') ? Number(text) : Number.NaN);
  const latitude = number(query.get('lat'));
  const longitude = number(query.get('lon'));
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) return { invalid: true };
  return { latitude, longitude, name: (query.get('name') || '').trim().slice(0, 200), route: query.get('route') === '1' };
}

export function render(container, ctx) {
  const status = el('div', { id: 'map-status', class: 'map-status', 'aria-live': 'polite', dataset: { state: 'idle' } });
  const canvas = el('div', {
    id: 'map-canvas', class: 'map-canvas', role: 'region', 'aria-label': ctx.t('map.canvasLabel'), dataset: { state: 'loading' },
  }, el('p', { class: 'map-loading muted', text: ctx.t('map.loading') }));
  const controls = el('div', { class: 'map-controls' });
  const bar = el('div', { class: 'map-bar' });
  const overlay = el('div', { class: 'map-overlay' });
  const results = el('div', { class: 'map-results-slot' });
  const below = el('div', { class: 'map-below' });
  // The screen part is exactly the viewport under the header; the map takes whatever the controls leave.
  const screen = el('div', { class: 'map-screen' },
      el('header', { class: 'map-header' },
        el('h1', { id: 'view-title', tabindex: '-1', text: ctx.t('map.title') }),
        el('p', { class: 'visually-hidden', text: ctx.t('map.desc') })),
      controls, bar, status,
      el('div', { class: 'map-frame' }, canvas, overlay), below);
  container.append(el('div', { class: 'map-page' }, screen, results));
  start(ctx, { screen, status, canvas, controls, bar, overlay, below, results });
}

async function start(ctx, { screen, status, canvas, controls, bar, overlay, below, results }) {
  let L;
  try {
    L = await loadLeaflet();
  } catch (failure) {
    if (ctx.signal.aborted) return;
    canvas.dataset.state = 'failed';
    const missing = failure?.error?.code === 'map_library_missing';
    const shown = failure?.error?.message ? failure : { error: { message: ctx.t('map.library.unreachable'), hint: null } };
    canvas.replaceChildren(errorBox(ctx, ctx.t(missing ? 'map.library.missing' : 'map.library.failed'), shown));
    canvas.classList.add('map-canvas-failed');
    return;
  }
  const config = await loadServerConfig(ctx);
  if (ctx.signal.aborted) return;
  L.Icon.Default.imagePath = `${LEAFLET_BASE}images/`;

  canvas.replaceChildren();
  const view = savedView(ctx.storage);
  const first = firstCentre(config.regions);
  const map = L.map(canvas, { zoomControl: false, attributionControl: true, minZoom: ONLINE_MIN_ZOOM })
    .setView(view ? [view.latitude, view.longitude] : [first.latitude, first.longitude], view ? view.zoom : FIRST_ZOOM);
  const zoomControl = zoomButtons(L, ctx).addTo(map);
  keyboardMap(map, ctx);
  const layers = makeLayers(L, config);
  let inUse = null;
  let choice = savedChoice(ctx.storage);
  // Tiles that never arrive (a network the browser believes in but that leads nowhere, a blocked or down
  // tile server, a link that accepts and never answers): after a few failures or hangs and no tile loaded, the
  // offline map (drawn from the packs on the phone when there are) takes over until the traveller chooses the
  // online map again or the browser comes back online. `onlineFailing` says why: 'unreachable' or 'silent'.
  let onlineFailing = null;
  let tileFailures = 0;
  const retryOnline = () => {
    onlineFailing = null;
    tileFailures = 0;
  };
  watchTiles(layers.online, {
    hangMs: TILE_HANG_MS,
    onLoad: () => { tileFailures = 0; },
    onTrouble: (why) => {
      tileFailures += 1;
      if (tileFailures < TILE_FAILURES_BEFORE_FALLBACK || onlineFailing) return;
      onlineFailing = why;
      apply();
      ctx.announce(ctx.t(failingNote(why)));
    },
  });

  const switcher = layerSwitch(ctx, (name) => {
    choice = name;
    saveChoice(ctx.storage, name);
    if (name === 'online') retryOnline();
    apply();
    ctx.announce(ctx.t('map.layer.changed', { name: ctx.t(`map.layer.${inUse}`) }));
  });

  function apply() {
    const wanted = layerInUse(choice, onlineFailing);
    switcher.show(wanted, onlineFailing);
    if (wanted === inUse) return;
    if (inUse) map.removeLayer(layers[inUse]);
    inUse = wanted;
    canvas.dataset.layer = inUse;
    const layer = layers[inUse];
    if (inUse === 'offline') {
      map.setMinZoom(layer.options.minZoom);
      map.setMaxZoom(layer.options.maxZoom);
      const here = map.getCenter();
      // Off the imported regions the offline map is blank: go to the nearest thing it can draw.
      if (layers.box && !contains(layers.box, { latitude: here.lat, longitude: here.lng })) {
        const middle = centre(layers.box);
        map.setView([middle.latitude, middle.longitude], Math.max(FIRST_ZOOM, layer.options.minZoom));
      }
    } else {
      map.setMinZoom(ONLINE_MIN_ZOOM);
      map.setMaxZoom(layer.options.maxZoom);
    }
    layer.addTo(map);
  }

  const route = routePanel(ctx, {
    L, map, session,
    onFix: (fix) => where.move({ latitude: fix.lat, longitude: fix.lon, accuracy: fix.accuracy }),
    // The route's destination alone among the search's markers, so the route stays readable.
    onDestination: (result) => search.only(result),
    // While guiding the map takes the screen: search, chips, the base-map switch and the place step aside.
    onGuiding: (on) => screen.classList.toggle('is-guiding', on),
  });
  const search = placeSearch(ctx, {
    L, map, session,
    onRoute: (result) => {
      map.closePopup();
      route.routeTo(result);
    },
    nearPoint: () => session.position || { latitude: map.getCenter().lat, longitude: map.getCenter().lng },
    onChoosePosition: (result) => {
      map.closePopup();
      search.chooseFromResults(false);
      where.setPosition(result, 'search', { label: result.name });
    },
  });
  const where = locator(ctx, {
    L, map, status, session,
    whileGuiding: () => route.recentre(),
    onPosition: () => route.positionKnown(),
    onPositionNeeded: () => {
      status.replaceChildren(notice(ctx.t('map.locate.searchPrompt')));
      search.chooseFromResults(true);
    },
  });

  const packs = packsPanel(ctx, {
    regions: config.regions, session, centre: () => ({ latitude: map.getCenter().lat, longitude: map.getCenter().lng }),
  });
  const tracks = trackLayer(ctx, { L, map });
  const record = recorder(ctx, { L, map });
  // A region downloaded from the offer: the offline map draws it from now on, without a reload.
  const offer = regionOffer(ctx, {
    map, installed: () => config.regions,
    onInstalled: async () => {
      config.regions = (await loadServerConfig(ctx)).regions;
      layers.box = regionsBounds(config.regions);
      layers.offline.options.bounds = layers.box && L.latLngBounds([layers.box.south, layers.box.west], [layers.box.north, layers.box.east]);
      layers.offline.redraw();
    },
  });
  controls.append(route.banner, route.node, search.form, search.searchStatus, search.chips);
  below.append(route.bar);
  // Over the map, under the place: the shown track (or its following) and the recording.
  status.after(offer.node, tracks.node, record.node);
  bar.append(switcher.node, packs.button);
  overlay.append(where.button, record.button, route.headingButton);
  canvas.after(route.credit);
  // The zoom buttons sit over the frame, not in the canvas: heading up turns the canvas and hides its corners.
  const zoom = el('div', { class: `map-zoom leaflet-top leaflet-left${canvas.classList.contains('leaflet-touch') ? ' leaflet-touch' : ''}` },
    zoomControl.getContainer());
  canvas.after(zoom);
  results.append(search.section, packs.node);
  apply();
  const address = pointInAddress(window.location.search);
  if (address?.invalid) status.replaceChildren(notice(ctx.t('map.link.invalid'), 'error'));
  const given = address?.invalid ? null : address;
  const kept = given ? null : route.restore();
  if (kept) search.only(kept);
  if (given) {
    // With route=1 the route panel speaks for the place; a popup would hide under it.
    const result = search.showPoint(given, { withPopup: !given.route });
    if (given.route) route.routeTo(result);
  }

  const remember = () => {
    const here = map.getCenter();
    ctx.storage.set(VIEW_KEY, { latitude: here.lat, longitude: here.lng, zoom: map.getZoom() });
  };
  map.on('moveend', remember);
  window.addEventListener('online', () => {
    retryOnline();
    apply();
  }, { signal: ctx.signal });
  window.addEventListener('offline', apply, { signal: ctx.signal });
  // The map's box changes whenever a message appears above it (Leaflet 1.7 does not watch its size);
  // keeping the centre keeps the position dot or the chosen place in the middle.
  const resized = new ResizeObserver(() => map.invalidateSize({ animate: false }));
  resized.observe(canvas);
  // Leaving the page stops a running pan, which fires one last moveend: forget the listener first.
  ctx.signal.addEventListener('abort', () => {
    resized.disconnect();
    map.off('moveend', remember);
    map.remove();
  }, { once: true });
  canvas.dataset.state = 'ready';
  offer.check();
}
