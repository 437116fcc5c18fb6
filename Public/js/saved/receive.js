// Receiving places: a share link, a pasted code or link, or a file → a preview → import all or some.
import { el } from '../dom.js';
import { decodeList, ListCodeError } from './listcode.js';
import { readPosition, samePlace } from './position.js';

/** Places from a pasted text: a list code read here, offline; one place's code or link through the server. */
export async function placesFromText(ctx, text) {
  if (text.trim().toUpperCase().startsWith('BLC:')) {
    try {
      return { ok: true, places: decodeList(text) };
    } catch (error) {
      if (!(error instanceof ListCodeError)) throw error;
      return { ok: false, error: { code: error.code } };
    }
  }
  const read = await readPosition(text, null, { signal: ctx.signal });
  if (!read.ok) return read;
  const point = read.point;
  return { ok: true, places: [{ name: point.name || ctx.t('saved.unnamed'), note: '', latitude: point.latitude, longitude: point.longitude, colour: null, group: '', savedAt: null }] };
}

/**
 * The preview: each incoming place with a box to tick, those already saved marked and unticked.
 * onImport(chosen) adds them; onCancel closes the preview.
 */
export function preview(ctx, incoming, existing, { onImport, onCancel }) {
  const rows = incoming.map((place, index) => {
    const duplicate = existing.some((saved) => samePlace(saved, place));
    const box = el('input', { type: 'checkbox', id: `saved-in-${index}`, checked: !duplicate, class: 'saved-in-box' });
    return {
      place, box,
      node: el('li', { class: duplicate ? 'saved-in saved-in-duplicate' : 'saved-in' },
        box,
        el('label', { for: `saved-in-${index}` },
          el('span', { class: 'saved-name', text: place.name || ctx.t('saved.unnamed') }),
          el('span', { class: 'muted', text: ` ${place.latitude.toFixed(5)}, ${place.longitude.toFixed(5)}` }),
          duplicate ? el('span', { class: 'saved-badge', text: ctx.t('saved.alreadySaved') }) : null)),
    };
  });
  const duplicates = rows.filter((row) => !row.box.checked).length;
  return el('section', { class: 'saved-preview', id: 'saved-preview', 'aria-labelledby': 'saved-preview-title' },
    el('h2', { id: 'saved-preview-title', text: ctx.t('saved.received', { count: incoming.length }) }),
    duplicates ? el('p', { class: 'muted', text: ctx.t('saved.duplicates', { count: duplicates }) }) : null,
    el('ul', { class: 'saved-in-list' }, rows.map((row) => row.node)),
    el('div', { class: 'saved-actions' },
      el('button', {
        type: 'button', class: 'btn btn-primary', id: 'saved-import', text: ctx.t('saved.importChosen'),
        onclick: () => onImport(rows.filter((row) => row.box.checked).map((row) => row.place)),
      }),
      el('button', { type: 'button', class: 'btn btn-secondary', text: ctx.t('saved.cancel'), onclick: onCancel })));
}
