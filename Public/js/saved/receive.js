// Receiving places: a share link, a pasted code or link, or a file → a preview → import all or some.
import { el } from '../shared/dom.js';
import { trackChoices } from './tracks.js';
import { codeInLink, decodeList, ListCodeError } from './listcode.js';
import { readPosition, samePlace } from './position.js';

/**
 * Places (and a list code's tracks) from a pasted text: a list code read here, offline; one place's code or link
 * as the add form reads it (readPosition), a short Plus Code near `near`, the phone's known position (or null).
 */
export async function placesFromText(ctx, text, near = null) {
  const shared = codeInLink(text);
  if (shared) text = shared;
  if (text.trim().toUpperCase().startsWith('BLC:')) {
    try {
      return { ok: true, ...decodeList(text) };
    } catch (error) {
      if (!(error instanceof ListCodeError)) throw error;
      return { ok: false, error: { code: error.code } };
    }
  }
  const read = await readPosition(text, near, { signal: ctx.signal });
  if (!read.ok) return read;
  const point = read.point;
  return { ok: true, places: [{ name: point.name || ctx.t('saved.unnamed'), note: '', latitude: point.latitude, longitude: point.longitude, colour: null, group: '', savedAt: null }] };
}

/**
 * A "scan" button where the browser can read QR codes from the camera (BarcodeDetector); null elsewhere,
 * where pasting or typing remains. onText receives what the code holds.
 */
export function scanner(ctx, onText, say) {
  if (!('BarcodeDetector' in window) || !navigator.mediaDevices?.getUserMedia) return null;
  const video = el('video', { class: 'saved-scan-video', playsinline: true, muted: true, hidden: true });
  let stream = null;
  const stop = () => {
    stream?.getTracks().forEach((track) => track.stop());
    stream = null;
    video.hidden = true;
  };
  ctx.signal.addEventListener('abort', stop, { once: true });
  const start = async () => {
    if (stream) { stop(); return; }
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
    } catch {
      say(ctx.t('saved.error.camera'), 'error');
      return;
    }
    video.srcObject = stream;
    video.hidden = false;
    // Not awaited: a camera slow to give its first frame must not hold the loop, which looks again until it does.
    video.play().catch(() => {});
    const detector = new window.BarcodeDetector({ formats: ['qr_code'] });
    const look = async () => {
      if (!stream) return;
      const found = await detector.detect(video).catch(() => []);
      if (found.length) {
        stop();
        onText(found[0].rawValue);
        return;
      }
      setTimeout(look, 250);
    };
    look();
  };
  return el('div', { class: 'saved-scan' },
    el('button', { type: 'button', class: 'btn btn-secondary', id: 'saved-scan', text: ctx.t('saved.scan'), onclick: start }), video);
}

/**
 * The preview: each incoming place with a box to tick, those already saved marked and unticked, the
 * waypoints a file left out (`skipped`: { index, name }) named, and a file's tracks to tick.
 * onImport(chosenPlaces, chosenTracks) adds them; onCancel closes it.
 */
export function preview(ctx, incoming, existing, { skipped = [], tracks = [], onImport, onCancel }) {
  const rows = incoming.map((place, index) => {
    const saved = existing.some((mine) => samePlace(mine, place));
    const twice = !saved && incoming.slice(0, index).some((earlier) => samePlace(earlier, place));
    const duplicate = saved || twice;
    const box = el('input', { type: 'checkbox', id: `saved-in-${index}`, checked: !duplicate, class: 'saved-in-box' });
    return {
      place, box,
      node: el('li', { class: duplicate ? 'saved-in saved-in-duplicate' : 'saved-in' },
        box,
        el('label', { for: `saved-in-${index}` },
          el('span', { class: 'saved-name', text: place.name || ctx.t('saved.unnamed') }),
          el('span', { class: 'muted', text: ` ${place.latitude.toFixed(5)}, ${place.longitude.toFixed(5)}` }),
          duplicate ? el('span', { class: 'saved-badge', text: ctx.t(saved ? 'saved.alreadySaved' : 'saved.twiceInList') }) : null)),
    };
  });
  const duplicates = rows.filter((row) => !row.box.checked).length;
  // A file of tracks alone is titled by its tracks.
  const onlyTracks = !incoming.length && tracks.length > 0;
  const lines = trackChoices(ctx, tracks, { titled: !onlyTracks });
  return el('section', { class: 'saved-preview', id: 'saved-preview', 'aria-labelledby': 'saved-preview-title' },
    el('h2', {
      id: 'saved-preview-title',
      text: onlyTracks ? ctx.t('track.received', { count: tracks.length }) : ctx.t('saved.received', { count: incoming.length }),
    }),
    lines.node,
    duplicates ? el('p', { class: 'muted', text: ctx.t('saved.duplicates', { count: duplicates }) }) : null,
    skipped.length ? el('p', { class: 'notice notice-warn', id: 'saved-preview-skipped', text: skippedText(ctx, skipped) }) : null,
    el('ul', { class: 'saved-in-list' }, rows.map((row) => row.node)),
    el('div', { class: 'saved-actions' },
      el('button', {
        type: 'button', class: 'btn btn-primary', id: 'saved-import', text: ctx.t('saved.importChosen'),
        onclick: () => onImport(rows.filter((row) => row.box.checked).map((row) => row.place), lines.chosen()),
      }),
      el('button', { type: 'button', class: 'btn btn-secondary', text: ctx.t('saved.cancel'), onclick: onCancel })));
}

/** "Left out, with no position: waypoint 3, “Col” (waypoint 5)." */
function skippedText(ctx, skipped) {
  const places = skipped.map(({ index, name }) => (name ? ctx.t('saved.skippedNamed', { name, index }) : ctx.t('saved.skippedPlace', { index })));
  return ctx.t('saved.skipped', { places: places.join(', ') });
}
