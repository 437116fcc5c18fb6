// The route panel of the map page: a mode choice, the route drawn in blue with a green dot at every
// maneuver, the next two instructions at the top, distance and arrival time; guidance follows the
// traveller's fixes, speaks, re-routes after a detour, keeps the screen awake; preview and GPX export.
// By public transport, a departure time and the journey leg by leg (walks, then line, headsign, stops, times).
import { el } from '../shared/dom.js';
import { errorBox, notice } from '../shared/views.js';
import { Guidance } from './guidance.js';
import { metresBetween } from './geo.js';
import { spokenDistance } from './distance.js';
import { routeGPX } from './gpx.js';
import { speaker } from './speech.js';
import { transitLegs } from './legs.js';

const MODES = ['walk', 'bicycle', 'car', 'transit', 'any'];
const TIMED_MODES = new Set(['transit', 'any']);
const PREVIEW_STEP_METRES = 25;
const PREVIEW_TICK_MS = 250;
/** While guiding, the map follows the traveller at least this close (streets and their names readable). */
const GUIDANCE_ZOOM = 17;

export function routePanel(ctx, { L, map, session, onFix, onDestination }) {
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
  const muteButton = el('button', {
    type: 'button', class: 'btn btn-secondary', 'aria-pressed': 'false', text: ctx.t('routes.mute'),
    onclick: () => {
      voice.muted = !voice.muted;
      muteButton.setAttribute('aria-pressed', String(voice.muted));
      muteButton.textContent = ctx.t(voice.muted ? 'routes.unmute' : 'routes.mute');
    },
  });
  const previewButton = el('button', { type: 'button', class: 'btn btn-secondary', text: ctx.t('routes.preview'), onclick: () => playPreview() });
  const gpxButton = el('button', { type: 'button', class: 'btn btn-secondary', text: ctx.t('routes.gpx'), onclick: () => exportGPX() });
  const closeButton = el('button', { type: 'button', class: 'btn btn-ghost', text: ctx.t('routes.close'), onclick: () => close() });
  const node = el('section', { id: 'route-panel', class: 'route-panel', hidden: true, 'aria-label': ctx.t('routes.label') },
    modes, depart, instructions, summary, others, compared, legs, message,
    el('div', { class: 'route-actions' }, startButton, muteButton, previewButton, gpxButton, closeButton));

  ctx.signal.addEventListener('abort', () => { stop(); stopPreview(); drawn.remove(); }, { once: true });

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
    if (!session.position) {
      message.replaceChildren(notice(ctx.t('routes.needPosition'), 'warn'));
      instructions.textContent = '';
      summary.textContent = '';
      return;
    }
    compute(session.position);
  }

  async function compute(from, { rerouting = false } = {}) {
    if (!destination || !from) return;
    const ticket = ++request;
    // Another mode or destination: the route on screen no longer answers it, even if the new one fails.
    if (!rerouting) forget();
    message.replaceChildren(notice(ctx.t(rerouting ? 'routes.rerouting' : 'routes.computing')));
    const query = new URLSearchParams({
      from: `${from.latitude},${from.longitude}`, to: `${destination.latitude},${destination.longitude}`, mode, lang: ctx.lang,
    });
    // The city's own clock time: the server reads it in the time zone of the feed that serves.
    if (TIMED_MODES.has(mode) && departInput.value) query.set('depart', departInput.value);
    const answer = await ctx.api.getJSON(`/api/v1/route?${query}`, { signal: ctx.signal });
    if (ticket !== request || ctx.signal.aborted) return;
    if (!answer.ok) {
      message.replaceChildren(errorBox(ctx, ctx.t('routes.failed'), answer));
      return;
    }
    message.replaceChildren();
    show(answer.data);
  }

  /** Takes the route off the map and the panel. */
  function forget() {
    stopPreview();
    drawn.clearLayers();
    route = null;
    guidance = null;
    for (const part of [instructions, summary, others, compared, legs]) part.replaceChildren();
    legs.hidden = true;
  }

  function show(data) {
    route = data;
    guidance = new Guidance(route, { t: ctx.t, lang: ctx.lang });
    drawn.clearLayers();
    const line = route.geometry.coordinates.map(([lon, lat]) => [lat, lon]);
    L.polyline(line, { color: '#1565c0', weight: 6, opacity: 0.85, className: 'route-line' }).addTo(drawn);
    for (const step of route.steps) {
      L.circleMarker([step.location[1], step.location[0]], { radius: 6, color: '#1b5e20', fillColor: '#43a047', fillOpacity: 1, className: 'route-dot' })
        .bindTooltip(step.sentence).addTo(drawn);
    }
    if (watch === null && !preview) map.fitBounds(L.latLngBounds(line), { padding: [24, 24], animate: false });
    const arrival = new Date(Date.now() + route.duration * 1000);
    summary.textContent = ctx.t('routes.summary', {
      distance: spokenDistance(route.distance, ctx.lang),
      minutes: Math.max(1, Math.round(route.duration / 60)),
      // A journey's arrival is told on the city's clock, as the timetable gives it.
      arrival: route.arrival ? route.arrival.slice(11, 16) : new Intl.DateTimeFormat(ctx.lang, { hour: '2-digit', minute: '2-digit' }).format(arrival),
      engine: route.engine,
    });
    legs.replaceChildren(...transitLegs(route.legs || [], ctx));
    legs.hidden = !route.legs;
    others.replaceChildren(...route.comparison.slice(1).map((option) => el('button', {
      type: 'button', class: 'btn btn-ghost route-other', dataset: { mode: option.mode },
      text: ctx.t('routes.other', { mode: ctx.t(`routes.mode.${option.mode}`), minutes: Math.max(1, Math.round(option.duration / 60)) }),
      onclick: () => choose(option.mode),
    })));
    // "Fastest" says which modes it weighed, and which it could not and why (no timetable, no network).
    const modeName = (name) => ctx.t(`routes.mode.${name}`);
    compared.replaceChildren(...(mode === 'any' && route.comparison.length ? [
      el('span', { text: ctx.t('routes.compared', { modes: route.comparison.map((option) => modeName(option.mode)).join(' · '), mode: modeName(route.mode) }) }),
      ...(route.unavailable || []).map((gap) => el('span', {
        class: 'route-unavailable', dataset: { mode: gap.mode, code: gap.code }, text: ctx.t('routes.notCompared', { mode: modeName(gap.mode), reason: gap.message }),
      })),
    ] : []));
    const first = guidance.start();
    instructions.textContent = first.text;
    if (watch !== null || preview) voice.say(first.speak);
  }

  function follow(fix) {
    if (!guidance) return;
    // How many fixes guidance has followed: lets tests (and curious people) see it keeps up.
    node.dataset.fixes = String(Number(node.dataset.fixes || 0) + 1);
    const state = guidance.update(fix);
    instructions.textContent = state.text;
    if (state.speak) voice.say(state.speak);
    if (state.reroute) compute({ latitude: fix.lat, longitude: fix.lon }, { rerouting: true });
    if (state.state === 'arrived') { stop(); stopPreview(); }
  }

  async function start() {
    if (!navigator.geolocation) {
      message.replaceChildren(notice(ctx.t('map.locate.unsupported'), 'warn'));
      return;
    }
    startButton.textContent = ctx.t('routes.stop');
    if (route) voice.say(guidance.start().speak);
    watch = navigator.geolocation.watchPosition((position) => {
      const fix = { lat: position.coords.latitude, lon: position.coords.longitude, accuracy: position.coords.accuracy };
      if (message.querySelector('.notice-warn')) message.replaceChildren();
      onFix?.(fix);
      map.setView([fix.lat, fix.lon], Math.max(map.getZoom(), GUIDANCE_ZOOM), { animate: false });
      follow(fix);
    }, () => message.replaceChildren(notice(ctx.t('map.locate.unavailable'), 'warn')), { enableHighAccuracy: true, maximumAge: 2000 });
    try {
      wakeLock = await navigator.wakeLock?.request('screen');
    } catch {
      wakeLock = null; // Not allowed here (battery saver, no user gesture): guidance works, the screen may sleep.
    }
  }

  function stop() {
    if (watch !== null) navigator.geolocation.clearWatch(watch);
    watch = null;
    wakeLock?.release?.();
    wakeLock = null;
    startButton.textContent = ctx.t('routes.start');
  }

  /** Plays the route along its line, as if walking it quickly: the panel and the voice follow. */
  function playPreview() {
    if (!route) return;
    stopPreview();
    const line = route.geometry.coordinates;
    const points = [];
    for (let i = 0; i + 1 < line.length; i += 1) {
      const [a, b] = [line[i], line[i + 1]];
      const parts = Math.max(1, Math.ceil(metresBetween(a, b) / PREVIEW_STEP_METRES));
      for (let k = 0; k < parts; k += 1) points.push([a[0] + ((b[0] - a[0]) * k) / parts, a[1] + ((b[1] - a[1]) * k) / parts]);
    }
    points.push(line.at(-1));
    guidance = new Guidance(route, { t: ctx.t, lang: ctx.lang });
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
    const name = `${ctx.t('routes.gpxName')} ${destination?.name || ''}`.trim();
    const url = URL.createObjectURL(new Blob([routeGPX(route, name)], { type: 'application/gpx+xml' }));
    const link = el('a', { href: url, download: 'baluchon-route.gpx' });
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  function close() {
    stop();
    stopPreview();
    request += 1;
    forget();
    destination = null;
    onDestination?.(null);
    node.hidden = true;
  }

  return { node, routeTo, follow };
}
