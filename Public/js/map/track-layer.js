// Saved tracks on the map: every track drawn in its colour; `/map?track=<id>` shows one with its
// measures and "Follow this track" (`&follow=1` starts following), guidance along it as the traveller walks.
import { el } from '../shared/dom.js';
import * as store from '../saved/store.js';
import { formatDistance } from './geo.js';
import { lineDetail } from './track-geometry.js';
import { TrackGuidance } from './track-guidance.js';
import { statsText } from '../saved/tracks.js';
import { speaker } from '../routes/speech.js';

export const TRACK_COLOUR = '#c2185b';
const GEO_OPTIONS = { enableHighAccuracy: true, maximumAge: 5000, timeout: 30000 };

/**
 * A track as one Leaflet polyline of its segments (no line drawn across a gap). The map is given only the
 * points that show at its zoom (`lineDetail`), worked out again when the zoom changes: a 100,000-point
 * recording is drawn from a few thousand. Its bounds are the whole track's; the track itself is unchanged.
 */
export function trackLines(L, track, options = {}) {
  const detail = lineDetail(track);
  const line = L.polyline([], { color: track.colour || TRACK_COLOUR, weight: 4, opacity: 0.85, ...options });
  const bounds = detail.bounds ? L.latLngBounds(detail.bounds) : L.latLngBounds([]);
  let shownZoom = null;
  // Leaflet projects a line's points on every reset and zoom: the points of the map's zoom are set just before.
  line._project = function project() {
    const zoom = this._map.getZoom();
    if (zoom !== shownZoom) {
      shownZoom = zoom;
      this._setLatLngs(detail.at(zoom));
    }
    L.Polyline.prototype._project.call(this);
  };
  line.getBounds = () => bounds;
  return line;
}

/** Draws the saved tracks; returns { node } — the panel of the track the address names, empty otherwise. */
export function trackLayer(ctx, { L, map }) {
  const node = el('div', { class: 'track-panel-slot', id: 'track-panel-slot' });
  const group = L.layerGroup().addTo(map);
  const voice = speaker(ctx.lang);
  let watch = null;
  const stopWatching = () => {
    if (watch !== null) navigator.geolocation.clearWatch(watch);
    watch = null;
  };
  ctx.signal.addEventListener('abort', stopWatching, { once: true });

  function follow(track, panel) {
    stopWatching();
    const guidance = new TrackGuidance(track, { t: ctx.t, lang: ctx.lang });
    const text = el('p', { id: 'track-follow-text', class: 'track-follow-text', role: 'status', text: ctx.t('track.follow.waiting') });
    const bar = el('progress', { id: 'track-follow-progress', max: 100, value: 0 });
    const here = L.circleMarker([0, 0], { radius: 7, className: 'map-position', weight: 3, fillOpacity: 1 });
    const stop = el('button', {
      type: 'button', class: 'btn btn-secondary btn-small', id: 'track-follow-stop', text: ctx.t('track.follow.stop'),
      onclick: () => { stopWatching(); here.remove(); show(track); },
    });
    panel.replaceChildren(el('p', { class: 'saved-name', text: track.name || ctx.t('track.unnamed') }), bar, text, stop);
    panel.dataset.state = 'following';
    voice.say(ctx.t('track.follow.started', { distance: formatDistance(guidance.total, ctx.lang) }));
    if (!navigator.geolocation) { text.textContent = ctx.t('track.follow.noPosition'); return; }
    watch = navigator.geolocation.watchPosition((position) => {
      const fix = { lat: position.coords.latitude, lon: position.coords.longitude, accuracy: position.coords.accuracy };
      const step = guidance.update(fix);
      panel.dataset.rough = String(Boolean(step.rough));
      if (step.rough) {
        // Where the traveller was last placed stands; the text says why nothing moves.
        text.textContent = ctx.t('track.follow.rough');
        return;
      }
      here.setLatLng([fix.lat, fix.lon]).addTo(map);
      bar.value = Math.round(step.done * 100);
      text.textContent = step.state === 'offTrack' ? ctx.t('track.follow.off', { back: step.text }) : step.text;
      panel.dataset.state = step.state;
      if (step.speak) voice.say(step.speak);
    }, () => { text.textContent = ctx.t('track.follow.noPosition'); }, GEO_OPTIONS);
  }

  function show(track, { follow: now = false } = {}) {
    const panel = el('section', { class: 'track-panel', id: 'track-panel', 'aria-labelledby': 'track-panel-title', dataset: { state: 'shown' } });
    panel.append(
      el('h2', { id: 'track-panel-title', class: 'saved-name', text: track.name || ctx.t('track.unnamed') }),
      el('p', { class: 'muted track-stats', id: 'track-panel-stats', text: statsText(ctx, track) }),
      el('div', { class: 'saved-actions' },
        el('button', { type: 'button', class: 'btn btn-primary btn-small', id: 'track-follow', text: ctx.t('track.follow'), onclick: () => follow(track, panel) }),
        el('button', { type: 'button', class: 'btn btn-secondary btn-small', id: 'track-close', text: ctx.t('track.close'), onclick: () => node.replaceChildren() })));
    node.replaceChildren(panel);
    if (now) follow(track, panel);
  }

  (async () => {
    const tracks = await store.allTracks().catch(() => []);
    if (ctx.signal.aborted) return;
    const query = new URLSearchParams(window.location.search);
    const wanted = query.get('track');
    for (const track of tracks) {
      const line = trackLines(L, track, { className: 'map-track' }).addTo(group);
      line.on('click', () => show(track));
      if (track.id === wanted) {
        map.fitBounds(line.getBounds().pad(0.1), { maxZoom: 17 });
        show(track, { follow: query.get('follow') === '1' });
      }
    }
    map.getContainer().dataset.tracks = String(tracks.length);
  })();
  return { node, group };
}
