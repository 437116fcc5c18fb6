// "On this phone — pack of 25 Nov 2026": said wherever an answer came from a kept pack (`device` in the answer).
import { el } from '../shared/dom.js';

/** The pack's data date in the page's language: "25 Nov 2026", "25 novembre 2026". */
export function packDate(dataDate, lang) {
  const [year, month, day] = dataDate.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    day: 'numeric', month: lang === 'fr' ? 'long' : 'short', year: 'numeric', timeZone: 'UTC',
  }).format(date);
}

/** The note for an answer's `device`, or null when the server answered. */
export function deviceNote(ctx, device) {
  if (!device || typeof device.dataDate !== 'string') return null;
  return el('p', { class: 'notice notice-info device-note', dataset: { pack: String(device.pack || '') } },
    ctx.t('map.packs.onDevice', { date: packDate(device.dataDate, ctx.lang) }));
}
