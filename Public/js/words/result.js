// The translation shown back: the text (always as text, in its language), what gave it, copy and read aloud.
import { el } from '../shared/dom.js';
import { humanBox } from './phrasebook-human.js';

/**
 * The result box. `nameOf(code)` names a language; `fallbackLanguage()` is the target picked when an
 * answer does not say its own. Returns { node, clear(), show(data) }.
 */
export function resultBox(ctx, { nameOf, fallbackLanguage }) {
  const result = el('output', { id: 'translate-result', class: 'result', for: 'translate-text', 'aria-live': 'polite' });
  const copy = el('button', { id: 'translate-copy', type: 'button', class: 'btn btn-secondary', disabled: true, text: ctx.t('translate.copy') });
  const speak = el('button', {
    id: 'translate-speak', type: 'button', class: 'btn btn-secondary', disabled: true, text: ctx.t('translate.speak'),
    hidden: !('speechSynthesis' in window),
  });
  const meta = el('p', { id: 'translate-meta', class: 'muted meta' });
  const human = humanBox(ctx);

  function describe(data) {
    const parts = [ctx.t(data.offline ? 'translate.nameOffline' : 'translate.name', { name: data.providerName || data.provider })];
    parts.push(ctx.t('translate.elapsed', { ms: ctx.formatNumber(Number(data.elapsedMilliseconds) || 0) }));
    const route = Array.isArray(data.route) ? data.route : [];
    if (route.length > 2) parts.push(ctx.t('translate.via', { languages: route.slice(1, -1).map(nameOf).join(', ') }));
    if (route.length === 1) parts.push(ctx.t('translate.same', { language: nameOf(route[0]) }));
    if (data.cached) parts.push(ctx.t('translate.cached'));
    if (data.provenance?.stale) parts.push(ctx.t('translate.stale'));
    return parts.join(' · ');
  }

  async function copyResult() {
    const value = result.textContent;
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // No clipboard API outside secure contexts (a phone on the local network): select and copy.
      const scratch = el('textarea', { class: 'visually-hidden', readonly: true });
      scratch.value = value;
      document.body.append(scratch);
      scratch.select();
      document.execCommand('copy');
      scratch.remove();
    }
    ctx.announce(ctx.t('translate.copied'));
  }

  function speakResult() {
    if (!('speechSynthesis' in window) || !result.textContent) return;
    const utterance = new SpeechSynthesisUtterance(result.textContent);
    utterance.lang = result.getAttribute('lang') || fallbackLanguage();
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
  }

  copy.addEventListener('click', copyResult);
  speak.addEventListener('click', speakResult);

  const node = el('section', { class: 'result-box', 'aria-labelledby': 'translate-result-h' },
    el('h2', { id: 'translate-result-h', text: ctx.t('translate.result') }),
    human.node,
    result,
    el('div', { class: 'result-actions' }, copy, speak),
    meta);

  return {
    node,
    clear() {
      result.textContent = '';
      meta.textContent = '';
      copy.disabled = true;
      speak.disabled = true;
      human.clear();
    },
    show(data) {
      result.textContent = data.text;
      result.setAttribute('lang', String(data.target || fallbackLanguage()));
      meta.textContent = describe(data);
      copy.disabled = false;
      speak.disabled = false;
      human.show(data.human, String(data.target || fallbackLanguage()));
    },
  };
}
