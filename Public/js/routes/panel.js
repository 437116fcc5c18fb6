// The route panel of the map page: a mode choice, the route drawn in blue with a green dot at every
// maneuver, the next two instructions at the top, distance and arrival time; guidance follows the
// traveller's fixes, speaks, re-routes after a detour, keeps the screen awake; preview and GPX export.
// By public transport, a departure time and the journey leg by leg (walks, then line, headsign, stops, times).
import { el } from '../shared/dom.js';
import { errorBox, notice } from '../shared/views.js';
import { deviceNote } from '../packs/note.js';
import { Guidance } from './guidance.js';
import { pointsAlong } from './geo.js';
import { downloadRouteGPX } from './gpx.js';
import { comparisonLines, otherModeButtons, summaryText } from './summary.js';
import { speaker } from './speech.js';
import { transitLegs } from './legs.js';
import { frameGuidance, guidanceView, headingSwitch, muteSwitch } from '../map/guidance-view.js';

const MODES = ['walk', 'bicycle', 'car', 'transit', 'any'];
const TIMED_MODES = new Set(['transit', 'any']);
const PREVIEW_STEP_METRES = 25;
const PREVIEW_TICK_MS = 250;
/** The route on screen (and whether it is being followed), kept on the device across reloads and languages. */
const ACTIVE_KEY = 'routes.active';
/** Waits before asking again for a new route that could not be had (no server reachable), then the last one over. */
const RETRY_MS = [3000, 6000, 12000, 20000];

