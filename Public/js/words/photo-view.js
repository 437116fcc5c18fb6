// A read photo shown back: the picture with each line's translation set over the line's place (a tap
// shows the original there instead), and below it every line as text — the original, copyable, and its
// translation — so the words stay readable on a phone however small the photo's letters are.
import { el } from '../shared/dom.js';

/** Smallest and largest letters over the photo, in CSS pixels. */
const FONT_MIN = 11;
const FONT_MAX = 22;

/** Percent of `part` in `whole`, for a position that follows the picture's size. */
const percent = (part, whole) => `${(100 * part) / whole}%`;

/**
 * `read` is the OCR answer ({ lines, width, height, language }), `url` the photo's object URL,
 * `translations` one { text } or { error } per line (filled in as they come: call `update(i)`).
 * Returns { node, update(index), fit() }.
 */
export function photoView(ctx, { read, url, target, translations }) {
  const image = el('img', { id: 'photo-image', src: url, alt: ctx.t('translate.photo.alt') });
  const overlays = read.lines.map((line, index) => {
    const overlay = el('button', {
      type: 'button', class: 'photo-line', 'data-index': String(index), 'aria-pressed': 'false', title: ctx.t('translate.photo.toggle'),
    });
    // Set through the style object: the page's Content-Security-Policy refuses style attributes.
    Object.assign(overlay.style, {
      left: percent(line.box.x, read.width), top: percent(line.box.y, read.height),
      width: percent(line.box.w, read.width), minHeight: percent(line.box.h, read.height),
    });
    return overlay;
  });
  const figure = el('figure', { id: 'photo-figure', class: 'photo-figure' }, image, ...overlays);
  const items = read.lines.map((line) => el('li', { class: 'photo-item' },
    el('span', { class: 'photo-original', lang: read.language, dir: 'auto', text: line.text }),
    el('span', { class: 'photo-translation', lang: target, dir: 'auto' })));
  const copy = el('button', { id: 'photo-copy', type: 'button', class: 'btn btn-secondary', text: ctx.t('translate.photo.copy') });
  const list = el('ol', { id: 'photo-lines', class: 'photo-lines' }, ...items);
  const node = el('div', { class: 'photo-result' },
    figure,
    el('p', { class: 'muted', text: ctx.t('translate.photo.toggle') }),
    el('h2', { text: ctx.t('translate.photo.lines') }),
    list,
    el('div', { class: 'result-actions' }, copy));

  function shown(index) {
    const answer = translations[index];
    if (!answer) return '…';
    return answer.error ? ctx.t('translate.photo.untranslated', { message: answer.error }) : answer.text;
  }

  function update(index) {
    const overlay = overlays[index];
    const original = overlay.getAttribute('aria-pressed') === 'true';
    overlay.textContent = original ? read.lines[index].text : shown(index);
    overlay.lang = original ? read.language : target;
    overlay.classList.toggle('is-error', Boolean(translations[index]?.error));
    items[index].querySelector('.photo-translation').textContent = shown(index);
  }

  /** Letters as tall as the line in the photo as shown, within what a phone can read. */
  function fit() {
    const scale = image.clientWidth / read.width;
    if (!scale) return;
    read.lines.forEach((line, index) => {
      const size = Math.max(FONT_MIN, Math.min(FONT_MAX, line.box.h * scale * 0.8));
      overlays[index].style.fontSize = `${size}px`;
    });
  }

  overlays.forEach((overlay, index) => {
    overlay.addEventListener('click', () => {
      overlay.setAttribute('aria-pressed', String(overlay.getAttribute('aria-pressed') !== 'true'));
      update(index);
    });
    update(index);
  });
  copy.addEventListener('click', async () => {
    const value = read.lines.map((line) => line.text).join('\n');
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // No clipboard API outside secure contexts: the list's original text is selected for the person to copy.
      const range = document.createRange();
      range.selectNodeContents(list);
      getSelection().removeAllRanges();
      getSelection().addRange(range);
    }
    ctx.announce(ctx.t('translate.photo.copied'));
  });
  image.addEventListener('load', fit);
  window.addEventListener('resize', fit, { signal: ctx.signal });
  return { node, update, fit };
}
