// Translate a photo: "Photo" takes a picture (or a file), the server reads its lines (/api/v1/ocr, with
// Tesseract) in the source language, each line goes through /api/v1/translate, and photo-view.js shows
// the translations over the photo. Mounted by page.js, which hands over the chosen languages.
import { el } from '../shared/dom.js';
import { postFile, postJSON } from '../shared/api.js';
import { errorBox } from '../shared/views.js';
import { photoView } from './photo-view.js';

/** The server's limit (ImageHeader.maximumBytes): a larger photo is refused before it is sent. */
const MAX_BYTES = 20 * 1024 * 1024;
/** Reading a large photo takes longer than a text's translation. */
const OCR_TIMEOUT_MS = 60000;
/** Lines translated at once. */
const PARALLEL = 4;

/**
 * `languages()` gives { source, target, favoured } at the time of the photo; `nameOf(code)` names a
 * language. Returns { node }.
 */
export function photoControl(ctx, { languages, nameOf }) {
  const input = el('input', {
    id: 'translate-photo', type: 'file', accept: 'image/*', capture: 'environment', class: 'visually-hidden',
    'aria-describedby': 'photo-hint',
  });
  const pick = el('label', { for: 'translate-photo', class: 'btn btn-secondary photo-pick', text: ctx.t('translate.photo.pick') });
  const status = el('p', { id: 'photo-status', class: 'muted', 'aria-live': 'polite' });
  const problem = el('div', { id: 'photo-error', 'aria-live': 'assertive' });
  const result = el('div', { id: 'photo-result' });
  const node = el('section', { id: 'photo', class: 'photo', 'aria-labelledby': 'photo-title' },
    el('h2', { id: 'photo-title', text: ctx.t('translate.photo.title') }),
    el('p', { id: 'photo-hint', class: 'muted', text: ctx.t('translate.photo.hint') }),
    el('div', { class: 'photo-actions' }, input, pick),
    status, problem, result);
  let inFlight = null;
  let url = null;

  function fail(title, failure) {
    status.textContent = '';
    node.removeAttribute('aria-busy');
    problem.replaceChildren(errorBox(ctx, title, failure));
  }

  async function translateLines(read, chosen, view, translations, signal) {
    let next = 0;
    let done = 0;
    async function worker() {
      while (next < read.lines.length) {
        const index = next++;
        const answer = await postJSON('/api/v1/translate', {
          text: read.lines[index].text, source: chosen.source, target: chosen.target, favoured: chosen.favoured,
        }, { signal });
        if (signal.aborted) return;
        translations[index] = answer.ok && typeof answer.data.text === 'string' ? { text: answer.data.text } : { error: answer.error.message };
        view.update(index);
        done += 1;
        status.textContent = ctx.t('translate.photo.translating', { done: ctx.formatNumber(done), count: read.lines.length });
      }
    }
    await Promise.all(Array.from({ length: Math.min(PARALLEL, read.lines.length) }, worker));
  }

  async function readPhoto(file) {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    ctx.signal.addEventListener('abort', () => controller.abort(), { once: true });
    problem.replaceChildren();
    result.replaceChildren();
    if (url) URL.revokeObjectURL(url);
    url = null;
    if (file.size > MAX_BYTES) {
      fail(ctx.t('translate.photo.error'), { error: { message: ctx.t('translate.photo.tooLarge', { limit: MAX_BYTES / 1024 / 1024 }), hint: null } });
      return;
    }
    const chosen = languages();
    node.setAttribute('aria-busy', 'true');
    status.textContent = ctx.t('translate.photo.reading', { language: nameOf(chosen.source) });
    const query = `source=${encodeURIComponent(chosen.source)}&lang=${encodeURIComponent(ctx.lang)}`;
    const answer = await postFile(`/api/v1/ocr?${query}`, file, { signal: controller.signal, timeoutMs: OCR_TIMEOUT_MS });
    if (answer.aborted || controller.signal.aborted) return;
    if (!answer.ok || !Array.isArray(answer.data.lines)) {
      fail(ctx.t('translate.photo.error'), answer.ok ? { error: { message: ctx.t('error.badResponse'), hint: null } } : answer);
      return;
    }
    const read = answer.data;
    url = URL.createObjectURL(file);
    const translations = read.lines.map(() => null);
    const view = photoView(ctx, { read, url, target: chosen.target, translations });
    result.replaceChildren(view.node);
    status.textContent = ctx.t('translate.photo.translating', { done: ctx.formatNumber(0), count: read.lines.length });
    await translateLines(read, chosen, view, translations, controller.signal);
    if (controller.signal.aborted) return;
    node.removeAttribute('aria-busy');
    node.dataset.state = 'done';
    status.textContent = ctx.t('translate.photo.done', { count: read.lines.length, source: nameOf(chosen.source), target: nameOf(chosen.target) });
  }

  input.addEventListener('change', () => {
    const [file] = input.files;
    input.value = '';
    if (file) readPhoto(file);
  });
  ctx.signal.addEventListener('abort', () => { if (url) URL.revokeObjectURL(url); }, { once: true });
  return { node };
}
