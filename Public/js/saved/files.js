// Saved places and tracks as files: export them (GPX, KML, KMZ, GeoJSON; CSV for the places) or import one
// through the server; when it cannot be reached, every format is read on the phone and GPX and GeoJSON written there.
import { FALLBACK_WAIT_MS, postFile } from '../shared/api.js';
import { el } from '../shared/dom.js';
import { MAX_FILE_BYTES, readOnDevice } from './device-files.js';
import { refusalText } from './file-refusal.js';
import { downloadFile } from './tracks.js';

const FILE_FORMATS = ['gpx', 'kml', 'kmz', 'geojson', 'csv'];

/**
 * The files section. `places()` and `tracks()` give what to export; `onPlaces(places, skipped, tracks)` receives
 * an imported file's places, the waypoints it left out for having no position, and its tracks; `say(text, kind)`
 * reports a problem.
 */
export function filesSection(ctx, { places, tracks, onPlaces, say }) {
  const format = el('select', { id: 'saved-file-format' }, FILE_FORMATS.map((name) => el('option', { value: name, text: name.toUpperCase() })));
  // The browser's own file button speaks the browser's language, not the page's: it stays hidden and
  // a button of ours opens it.
  const file = el('input', { type: 'file', id: 'saved-file', hidden: true, accept: '.gpx,.kml,.kmz,.geojson,.json,.csv' });
  const chosen = el('span', { class: 'muted saved-file-name', id: 'saved-file-name', text: ctx.t('saved.noFile') });
  const exportFile = async () => {
    const done = await downloadFile(ctx, { places: places(), tracks: tracks(), format: format.value, title: 'Baluchon', fileName: 'places' });
    if (!done) say(ctx.t('saved.error.export'), 'error');
    else if (done === 'phone') say(ctx.t('saved.file.writtenOnPhone'), 'info');
  };
  /** The file read on the phone, the server being out of reach. */
  const importOnPhone = async (picked) => {
    const read = await readOnDevice(picked.name, new Uint8Array(await picked.arrayBuffer()));
    if (!read.ok) { say(refusalText((key, values) => ctx.t(key, values), read.refusal), 'error'); return; }
    chosen.textContent = `${picked.name} · ${ctx.t('saved.file.readOnPhone')}`;
    if (!read.data.places.length && !read.data.tracks.length) { say(ctx.t('saved.error.emptyFile'), 'error'); return; }
    onPlaces(read.data.places, read.data.skipped, read.data.tracks);
  };
  const importFile = async () => {
    const picked = file.files?.[0];
    file.value = '';
    if (!picked) return;
    chosen.textContent = picked.name;
    if (picked.size > MAX_FILE_BYTES) { say(ctx.t('saved.error.file_too_large'), 'error'); return; }
    // The server reads the file by the same rules as the phone: one that does not answer soon (a hanging link,
    // a large file on a slow one) is not waited on.
    const answer = await postFile(`/api/v1/files/import?${new URLSearchParams({ name: picked.name })}`, picked, { timeoutMs: FALLBACK_WAIT_MS });
    if (!answer.ok && !answer.status) {
      await importOnPhone(picked);
      return;
    }
    if (!answer.ok) { say(answer.error.message, 'error'); return; }
    const body = answer.data;
    if (!body.places?.length && !body.tracks?.length) { say(ctx.t('saved.error.emptyFile'), 'error'); return; }
    onPlaces(body.places ?? [], body.skipped ?? [], body.tracks ?? []);
  };
  file.addEventListener('change', importFile);
  return el('section', { class: 'saved-section', 'aria-labelledby': 'saved-files-title' },
    el('h2', { id: 'saved-files-title', text: ctx.t('saved.files') }),
    el('div', { class: 'saved-row' },
      el('label', { class: 'saved-field' }, el('span', { text: ctx.t('saved.fileFormat') }), format),
      el('button', { type: 'button', class: 'btn btn-secondary', id: 'saved-export', text: ctx.t('saved.export'), onclick: exportFile })),
    el('p', { class: 'saved-file-title', id: 'saved-import-file-title', text: ctx.t('saved.importFile') }),
    el('div', { class: 'saved-file-pick' },
      el('button', {
        type: 'button', class: 'btn btn-secondary', id: 'saved-choose-file', text: ctx.t('saved.chooseFile'),
        'aria-describedby': 'saved-import-file-title saved-file-name', onclick: () => file.click(),
      }),
      chosen, file));
}
