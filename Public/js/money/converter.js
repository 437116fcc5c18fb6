// The currency converter: two amount fields and two currency pickers. Editing either field converts
// into the other at once, in the browser, from the rate table (no request per keystroke); changing
// either currency recomputes; swap; optional keypad; rate, date, source and stale warning shown. The pair
// follows the home/away toggle at once; a wanted currency without a rate is replaced by EUR or USD, and said.
import { el } from '../shared/dom.js';
import { showFieldError, clearFieldError } from '../shared/field-error.js';
import { errorBox, notice } from '../shared/views.js';
import { loadRates, convert, rate } from './rates.js';
import { deviceNote } from '../packs/note.js';
import { parseAmount, amountError, inputText, typedText, formatMoney, formatNumber, separator, MAX_FRACTION_DIGITS } from './amount.js';
import { currencyPicker, currencyName } from './picker.js';
import { keypad } from './keypad.js';
import { defaultPair, savePair, resolvePair } from './defaults.js';
import * as storage from '../shared/storage.js';

const AMOUNT_KEY = 'money.amount';
const ATTRIBUTION = { erapi: 'https://www.exchangerate-api.com' };

function sourceName(ctx, id) {
  return ctx.has(`money.source.${id}`) ? ctx.t(`money.source.${id}`) : id;
}

function formatDay(day, lang, style = 'long') {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(lang, { dateStyle: style, timeZone: 'UTC' }).format(date);
}

