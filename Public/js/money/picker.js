// A currency picker: a button showing the chosen currency that opens a dialog listing every currency of
// the rate table, filtered as one types a code or a name in the interface language.
import { el } from '../shared/dom.js';

function fold(text) {
  return String(text).normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Currencies matching `query`: codes starting with it first, then names containing it. */
export function filterCurrencies(currencies, query) {
  const wanted = fold(query.trim());
  if (!wanted) return currencies;
  const byCode = currencies.filter((c) => fold(c.code).startsWith(wanted));
  const byName = currencies.filter((c) => !byCode.includes(c) && fold(c.name).includes(wanted));
  return [...byCode, ...byName];
}

/** The name of any ISO 4217 currency in `lang`, from the browser's own data (the code when it has none). */
export function currencyName(code, lang) {
  try {
    return new Intl.DisplayNames([lang], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Currencies that exist (ISO 4217, named by the browser in `lang`) matching `query` but missing from the
 * rate table: the ones a traveller must be told will come with online rates, rather than "no currency".
 */
export function missingCurrencies(table, query, lang) {
  if (!query.trim() || typeof Intl.supportedValuesOf !== 'function') return [];
  let names = null;
  try {
    names = new Intl.DisplayNames([lang], { type: 'currency' });
  } catch {
    return [];
  }
  const known = Intl.supportedValuesOf('currency')
    .filter((code) => !table.byCode.has(code))
    .map((code) => ({ code, name: names.of(code) ?? code }))
    // Withdrawn currencies the browser still knows are named by their code alone: left out.
    .filter((currency) => currency.name !== currency.code);
  return filterCurrencies(known, query);
}

/**
 * picker = currencyPicker(ctx, { id, label, onChange }); picker.element; picker.set(table, code).
 * onChange(code) runs when the person picks another currency.
 */
export function currencyPicker(ctx, { id, label, onChange }) {
  let table = null;
  let value = null;
  const code = el('span', { class: 'picker-code' });
  const name = el('span', { class: 'picker-name' });
  const button = el('button', {
    type: 'button', id, class: 'picker-button', 'aria-haspopup': 'dialog',
    onclick: () => open(),
  }, code, name);
  const search = el('input', {
    type: 'search', id: `${id}-search`, class: 'picker-search', autocomplete: 'off', spellcheck: 'false',
    placeholder: ctx.t('money.picker.placeholder'), 'aria-controls': `${id}-list`,
    oninput: () => fill(), onkeydown: (event) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        const first = list.querySelector('button');
        if (first) choose(first.dataset.code);
      }
    },
  });
  // The list is not a live region (it would be read whole at each key): a line says how many match.
  const list = el('ul', { id: `${id}-list`, class: 'picker-list' });
  const count = el('p', { id: `${id}-count`, class: 'visually-hidden', role: 'status' });
  const close = el('button', { type: 'button', class: 'btn btn-secondary picker-close', text: ctx.t('money.picker.close'), onclick: () => dialog.close() });
  const dialog = el('dialog', { class: 'picker-dialog', 'aria-labelledby': `${id}-title` },
    el('div', { class: 'picker-head' },
      el('h2', { id: `${id}-title`, class: 'picker-title', text: label }), close),
    el('label', { for: `${id}-search`, class: 'visually-hidden', text: ctx.t('money.picker.search') }),
    search, count, list);
  dialog.addEventListener('close', () => button.focus());

  function fill() {
    if (!table) return;
    const matches = filterCurrencies(table.currencies, search.value);
    list.replaceChildren(...(matches.length ? matches.map((currency) =>
      el('li', {},
        el('button', {
          type: 'button', class: 'picker-option', dataset: { code: currency.code },
          'aria-current': currency.code === value ? 'true' : null, onclick: () => choose(currency.code),
        },
        el('span', { class: 'picker-code', text: currency.code }),
        el('span', { class: 'picker-name', text: currency.name }))))
      : empty()));
    count.textContent = matches.length ? ctx.t('money.picker.count', { count: matches.length })
      : [...list.children].map((item) => item.textContent).join(' ');
  }

  /** Nothing in the table: a currency that exists is said to come with online rates, else "no currency". */
  function empty() {
    const missing = missingCurrencies(table, search.value, ctx.lang).slice(0, 3);
    if (!missing.length) return [el('li', { class: 'picker-empty muted', text: ctx.t('money.picker.none') })];
    const key = table.source?.id === 'embedded' ? 'money.picker.notYet' : 'money.picker.notQuoted';
    return missing.map((currency) => el('li', { class: 'picker-empty picker-missing', text: ctx.t(key, currency) }));
  }

  function choose(next) {
    dialog.close();
    if (next !== value) {
      show(next);
      onChange(next);
    }
  }

  function open() {
    if (!table) return;
    search.value = '';
    fill();
    dialog.showModal();
    search.focus();
  }

  function show(next) {
    value = next;
    const currency = table?.byCode.get(next);
    code.textContent = next;
    name.textContent = currency ? currency.name : '';
    button.setAttribute('aria-label', `${label}: ${next}${currency ? `, ${currency.name}` : ''}`);
  }

  return {
    element: el('div', { class: 'picker' }, button, dialog),
    set(nextTable, next) {
      table = nextTable;
      show(next);
    },
    get value() { return value; },
  };
}