export function routePanel(ctx, { L, map, session, onFix, onDestination, onGuiding }) {
  const voice = speaker(ctx.lang);
  const drawn = L.layerGroup().addTo(map);
  let mode = ctx.storage.get('routes.mode') || 'walk';
  let destination = null;
  let route = null;
  let guidance = null;
  let watch = null;
  let preview = null;
  let wakeLock = null;
  let request = 0;
  /** Whether the map follows the traveller (a drag stops it, "where am I" brings it back). */
  let following = true;
  /** Off the route with no new route to be had: the way back is told, a new route asked again later. */
  let lost = false;
  let retry = null;
  let retries = 0;
  /** The compass point of the way back last said: said again when it changes. */
  let toldBack = null;
  let lastFix = null;
  let lastState = null;
  /** The language the route on screen was asked in; while one is asked again in another, that one. */
  let routeLang = ctx.lang;
  let restored = null;
  let resuming = false;
  /** A destination chosen before the position was known: the route is asked once it is. */
  let awaitingPosition = false;
  const view = guidanceView(ctx, { onStop: () => stop(), voice });
  const heading = headingSwitch(ctx, { map, onChange: () => { if (lastFix && following) frame(lastFix); } });

  const instructions = el('p', { id: 'route-instructions', class: 'route-instructions', 'aria-live': 'polite' });
  const summary = el('p', { class: 'route-summary' });
  const others = el('div', { class: 'route-others' });
  const compared = el('p', { class: 'route-compared' });
  const legs = el('ol', { class: 'route-legs', hidden: true });
  const departInput = el('input', {
    type: 'datetime-local', id: 'route-depart', name: 'depart', onchange: () => { if (destination) compute(session.position); },
  });
  const depart = el('label', { class: 'route-depart', hidden: !TIMED_MODES.has(mode) }, el('span', { text: ctx.t('routes.depart') }), departInput);
  const message = el('div', { class: 'route-message' });
  const modes = el('div', { class: 'route-modes', role: 'group', 'aria-label': ctx.t('routes.mode.label') },
    ...MODES.map((name) => el('button', {
      type: 'button', dataset: { mode: name }, 'aria-pressed': String(name === mode),
      text: ctx.t(`routes.mode.${name}`), onclick: () => { choose(name); },
    })));
  const startButton = el('button', { type: 'button', class: 'btn btn-primary', text: ctx.t('routes.start'), onclick: () => (watch === null ? start() : stop()) });
  const muteButton = muteSwitch(ctx, voice);
  const previewButton = el('button', { type: 'button', class: 'btn btn-secondary', text: ctx.t('routes.preview'), onclick: () => playPreview() });
  const gpxButton = el('button', { type: 'button', class: 'btn btn-secondary', text: ctx.t('routes.gpx'), onclick: () => exportGPX() });
  /** With no route, nothing to guide along, play or export: not offered (Stop stays while guiding: a new route is coming). */
  const routeActions = () => {
    startButton.hidden = !route && watch === null;
    for (const button of [previewButton, gpxButton]) button.hidden = !route;
  };
  const closeButton = el('button', { type: 'button', class: 'btn btn-ghost', text: ctx.t('routes.close'), onclick: () => close() });
  routeActions();
  const node = el('section', { id: 'route-panel', class: 'route-panel', hidden: true, 'aria-label': ctx.t('routes.label') },
    modes, depart, instructions, summary, others, compared, legs, message,
    el('div', { class: 'route-actions' }, startButton, muteButton, previewButton, gpxButton, closeButton));

  // Leaving the page (or re-rendering it in another language) keeps the guidance on the device as it was.
  ctx.signal.addEventListener('abort', () => { stop({ keep: true }); stopPreview(); drawn.remove(); }, { once: true });

  function choose(name) {
    mode = name;
    ctx.storage.set('routes.mode', name);
    for (const button of modes.querySelectorAll('button')) button.setAttribute('aria-pressed', String(button.dataset.mode === name));
    depart.hidden = !TIMED_MODES.has(name);
    if (destination) compute(session.position);
  }

  /** Opens the panel with a route from the traveller's position to a search result. */
  function routeTo(result) {
    destination = result;
    onDestination?.(result);
    node.hidden = false;
    window.scrollTo(0, 0);
    awaitingPosition = !session.position;
    if (awaitingPosition) {
      forget();
      message.replaceChildren(notice(ctx.t('routes.needPosition'), 'warn'));
      return;
    }
    compute(session.position);
  }

  /** The traveller's position is known (located, set on the map or from a result): a route waiting for it is asked. */
  function positionKnown() {
    if (awaitingPosition) compute(session.position);
  }

  async function compute(from, { rerouting = false } = {}) {
    if (!destination || !from) return;
    awaitingPosition = false;
    const ticket = ++request;
    // Another mode or destination: the route on screen no longer answers it, even if the new one fails. The
    // same route asked again in another language (restored) stays until its new words come.
    if (!rerouting && !restored) forget();
    message.replaceChildren(notice(ctx.t(rerouting ? 'routes.rerouting' : 'routes.computing')));
    const query = new URLSearchParams({
      from: `${from.latitude},${from.longitude}`, to: `${destination.latitude},${destination.longitude}`, mode, lang: ctx.lang,
    });
    // The city's own clock time: the server reads it in the time zone of the feed that serves.
    if (TIMED_MODES.has(mode) && departInput.value) query.set('depart', departInput.value);
    const answer = await ctx.api.getJSON(`/api/v1/route?${query}`, { signal: ctx.signal });
    if (ticket !== request || ctx.signal.aborted) return;
    if (!answer.ok) {
      if (rerouting && watch !== null && route) {
        headBack();
        return;
      }
      message.replaceChildren(errorBox(ctx, ctx.t('routes.failed'), answer));
      if (restored && route) show(route, { lang: restored });
      return;
    }
    // A route the phone computed itself (no server) says so: "On this phone — pack of 25 Nov 2026".
    message.replaceChildren(...[deviceNote(ctx, answer.data.device)].filter(Boolean));
    endLost();
    show(answer.data, { lang: ctx.lang });
  }

  /**
   * No new route now (no server reachable, or none found): guidance goes on over the old route, telling and
   * saying the way back to it, and a new route is asked again a little later, and again, until one comes.
   */
  function headBack() {
    const from = lastFix;
    message.replaceChildren(notice(ctx.t('routes.noNewRoute'), 'warn'));
    if (from) {
      const back = guidance.wayBack([from.lon, from.lat]);
      instructions.textContent = back.text;
      if (!lost) {
        voice.say(back.text);
        toldBack = back.compass;
      }
    }
    lost = true;
    window.clearTimeout(retry);
    retry = window.setTimeout(() => {
      retry = null;
      if (watch !== null && lost && lastFix) compute({ latitude: lastFix.lat, longitude: lastFix.lon }, { rerouting: true });
    }, RETRY_MS[Math.min(retries, RETRY_MS.length - 1)]);
    retries += 1;
    node.dataset.retries = String(retries);
  }

  function endLost() {
    lost = false;
    toldBack = null;
    retries = 0;
    delete node.dataset.retries;
    window.clearTimeout(retry);
    retry = null;
  }

  /** Keeps what is on screen on the device: a reload or a language switch shows it again. */
  function remember() {
    if (!route || !destination) return;
    ctx.storage.set(ACTIVE_KEY, {
      destination, mode, route, lang: routeLang, guiding: watch !== null,
      position: lastFix ? { latitude: lastFix.lat, longitude: lastFix.lon } : session.position,
    });
  }

  /** Takes the route off the map and the panel. */
  function forget() {
    stopPreview();
    drawn.clearLayers();
    route = null;
    guidance = null;
    for (const part of [instructions, summary, others, compared, legs]) part.replaceChildren();
    legs.hidden = true;
    routeActions();
  }

  function show(data, { lang }) {
    route = data;
    routeLang = lang;
    guidance = new Guidance(route, { t: ctx.t, lang: ctx.lang });
    drawn.clearLayers();
    const line = route.geometry.coordinates.map(([lon, lat]) => [lat, lon]);
    L.polyline(line, { color: '#1565c0', weight: 6, opacity: 0.85, className: 'route-line' }).addTo(drawn);
    for (const step of route.steps) {
      L.circleMarker([step.location[1], step.location[0]], { radius: 6, color: '#1b5e20', fillColor: '#43a047', fillOpacity: 1, className: 'route-dot' })
        .bindTooltip(step.sentence).addTo(drawn);
    }
    // The whole route in view, its ends clear of the map's buttons (zoom, "where am I") in the top corners.
    if (watch === null && !preview) map.fitBounds(L.latLngBounds(line), { paddingTopLeft: [64, 100], paddingBottomRight: [24, 24], animate: false });
    summary.textContent = summaryText(route, ctx);
    legs.replaceChildren(...transitLegs(route.legs || [], ctx));
    legs.hidden = !route.legs;
    others.replaceChildren(...otherModeButtons(route, ctx, choose));
    compared.replaceChildren(...comparisonLines(route, mode, ctx));
    const first = guidance.start();
    instructions.textContent = first.text;
    lastState = first;
    view.update(route, first);
    routeActions();
    remember();
  }

  /** Follows a fix; gives the guidance's state (`rough`: too rough to follow, the banner says so and nothing moves). */
  function follow(fix) {
    if (!guidance) return null;
    // How many fixes guidance has followed: lets tests (and curious people) see it keeps up.
    node.dataset.fixes = String(Number(node.dataset.fixes || 0) + 1);
    const state = guidance.update(fix);
    view.update(route, state);
    if (state.rough) return state;
    lastState = state;
    instructions.textContent = state.text;
    if (lost && state.state !== 'offRoute') {
      // Back on the route before a new one came: guidance goes on over it.
      endLost();
      message.replaceChildren();
    }
    if (state.speak && !lost) voice.say(state.speak);
    if (lost && state.state === 'offRoute' && state.back.compass !== toldBack) {
      voice.say(state.text);
      toldBack = state.back.compass;
    }
    if (state.reroute && !lost) compute({ latitude: fix.lat, longitude: fix.lon }, { rerouting: true });
    if (state.state === 'arrived') { stop(); stopPreview(); }
    return state;
  }

  /** The traveller in the middle of the map, and in view the next maneuver (off the route: the nearest point of it). */
  function frame(fix) {
    const target = lastState?.state === 'guiding' ? route?.steps[lastState.next]?.location
      : lastState?.state === 'offRoute' ? lastState.back.point : null;
    frameGuidance(L, map, fix, target);
  }

  /** "Where am I" while guiding: the map follows the traveller again. */
  function recentre() {
    if (watch === null) return false;
    following = true;
    if (lastFix) frame(lastFix);
    return true;
  }

  async function start() {
    if (!navigator.geolocation) {
      message.replaceChildren(notice(ctx.t('map.locate.unsupported'), 'warn'));
      return;
    }
    startButton.textContent = ctx.t('routes.stop');
    // The first instructions are said once, when guidance starts (not again at a re-route or a reload).
    if (route && !resuming) voice.say(guidance.begin().speak);
    resuming = false;
    following = true;
    view.shown = true;
    onGuiding?.(true);
    watch = navigator.geolocation.watchPosition((position) => {
      const { latitude, longitude, accuracy } = position.coords;
      const fix = { lat: latitude, lon: longitude, accuracy, heading: Number.isFinite(position.coords.heading) ? position.coords.heading : null };
      // A fix clears "position unavailable" (not the way back, which stays until a new route comes).
      if (!lost && message.querySelector('.notice-warn')) message.replaceChildren();
      // A rough fix moves neither the traveller's dot nor the map: where they were last placed stands.
      if (follow(fix)?.rough) return;
      lastFix = fix;
      heading.turn(fix.heading);
      onFix?.(fix);
      if (following) frame(fix);
      remember();
    }, (error) => {
      // Position refused: no fix will come, guidance stops and says how to allow it.
      if (error?.code === 1) { // PERMISSION_DENIED
        stop();
        message.replaceChildren(notice(ctx.t('routes.denied'), 'warn'));
        return;
      }
      // A fix that does not come (the last one stands) says so, unless the way back to the route is being told.
      if (!lost) message.replaceChildren(notice(ctx.t('map.locate.unavailable'), 'warn'));
    }, { enableHighAccuracy: true, maximumAge: 2000 });
    remember();
    try {
      wakeLock = await navigator.wakeLock?.request('screen');
    } catch {
      wakeLock = null; // Not allowed here (battery saver, no user gesture): guidance works, the screen may sleep.
    }
  }

  function stop({ keep = false } = {}) {
    const guiding = watch !== null;
    if (guiding) navigator.geolocation.clearWatch(watch);
    watch = null;
    wakeLock?.release?.();
    wakeLock = null;
    endLost();
    startButton.textContent = ctx.t('routes.start');
    routeActions();
    view.shown = false;
    heading.reset();
    if (guiding && !keep) {
      onGuiding?.(false);
      remember();
    }
  }

  /** Plays the route along its line, as if walking it quickly: the panel and the voice follow. */
  function playPreview() {
    if (!route) return;
    stopPreview();
    const points = pointsAlong(route.geometry.coordinates, PREVIEW_STEP_METRES);
    guidance = new Guidance(route, { t: ctx.t, lang: ctx.lang });
    voice.say(guidance.begin().speak);
    const marker = L.circleMarker([points[0][1], points[0][0]], { radius: 8, color: '#0d47a1', fillOpacity: 1, className: 'route-preview' }).addTo(drawn);
    let index = 0;
    preview = window.setInterval(() => {
      const [lon, lat] = points[Math.min(index, points.length - 1)];
      marker.setLatLng([lat, lon]);
      map.panTo([lat, lon], { animate: false });
      follow({ lat, lon, accuracy: 5 });
      index += 1;
      if (index >= points.length) stopPreview();
    }, PREVIEW_TICK_MS);
  }

  function stopPreview() {
    if (preview) window.clearInterval(preview);
    preview = null;
  }

  function exportGPX() {
    if (!route) return;
    downloadRouteGPX(route, `${ctx.t('routes.gpxName')} ${destination?.name || ''}`.trim());
  }

  function close() {
    stop();
    stopPreview();
    request += 1;
    forget();
    destination = null;
    awaitingPosition = false;
    ctx.storage.remove(ACTIVE_KEY);
    onDestination?.(null);
    node.hidden = true;
  }

  /**
   * Shows again the route kept on the device (a reload, a language switch), and goes on guiding if it was.
   * A route in another language is asked again in this one, from where the traveller last was.
   */
  function restore() {
    const kept = ctx.storage.get(ACTIVE_KEY);
    if (!kept?.route?.geometry || !kept.destination) return null;
    destination = kept.destination;
    if (MODES.includes(kept.mode)) mode = kept.mode;
    for (const button of modes.querySelectorAll('button')) button.setAttribute('aria-pressed', String(button.dataset.mode === mode));
    depart.hidden = !TIMED_MODES.has(mode);
    node.hidden = false;
    if (kept.position && !session.position) session.position = { ...kept.position, accuracy: null, source: 'device', label: null, address: null };
    if (kept.lang === ctx.lang || !session.position) {
      show(kept.route, { lang: kept.lang });
    } else {
      route = kept.route;
      guidance = new Guidance(route, { t: ctx.t, lang: kept.lang });
      restored = kept.lang;
      compute(session.position).then(() => { restored = null; });
    }
    if (kept.guiding) {
      resuming = true;
      start();
    }
    return destination;
  }

  map.on('dragstart', () => { following = false; });

  return {
    node, routeTo, positionKnown, follow, restore, recentre, banner: view.banner, bar: view.bar, headingButton: heading.button, credit: heading.credit,
  };
}