/** converter = createConverter(ctx, { compact }); container.append(converter.element); converter.setAmount(dec). */
export function createConverter(ctx, { compact = false, withKeypad = !compact, idPrefix = 'cv' } = {}) {
  let table = null;
  let loaded = null;
  let from = null;
  let to = null;
  let missing = []; // wanted currencies without a rate: [{ code, shown }]
  let scheme = ctx.scheme;
  let active = 'a';
  const touch = window.matchMedia?.('(pointer: coarse)').matches;
  const field = (side) => el('input', {
    id: `${idPrefix}-amount-${side}`, class: 'amount-input', type: 'text', autocomplete: 'off', spellcheck: 'false',
    inputmode: withKeypad && touch ? 'none' : 'decimal', enterkeyhint: 'done',
    oninput: () => { active = side; update(side); }, onfocus: () => { active = side; },
  });
  const inputA = field('a');
  const inputB = field('b');
  const labelA = el('label', { for: inputA.id, class: 'visually-hidden' });
  const labelB = el('label', { for: inputB.id, class: 'visually-hidden' });
  const pickerA = currencyPicker(ctx, { id: `${idPrefix}-from`, label: ctx.t('money.from'), onChange: (code) => { from = code; changed(); } });
  const pickerB = currencyPicker(ctx, { id: `${idPrefix}-to`, label: ctx.t('money.to'), onChange: (code) => { to = code; changed(); } });
  const swap = el('button', {
    type: 'button', id: `${idPrefix}-swap`, class: 'btn btn-secondary swap-button', 'aria-label': ctx.t('money.swap'),
    title: ctx.t('money.swap'), onclick: () => swapCurrencies(),
  }, el('span', { 'aria-hidden': 'true', text: '⇅' }));
  const result = el('p', { id: `${idPrefix}-result`, class: 'converter-result', 'aria-live': 'polite' });
  const info = el('div', { id: `${idPrefix}-info`, class: 'converter-info' });
  const status = el('div', { class: 'converter-status' });
  const form = el('form', { class: 'converter-form', onsubmit: (event) => event.preventDefault() },
    el('div', { class: 'converter-row' }, labelA, inputA, pickerA.element),
    swap,
    el('div', { class: 'converter-row' }, labelB, inputB, pickerB.element));
  const pad = withKeypad ? keypad(ctx, {
    label: ctx.t('money.keypad'), className: 'converter-keypad', onKey: (key) => press(key),
    keys: [...'789456123'].map((d) => ({ key: d, label: d })).concat([
      { key: 'sep', label: separator(ctx.lang), aria: ctx.t('money.key.separator') },
      { key: '0', label: '0' },
      { key: 'back', label: '⌫', aria: ctx.t('money.key.back') },
      { key: 'clear', label: ctx.t('money.key.clear'), aria: ctx.t('money.key.clearLabel'), wide: true, className: 'key-op' },
    ]),
  }) : null;
  const element = el('section', {
    class: `converter${compact ? ' converter-compact' : ''}`, 'aria-labelledby': `${idPrefix}-title`,
    dataset: { state: 'loading' },
  },
  el('h2', { id: `${idPrefix}-title`, class: 'visually-hidden', text: ctx.t('money.converter') }),
  status, form, result, pad, info);

  const input = (side) => (side === 'a' ? inputA : inputB);
  const code = (side) => (side === 'a' ? from : to);
  const digits = (side) => table?.byCode.get(code(side))?.minorUnits ?? 2;

  function update(source) {
    if (!table) return;
    const target = source === 'a' ? 'b' : 'a';
    const parsed = parseAmount(input(source).value, ctx.lang);
    // The other field is written from this one: whatever was wrong with it is gone.
    clearFieldError(input(target));
    if (parsed.error) {
      input(target).value = '';
      result.textContent = parsed.error === 'empty' ? '' : amountError(ctx, parsed);
      result.classList.toggle('is-error', parsed.error !== 'empty');
      // Checked as it is typed: the result line (polite) says why, and the field is described by it.
      if (parsed.error === 'empty') clearFieldError(input(source));
      else showFieldError(input(source), result, { clearOnInput: false });
      storage.set(AMOUNT_KEY, null);
      return;
    }
    clearFieldError(input(source));
    const converted = convert(table, parsed.value, code(source), code(target));
    input(target).value = converted ? inputText(converted, digits(target), ctx.lang) : '';
    result.classList.remove('is-error');
    result.textContent = converted
      ? `${formatMoney(parsed.value, code(source), Math.max(digits(source), parsed.decimals), ctx.lang)} = ${formatMoney(converted, code(target), digits(target), ctx.lang)}`
      : '';
    storage.set(AMOUNT_KEY, { side: source, text: input(source).value, lang: ctx.lang });
  }

  /** A kept amount, written again with this language's separator when it was typed in the other language. */
  function retyped(saved) {
    if (!saved.lang || saved.lang === ctx.lang) return saved.text;
    const parsed = parseAmount(saved.text, saved.lang);
    return parsed.value ? typedText(parsed.value, MAX_FRACTION_DIGITS, ctx.lang) : saved.text;
  }

  function changed() {
    savePair(from, to);
    // A replaced currency is no longer said once the person has chosen another one instead.
    missing = missing.filter((m) => m.shown === from || m.shown === to);
    showStatus();
    labels();
    showRate();
    update(active);
  }

  function swapCurrencies() {
    [from, to] = [to, from];
    const [textA, textB] = [inputA.value, inputB.value];
    inputA.value = textB;
    inputB.value = textA;
    active = active === 'a' ? 'b' : 'a';
    pickerA.set(table, from);
    pickerB.set(table, to);
    changed();
  }

  function press(key) {
    const target = input(active);
    if (key === 'clear') target.value = '';
    else if (key === 'back') target.value = target.value.slice(0, -1);
    else if (key === 'sep') { if (!target.value.includes(separator(ctx.lang))) target.value = `${target.value || '0'}${separator(ctx.lang)}`; }
    else target.value += key;
    update(active);
  }

  function labels() {
    labelA.textContent = ctx.t('money.amountIn', { code: from });
    labelB.textContent = ctx.t('money.amountIn', { code: to });
  }

  function showRate() {
    const r = rate(table, from, to);
    const source = table.source;
    const line = el('p', { class: 'rate-line' },
      r ? `1 ${from} = ${formatNumber(r.roundedSignificant(6), ctx.lang, 12)} ${to}` : '',
      el('span', { class: 'rate-meta' },
        ` · ${ctx.t('money.ratesOf', { date: formatDay(source.date, ctx.lang, compact ? 'medium' : 'long') })} · ${ctx.t('money.source')} `,
        ATTRIBUTION[source.id]
          ? el('a', { href: ATTRIBUTION[source.id], rel: 'noopener', target: '_blank', text: sourceName(ctx, source.id) })
          : sourceName(ctx, source.id)));
    const notes = (source.notes || []).filter((text) => typeof text === 'string' && text);
    info.replaceChildren(line, ...(compact ? [] : notes.map((text) => el('p', { class: 'rate-note muted', text }))));
    element.dataset.source = source.id;
    element.dataset.stale = source.stale ? 'true' : 'false';
  }

  function showStatus() {
    const boxes = [];
    if (loaded.device) {
      boxes.push(deviceNote(ctx, loaded.device));
    } else if (loaded.offline) {
      boxes.push(notice(ctx.t('money.offline', { when: loaded.savedAt ? ctx.formatDateTime(loaded.savedAt) : '?' }), 'info'));
    }
    if (table.source.stale) {
      const date = formatDay(table.source.date, ctx.lang, compact ? 'medium' : 'long');
      boxes.push(notice(ctx.t(compact ? 'money.staleShort' : 'money.stale', { date }), 'warn'));
    }
    const key = `money.missing.${table.source.id === 'embedded' ? 'notYet' : 'notQuoted'}${compact ? 'Short' : ''}`;
    for (const { code: wanted, shown } of missing) {
      const name = currencyName(wanted, ctx.lang);
      const named = compact ? shown : `${table.byCode.get(shown)?.name ?? shown} (${shown})`;
      boxes.push(notice(ctx.t(key, { name, code: wanted, shown: named }), 'warn'));
    }
    status.replaceChildren(...boxes);
  }

  /** The pair of the home/away settings for the scheme, each currency without a rate replaced (and said). */
  function choosePair() {
    const pair = resolvePair(defaultPair(ctx.lang, scheme), table.rates, table.base);
    missing = pair.missing;
    return pair;
  }

  /** The home/away toggle: the other side's pair at once; the amounts follow their currencies when it is a swap. */
  function followScheme(next) {
    scheme = next;
    if (!table) return;
    const pair = choosePair();
    if (pair.from === to && pair.to === from && from !== to) {
      swapCurrencies();
      return;
    }
    [from, to] = [pair.from, pair.to];
    pickerA.set(table, from);
    pickerB.set(table, to);
    changed();
  }

  async function load() {
    element.dataset.state = 'loading';
    status.replaceChildren(el('p', { class: 'muted', text: ctx.t('status.loading') }));
    const answer = await loadRates(ctx);
    if (answer.aborted) return;
    if (!answer.table) {
      element.dataset.state = 'error';
      status.replaceChildren(errorBox(ctx, ctx.t('money.loadError'), answer.failure, () => load()));
      return;
    }
    [loaded, table] = [answer, answer.table];
    ({ from, to } = choosePair());
    pickerA.set(table, from);
    pickerB.set(table, to);
    labels();
    showStatus();
    showRate();
    const saved = storage.get(AMOUNT_KEY);
    if (saved && (saved.side === 'a' || saved.side === 'b') && typeof saved.text === 'string' && !inputA.value && !inputB.value) {
      active = saved.side;
      input(saved.side).value = retyped(saved);
    } else if (!inputA.value && !inputB.value) {
      inputA.value = '100';
      active = 'a';
    }
    update(active);
    element.dataset.offline = answer.offline ? 'true' : 'false';
    element.dataset.state = 'ready';
  }

  const ready = load();
  ctx.onScheme?.(followScheme);
  return {
    element,
    ready,
    /**
     * Puts `value` (a Dec, from the calculator) into the first field, rounded to the currency's minor units as
     * money is shown, and converts it; an amount it cannot take (negative, too large) is explained like a typed one.
     */
    setAmount(value) {
      active = 'a';
      inputA.value = typedText(value, digits('a'), ctx.lang);
      update('a');
      inputA.focus();
    },
  };
}
