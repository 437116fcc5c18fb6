// The translation shown back: the text (always as text, in its language) with the words the offline engine
// did not know highlighted and listed, how far it can be trusted (online, gist, rough, or nothing to translate)
// and its route, what gave it, copy and read aloud.
import { el, append } from '../shared/dom.js';
import { humanBox } from './phrasebook-human.js';

const QUALITIES = ['online', 'gist', 'rough'];
const KINDS = ['unknown', 'transfer', 'generation'];
const kindOf = (word) => (KINDS.includes(word.kind) ? word.kind : 'unknown');

/**
 * The translated text as nodes: plain text, and each unknown word (offset and length in code points, as
 * the server counts) in a <mark>. Words whose place does not match the text are left unmarked.
 */
export function markedText(text, unknownWords) {
  const points = Array.from(String(text));
  const words = (Array.isArray(unknownWords) ? unknownWords : [])
    .filter((word) => Number.isInteger(word?.offset) && Number.isInteger(word?.length) && word.length > 0)
    .sort((a, b) => a.offset - b.offset);
  const nodes = [];
  let at = 0;
  for (const word of words) {
    if (word.offset < at || word.offset + word.length > points.length) continue;
    if (word.offset > at) nodes.push(document.createTextNode(points.slice(at, word.offset).join('')));
    const kind = kindOf(word);
    nodes.push(el('mark', { class: 'unknown-word', dataset: { kind }, text: points.slice(word.offset, word.offset + word.length).join('') }));
    at = word.offset + word.length;
  }
  if (at < points.length) nodes.push(document.createTextNode(points.slice(at).join('')));
  return nodes;
}

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
  const quality = el('p', { id: 'translate-quality', class: 'quality', hidden: true });
  const legend = el('div', { id: 'translate-unknown', class: 'unknown-legend', hidden: true });

  function showQuality(data) {
    const steps = Array.isArray(data.route) ? data.route : [];
    // A route of one language: the text was already in the target language, so no quality to claim.
    const level = steps.length === 1 ? 'same' : QUALITIES.includes(data.quality) ? data.quality : null;
    quality.hidden = !level;
    if (!level) return;
    quality.dataset.quality = level;
    const route = steps.length > 1 ? steps.map(nameOf).join(' → ') : '';
    const label = level === 'same' ? ctx.t('translate.quality.same', { language: nameOf(steps[0]) }) : ctx.t(`translate.quality.${level}`);
    quality.replaceChildren();
    append(quality, [
      el('strong', { class: 'quality-level', text: label }),
      route ? el('span', { class: 'quality-route', text: ctx.t('translate.route', { route }) }) : null]);
  }

  function showUnknown(data) {
    const words = Array.isArray(data.unknownWords) ? data.unknownWords : [];
    legend.hidden = words.length === 0;
    if (!words.length) {
      legend.replaceChildren();
      return;
    }
    const byKind = KINDS.map((kind) => [kind, [...new Set(words.filter((word) => kindOf(word) === kind).map((word) => String(word.word)))]])
      .filter(([, found]) => found.length > 0);
    legend.replaceChildren(
      el('p', { class: 'unknown-title', text: ctx.t('translate.unknown.legend') }),
      el('ul', { class: 'unknown-list' }, byKind.map(([kind, found]) => el('li', { dataset: { kind } },
        el('mark', { class: 'unknown-word', dataset: { kind }, text: found.join(', ') }),
        ' ',
        el('span', { text: ctx.t(`translate.unknown.${kind}`) })))));
  }

  const human = humanBox(ctx);

  function describe(data) {
    const parts = [ctx.t(data.offline ? 'translate.nameOffline' : 'translate.name', { name: data.providerName || data.provider })];
    if (data.kept) parts.push(ctx.t('translate.history.kept'));
    else parts.push(ctx.t('translate.elapsed', { ms: ctx.formatNumber(Number(data.elapsedMilliseconds) || 0) }));
    const route = Array.isArray(data.route) ? data.route : [];
    if (route.length > 2) parts.push(ctx.t('translate.via', { languages: route.slice(1, -1).map(nameOf).join(', ') }));
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
    quality,
    human.node,
    result,
    legend,
    el('div', { class: 'result-actions' }, copy, speak),
    meta);

  return {
    node,
    clear() {
      result.textContent = '';
      meta.textContent = '';
      quality.hidden = true;
      legend.hidden = true;
      copy.disabled = true;
      speak.disabled = true;
      human.clear();
    },
    show(data) {
      result.replaceChildren(...markedText(data.text, data.unknownWords));
      showQuality(data);
      showUnknown(data);
      result.setAttribute('lang', String(data.target || fallbackLanguage()));
      meta.textContent = describe(data);
      copy.disabled = false;
      speak.disabled = false;
      human.show(data.human, String(data.target || fallbackLanguage()));
    },
  };
}
