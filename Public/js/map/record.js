// "Record" on the map: follows the position (a geolocation watch, the screen kept on where the browser
// allows), draws the walk, pauses and resumes (a new segment each time), survives a reload (the walk is
// kept in localStorage as it grows), and ends as a track to save beside the places, share or export as GPX.
import { el } from '../shared/dom.js';
import * as store from '../saved/store.js';
import { downloadFile, statsText } from '../saved/tracks.js';
import { fixPoint, keepFix } from './record-filter.js';
import { segments } from './track-geometry.js';

const KEY = 'map.recording';
const GEO_OPTIONS = { enableHighAccuracy: true, maximumAge: 0, timeout: 30000 };

/** The recording kept across reloads, or null: { state: 'recording' | 'paused', startedAt, points, breaks }. */
function kept(storage) {
  const recording = storage.get(KEY);
  return recording && ['recording', 'paused'].includes(recording.state) && Array.isArray(recording.points) ? recording : null;
}

/** { button, node }: the button for the map's overlay, and the panel under the map. */
export function recorder(ctx, { L, map }) {
  let recording = kept(ctx.storage);
  let watch = null;
  let lock = null;
  const line = L.polyline([], { color: '#d84315', weight: 4, className: 'map-recording' });
  const button = el('button', { type: 'button', class: 'btn btn-secondary map-record', id: 'record-button', onclick: () => (recording ? finish() : start()) });
  const node = el('div', { class: 'record-slot', id: 'record-slot' });

  const track = () => ({ name: ctx.t('record.name', { date: new Date(recording.startedAt).toLocaleString(ctx.lang) }), points: recording.points, breaks: recording.breaks });
  const save = () => ctx.storage.set(KEY, recording);

  async function keepAwake() {
    try {
      lock = await navigator.wakeLock?.request('screen');
    } catch {
      lock = null; // Refused (battery saver, a hidden page): the walk is still recorded while the screen is on.
    }
  }
  const onVisible = () => { if (document.visibilityState === 'visible' && recording?.state === 'recording') keepAwake(); };
  document.addEventListener('visibilitychange', onVisible, { signal: ctx.signal });

  function listen() {
    if (!navigator.geolocation) return;
    watch = navigator.geolocation.watchPosition((position) => {
      if (recording?.state !== 'recording') return;
      // Every fix seen, kept or not (the browser test waits on it).
      node.dataset.fixes = String(Number(node.dataset.fixes || 0) + 1);
      const { latitude, longitude, accuracy, altitude } = position.coords;
      const fix = { latitude, longitude, accuracy, altitude, timestamp: position.timestamp };
      const segmentStart = recording.breaks.at(-1) ?? 0;
      const last = recording.points.length > segmentStart ? recording.points.at(-1) : null;
      if (!keepFix(last, fix)) return;
      recording.points.push(fixPoint(fix));
      save();
      draw();
      // The walk stays in view.
      if (!map.getBounds().contains([latitude, longitude])) map.panTo([latitude, longitude]);
    }, () => {}, GEO_OPTIONS);
    keepAwake();
  }

  function quiet() {
    if (watch !== null) navigator.geolocation.clearWatch(watch);
    watch = null;
    lock?.release?.().catch(() => {});
    lock = null;
  }
  ctx.signal.addEventListener('abort', quiet, { once: true });

  function draw() {
    line.setLatLngs(recording ? segments(track()).map((part) => part.map((point) => [point[0], point[1]])) : []);
    if (recording) line.addTo(map); else line.remove();
    button.textContent = ctx.t(recording ? 'record.finish' : 'record.start');
    button.setAttribute('aria-pressed', String(Boolean(recording)));
    button.dataset.state = recording?.state || 'idle';
    if (!recording) return;
    const paused = recording.state === 'paused';
    node.replaceChildren(el('section', { class: 'track-panel record-panel', id: 'record-panel', dataset: { state: recording.state } },
      el('p', { id: 'record-status', role: 'status', class: 'record-status' },
        el('strong', { text: ctx.t(paused ? 'record.paused' : 'record.recording') }), ' ',
        el('span', { id: 'record-stats', text: ctx.t('record.points', { count: recording.points.length, stats: statsText(ctx, track()) }) })),
      el('div', { class: 'saved-actions' },
        el('button', { type: 'button', class: 'btn btn-secondary btn-small', id: paused ? 'record-resume' : 'record-pause', text: ctx.t(paused ? 'record.resume' : 'record.pause'), onclick: paused ? resume : pause }),
        el('button', { type: 'button', class: 'btn btn-primary btn-small', id: 'record-finish', text: ctx.t('record.finish'), onclick: finish }))));
  }

  function start() {
    recording = { state: 'recording', startedAt: Date.now(), points: [], breaks: [] };
    save();
    listen();
    draw();
    ctx.announce(ctx.t('record.started'));
  }

  function pause() {
    recording.state = 'paused';
    save();
    quiet();
    draw();
  }

  function resume() {
    recording.state = 'recording';
    // After a pause the walk goes on in a new segment: no straight line across what was not recorded.
    const last = recording.breaks.at(-1) ?? 0;
    if (recording.points.length > last) recording.breaks.push(recording.points.length);
    save();
    listen();
    draw();
  }

  /** Ends the walk: what was recorded becomes a track offered to save, share or export. */
  function finish() {
    quiet();
    const walk = { ...track(), breaks: recording.breaks.filter((index) => index < recording.points.length) };
    if (!walk.breaks.length) delete walk.breaks;
    recording = null;
    ctx.storage.remove(KEY);
    draw();
    if (walk.points.length < 2) {
      node.replaceChildren(el('p', { class: 'notice notice-warn', id: 'record-empty', text: ctx.t('record.tooShort') }));
      return;
    }
    const done = el('p', { id: 'record-done', role: 'status', text: `${walk.name} · ${statsText(ctx, walk)}` });
    const file = async () => {
      if (!await downloadFile(ctx, { tracks: [walk], format: 'gpx', title: walk.name, fileName: 'walk' })) done.textContent = ctx.t('saved.error.export');
    };
    const share = async () => {
      const response = await fetch('/api/v1/files/export?format=gpx', {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ title: walk.name, places: [], tracks: [walk] }),
      }).catch(() => null);
      if (!response?.ok) { done.textContent = ctx.t('saved.error.export'); return; }
      const gpx = new File([await response.blob()], 'walk.gpx', { type: 'application/gpx+xml' });
      await navigator.share({ title: walk.name, files: [gpx] }).catch(() => {});
    };
    const canShare = Boolean(navigator.canShare?.({ files: [new File([''], 'walk.gpx', { type: 'application/gpx+xml' })] }));
    node.replaceChildren(el('section', { class: 'track-panel record-panel', id: 'record-panel', dataset: { state: 'finished' } },
      done,
      el('div', { class: 'saved-actions' },
        el('button', {
          type: 'button', class: 'btn btn-primary btn-small', id: 'record-save', text: ctx.t('record.save'),
          onclick: async (event) => {
            event.currentTarget.disabled = true;
            const tracks = await store.allTracks();
            await store.putTracks({ ...walk, id: store.newId(), position: (tracks.at(-1)?.position ?? 0) + 1, savedAt: store.isoNow() });
            done.replaceChildren(ctx.t('record.saved'), ' ', el('a', { href: '/places#saved-tracks', id: 'record-saved-link', text: ctx.t('record.seeSaved') }));
          },
        }),
        canShare ? el('button', { type: 'button', class: 'btn btn-secondary btn-small', id: 'record-share', text: ctx.t('record.share'), onclick: share }) : null,
        el('button', { type: 'button', class: 'btn btn-secondary btn-small', id: 'record-gpx', text: ctx.t('track.exportGpx'), onclick: file }))));
  }

  draw();
  if (recording?.state === 'recording') listen();
  return { button, node };
}
