// The city list as a file: export it, or import one (a JSON file of at most 256 KB).
import { el } from '../shared/dom.js';
import * as cities from './cities.js';

const MAX_FILE_BYTES = 256 * 1024;

function download(name, text) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = el('a', { href: url, download: name, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The export and import buttons. `current()` gives the list to export; `onImport(list)` receives an
 * imported one, `onError(key)` the catalog key of what was wrong with the file.
 */
export function listFileSection(ctx, { current, onImport, onError }) {
  const input = el('input', {
    type: 'file', id: 'weather-import', accept: 'application/json,.json', class: 'visually-hidden', tabindex: '-1', 'aria-hidden': 'true',
    'aria-label': ctx.t('weather.import'), title: ctx.t('weather.import'),
  });
  input.addEventListener('change', async () => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    try {
      if (file.size > MAX_FILE_BYTES) throw new Error('format');
      onImport(cities.parseImport(await file.text()));
    } catch (error) {
      onError(error.message === 'empty' ? 'weather.importEmpty' : 'weather.importError');
    }
  });
  return el('section', { class: 'weather-file', 'aria-label': ctx.t('weather.fileHeading') },
    el('button', {
      type: 'button', id: 'weather-export', class: 'btn btn-secondary', text: ctx.t('weather.export'),
      onclick: () => download('baluchon-weather-cities.json', cities.exportText(current())),
    }),
    el('button', {
      type: 'button', id: 'weather-import-button', class: 'btn btn-secondary', text: ctx.t('weather.import'),
      onclick: () => input.click(),
    }),
    input);
}
