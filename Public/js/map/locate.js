// "Where am I": the device's position, asked only when the traveller taps the button, shown as a dot with its
// accuracy circle and named by the server (GET /api/v1/where). When the device cannot tell (refused, no fix,
// too slow), the traveller can set the position by tapping the map or by choosing a search result.
import { el } from '../shared/dom.js';
import { distance } from './geo.js';
import { deviceNote } from '../packs/note.js';

const GEO_OPTIONS = { enableHighAccuracy: true, timeout: 15000, maximumAge: 30000 };
const LOCATED_ZOOM = 16;
const FAILURES = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };
const RENAME_METRES = 100;

/**
 * Owns the position marker and the status box. `state.position` ({ latitude, longitude, accuracy, source,
 * label }) survives re-renders (a language switch) through the caller's session object. `onPosition()` is told
 * each time the traveller's position is found or set.
 */
export function locator(ctx, { L, map, status, session, onPositionNeeded, whileGuiding, onPosition }) {
  const group = L.layerGroup().addTo(map);
  let picking = false;
  let request = 0;
  /** Where the position was last named: while guided it is named again once the traveller is this far. */
  let named = null;

  function draw() {
    group.clearLayers();
    const position = session.position;
    if (!position) return;
    const at = [position.latitude, position.longitude];
    if (position.accuracy) {
      L.circle(at, { radius: position.accuracy, className: 'map-accuracy', interactive: false }).addTo(group);
    }
    const dot = L.circleMarker(at, { radius: 8, className: 'map-position', weight: 3, fillOpacity: 1 }).addTo(group);
    dot.bindPopup(() => el('p', { class: 'map-popup-position', text: position.label || ctx.t('map.locate.here') }));
  }

  function showPlace() {
    const position = session.position;
    if (!position) return;
    const lines = [el('p', { id: 'map-where', class: 'map-where' },
      el('strong', { text: ctx.t('map.locate.youAreHere') }), ' ',
      el('span', { id: 'map-where-label', text: position.label || ctx.t('map.locate.naming') }))];
    if (position.address && position.address !== position.label) {
      lines.push(el('p', { id: 'map-where-address', class: 'map-where-address muted', text: position.address }));
    }
    if (position.device) lines.push(deviceNote(ctx, position.device));
    if (position.source === 'map') lines.push(el('p', { class: 'muted map-where-source', text: ctx.t('map.locate.setByHand') }));
    status.replaceChildren(...lines);
    status.dataset.state = 'located';
  }

  async function name(position) {
    const ticket = ++request;
    const answer = await ctx.api.getJSON(`/api/v1/where?lat=${position.latitude.toFixed(6)}&lon=${position.longitude.toFixed(6)}`,
      { signal: ctx.signal });
    if (answer.aborted || ctx.signal.aborted || ticket !== request || session.position !== position) return;
    if (answer.ok && typeof answer.data.label === 'string') {
      position.label = answer.data.label;
      position.address = typeof answer.data.address === 'string' ? answer.data.address : null;
      position.device = answer.data.device || null;
      ctx.announce(ctx.t('map.locate.announce', { place: position.label }));
    } else {
      position.label = ctx.t('map.locate.unnamed');
    }
    showPlace();
    draw();
  }

  /** Makes `point` the traveller's position (source: 'device' | 'map' | 'search'). */
  function setPosition(point, source, { label = null } = {}) {
    stopPicking();
    session.position = {
      latitude: point.latitude, longitude: point.longitude, accuracy: point.accuracy || null, source, label, address: null,
    };
    draw();
    map.setView([point.latitude, point.longitude], Math.max(map.getZoom(), LOCATED_ZOOM), { animate: false });
    showPlace();
    name(session.position);
    onPosition?.();
  }

  /**
   * Follows the traveller while guided (the route panel moves the map): the dot moves, and the place is named
   * again every RENAME_METRES rather than at every fix.
   */
  function move(point) {
    const label = session.position?.label || null;
    session.position = { latitude: point.latitude, longitude: point.longitude, accuracy: point.accuracy || null, source: 'device', label, address: null };
    draw();
    if (!named || distance(named, point) >= RENAME_METRES) {
      named = { latitude: point.latitude, longitude: point.longitude };
      name(session.position);
    } else {
      showPlace();
    }
  }

  function fail(reason) {
    status.dataset.state = 'failed';
    // Short: the map must stay in view, since tapping it is one way out.
    const box = el('div', { class: 'notice notice-error map-locate-failed', role: 'alert' },
      el('p', {}, el('strong', { text: ctx.t('map.locate.failed') }), ' ', ctx.t(`map.locate.${reason}`)),
      el('div', { class: 'map-fallback' },
        el('button', { type: 'button', id: 'map-pick', class: 'btn btn-secondary', text: ctx.t('map.locate.pick'), onclick: startPicking }),
        el('button', {
          type: 'button', id: 'map-pick-search', class: 'btn btn-secondary', text: ctx.t('map.locate.bySearch'),
          onclick: () => onPositionNeeded(),
        })));
    status.replaceChildren(box);
    box.querySelector('#map-pick')?.focus();
  }

  function locate() {
    if (whileGuiding?.()) return;
    if (!navigator.geolocation) {
      fail('unsupported');
      return;
    }
    stopPicking();
    status.dataset.state = 'locating';
    status.replaceChildren(el('p', { class: 'muted', text: ctx.t('map.locate.searching') }));
    navigator.geolocation.getCurrentPosition(
      (found) => {
        if (ctx.signal.aborted) return;
        const { latitude, longitude, accuracy } = found.coords;
        setPosition({ latitude, longitude, accuracy }, 'device');
      },
      (error) => {
        if (ctx.signal.aborted) return;
        fail(FAILURES[error.code] || 'unavailable');
      },
      GEO_OPTIONS);
  }

  function onMapClick(event) {
    setPosition({ latitude: event.latlng.lat, longitude: event.latlng.lng }, 'map');
  }

  function startPicking() {
    picking = true;
    map.getContainer().classList.add('map-picking');
    map.on('click', onMapClick);
    status.dataset.state = 'picking';
    status.replaceChildren(el('div', { class: 'notice map-picking-notice', role: 'status' },
      el('p', { id: 'map-pick-prompt', text: ctx.t('map.locate.pickPrompt') }),
      el('div', { class: 'map-fallback' },
        // Keyboard users move the map with the arrow keys, then take its centre.
        el('button', {
          type: 'button', id: 'map-pick-centre', class: 'btn btn-secondary', text: ctx.t('map.locate.pickCentre'),
          onclick: () => {
            const centre = map.getCenter();
            setPosition({ latitude: centre.lat, longitude: centre.lng }, 'map');
          },
        }),
        el('button', {
          type: 'button', id: 'map-pick-cancel', class: 'btn btn-secondary', text: ctx.t('map.locate.pickCancel'),
          onclick: () => { stopPicking(); status.replaceChildren(); status.dataset.state = 'idle'; showPlace(); },
        }))));
  }

  function stopPicking() {
    if (!picking) return;
    picking = false;
    map.getContainer().classList.remove('map-picking');
    map.off('click', onMapClick);
  }

  const button = el('button', {
    type: 'button', id: 'map-locate', class: 'btn btn-primary map-locate', text: ctx.t('map.locate.button'), onclick: locate,
  });

  draw();
  showPlace();
  return { button, setPosition, move, startPicking, get position() { return session.position; } };
}
