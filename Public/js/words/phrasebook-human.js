// The phrasebook's human translation, shown above the machine one when the text is one of its phrases.
import { el } from '../shared/dom.js';

export function humanBox(ctx) {
  const text = el('p', { id: 'translate-human-text', class: 'result human-text' });
  const meta = el('p', { id: 'translate-human-meta', class: 'muted meta' });
  const node = el('div', { id: 'translate-human', class: 'human', hidden: true },
    el('p', { class: 'human-label', text: ctx.t('translate.human') }), text, meta);
  return {
    node,
    clear() {
      node.hidden = true;
      text.textContent = '';
      meta.textContent = '';
    },
    show(human, lang) {
      if (!human || typeof human.text !== 'string') return this.clear();
      text.textContent = human.text;
      text.setAttribute('lang', lang);
      meta.replaceChildren(
        ctx.t(human.similarity >= 1 ? 'translate.humanExact' : 'translate.humanClose', { matched: human.matched }), ' · ',
        el('a', { href: human.url, rel: 'noopener', text: human.source }), ` (${human.licence})`);
      node.hidden = false;
    },
  };
}
