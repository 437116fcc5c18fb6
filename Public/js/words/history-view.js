// The translations kept on the phone, under the translate form: each one shows its text and translation;
// a tap puts them back in the form and the result box (no connection needed), a star keeps it past the
// last 100, and it can be removed.
import { el } from '../shared/dom.js';
import { added, starred, removed, loadHistory, saveHistory } from './history.js';

/**
 * The history section. `reuse(entry)` is called when the traveller taps an entry. Returns
 * { node, add(text, answer) }.
 */
export function historyList(ctx, { nameOf, reuse }) {
  let list = loadHistory();
  const items = el('ol', { id: 'translate-history-list', class: 'history-list' });
  const empty = el('p', { id: 'translate-history-empty', class: 'muted', text: ctx.t('translate.history.empty') });
  const problem = el('p', { id: 'translate-history-full', class: 'history-full', role: 'status', hidden: true, text: ctx.t('translate.history.full') });

  function store(next) {
    list = next;
    problem.hidden = saveHistory(list);
    draw();
  }

  function item(entry) {
    const star = el('button', {
      type: 'button', class: 'btn btn-secondary history-star', 'aria-pressed': String(entry.starred),
      'aria-label': ctx.t('translate.history.starLabel', { text: entry.text }), title: ctx.t('translate.history.star'),
    }, el('span', { 'aria-hidden': 'true', text: entry.starred ? '★' : '☆' }));
    const remove = el('button', {
      type: 'button', class: 'btn btn-secondary history-remove',
      'aria-label': ctx.t('translate.history.removeLabel', { text: entry.text }), title: ctx.t('translate.history.remove'),
    }, el('span', { 'aria-hidden': 'true', text: '✕' }));
    const show = el('button', {
      type: 'button', class: 'history-reuse', 'aria-label': ctx.t('translate.history.reuse', { text: entry.text }),
    },
    el('span', { class: 'history-languages muted', text: `${nameOf(entry.source)} → ${nameOf(entry.target)}` }),
    el('span', { class: 'history-text', lang: entry.source, text: entry.text }),
    el('span', { class: 'history-translation', lang: entry.target, text: entry.translation }));
    star.addEventListener('click', () => {
      store(starred(list, entry.id, !entry.starred));
      ctx.announce(ctx.t(entry.starred ? 'translate.history.unstarred' : 'translate.history.starred'));
      // The list is drawn again: the focus stays on this entry's star rather than falling off the page.
      [...items.children].find((li) => li.dataset.id === String(entry.id))?.querySelector('.history-star')?.focus();
    });
    remove.addEventListener('click', () => {
      const at = list.findIndex((one) => one.id === entry.id);
      store(removed(list, entry.id));
      ctx.announce(ctx.t('translate.history.removed'));
      // The focus goes to the entry that took its place (or the one before), else to the section's heading.
      const next = items.children[Math.min(at, items.children.length - 1)];
      (next?.querySelector('.history-remove') || heading).focus();
    });
    show.addEventListener('click', () => reuse(entry));
    return el('li', { class: 'history-item', dataset: { id: entry.id, starred: String(entry.starred) } }, show, el('div', { class: 'history-actions' }, star, remove));
  }

  function draw() {
    items.replaceChildren(...list.map(item));
    empty.hidden = list.length > 0;
  }

  const heading = el('h2', { id: 'translate-history-h', tabindex: '-1', text: ctx.t('translate.history.title') });
  const node = el('section', { id: 'translate-history', class: 'history', 'aria-labelledby': 'translate-history-h' },
    heading,
    el('p', { class: 'muted history-note', text: ctx.t('translate.history.note') }),
    problem,
    empty,
    items);
  draw();

  return {
    node,
    add(text, answer) {
      store(added(list, text, answer));
    },
  };
}
