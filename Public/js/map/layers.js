// The two base maps — OpenStreetMap's tiles online, the server's own tiles offline — and which one is in use:
// the traveller's choice (kept on the device), overridden by the offline map whenever the browser is offline
// or OpenStreetMap's tiles fail or hang.
import { el } from '../shared/dom.js';
import { regionsBounds } from './config.js';

const CHOICE_KEY = 'map.layer';
export const LAYERS = ['online', 'offline'];
const COPYRIGHT = 'https://www.openstreetmap.org/copyright';
/**
 * OpenStreetMap's tile usage policy asks for a valid Referer; the app's pages send none (Referrer-Policy:
 * no-referrer), so tile images alone send our origin — never the page's path.
 */
const TILE_REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** The attribution as Leaflet wants it (HTML): the configured text, escaped, linked to the OSM licence page. */
function attributionHTML(text) {
  return el('a', { href: COPYRIGHT, target: '_blank', rel: 'noopener', text }).outerHTML;
}

/** Leaflet 1.7's TileLayer with the image's referrer policy set before its request starts. */
function tileLayerClass(L) {
  return L.TileLayer.extend({
    createTile(coords, done) {
      const tile = document.createElement('img');
      L.DomEvent.on(tile, 'load', L.Util.bind(this._tileOnLoad, this, done, tile));
      L.DomEvent.on(tile, 'error', L.Util.bind(this._tileOnError, this, done, tile));
      if (this.options.crossOrigin || this.options.crossOrigin === '') {
        tile.crossOrigin = this.options.crossOrigin === true ? '' : this.options.crossOrigin;
      }
      if (this.options.referrerPolicy) tile.referrerPolicy = this.options.referrerPolicy;
      tile.alt = '';
      tile.setAttribute('role', 'presentation');
      tile.src = this.getTileUrl(coords);
      return tile;
    },
  });
}

/** { online, offline } Leaflet layers, and the box the offline map covers (null when no region is known). */
export function makeLayers(L, { layers, regions }) {
  const Tiles = tileLayerClass(L);
  const box = regionsBounds(regions);
  const online = new Tiles(layers.online.tileUrl, {
    maxZoom: layers.online.maxZoom || 19,
    attribution: attributionHTML(layers.online.attribution),
    // CORS lets the service worker keep viewed tiles for offline use without opaque, quota-hungry copies.
    crossOrigin: 'anonymous',
    referrerPolicy: TILE_REFERRER_POLICY,
    className: 'map-tiles-online',
  });
  const offline = new Tiles(layers.offline.tileUrl, {
    minZoom: layers.offline.minZoom || 12,
    maxZoom: layers.offline.maxZoom || 18,
    attribution: attributionHTML(layers.offline.attribution),
    // Outside the regions there is nothing to draw: Leaflet asks for no tile there.
    bounds: box ? L.latLngBounds([box.south, box.west], [box.north, box.east]) : undefined,
    className: 'map-tiles-offline',
  });
  return { online, offline, box };
}

export function savedChoice(storage) {
  const choice = storage.get(CHOICE_KEY);
  return LAYERS.includes(choice) ? choice : 'online';
}

export function saveChoice(storage, choice) {
  storage.set(CHOICE_KEY, choice);
}

/**
 * Watches `layer`'s tiles: `onTrouble(why)` once for each tile that fails ('unreachable') or is still awaited
 * after `hangMs` ('silent': a server that accepts and never answers, a bad mobile link), `onLoad()` for each
 * tile that arrives within `hangMs`. A tile that arrives late, or is dropped (the map moved on), says nothing.
 */
export function watchTiles(layer, { hangMs, onLoad, onTrouble }) {
  const awaited = new WeakSet(); // tiles asked for, until they arrive, fail or are called silent
  layer.on('tileloadstart', ({ tile }) => {
    awaited.add(tile);
    setTimeout(() => {
      if (!awaited.delete(tile) || !tile.isConnected) return;
      onTrouble('silent');
    }, hangMs);
  });
  layer.on('tileload', ({ tile }) => {
    if (awaited.delete(tile)) onLoad();
  });
  layer.on('tileerror', ({ tile }) => {
    if (awaited.delete(tile)) onTrouble('unreachable');
  });
}

/**
 * The base map to show now: the traveller's choice, unless the browser is offline or OpenStreetMap's tiles
 * cannot be had (`onlineFailing`: why, or null), when the offline map takes over.
 */
export function layerInUse(choice, onlineFailing = null) {
  return navigator.onLine === false || onlineFailing ? 'offline' : choice;
}

/** The note saying why OpenStreetMap's tiles gave way to the offline map. */
export function failingNote(why) {
  return why === 'silent' ? 'map.layer.silentNote' : 'map.layer.unreachableNote';
}

/**
 * The switch: two radio buttons naming the base maps, the one in use checked. Offline, the online map cannot
 * be chosen and a note says why; when its tiles fail or hang a note says so, and choosing it tries
 * again. `onChoose(name)` is called on the traveller's choice.
 */
export function layerSwitch(ctx, onChoose) {
  const note = el('p', { id: 'map-layer-note', class: 'map-layer-note', hidden: true });
  const inputs = {};
  const option = (name) => {
    inputs[name] = el('input', {
      type: 'radio', name: 'map-layer', id: `map-layer-${name}`, value: name,
      onchange: (event) => { if (event.target.checked) onChoose(name); },
    });
    return el('span', { class: 'map-layer-option' }, inputs[name],
      el('label', { for: `map-layer-${name}`, text: ctx.t(`map.layer.${name}`) }));
  };
  const node = el('fieldset', { class: 'map-layers', id: 'map-layers' },
    el('legend', { class: 'visually-hidden', text: ctx.t('map.layer.legend') }),
    option('online'), option('offline'), note);
  return {
    node,
    /** Shows the base map in use; `onlineFailing` says why OpenStreetMap's tiles gave way ('unreachable', 'silent'). */
    show(inUse, onlineFailing = null) {
      const offline = navigator.onLine === false;
      for (const name of LAYERS) inputs[name].checked = name === inUse;
      inputs.online.disabled = offline;
      note.hidden = !offline && !onlineFailing;
      note.textContent = ctx.t(offline ? 'map.layer.offlineNote' : failingNote(onlineFailing));
      note.title = note.textContent;
      node.dataset.layer = inUse;
    },
  };
}
