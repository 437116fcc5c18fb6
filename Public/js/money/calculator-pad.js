// The calculator (CountOnMe style): an expression line, a result line and a keypad; + − × ÷ with
// precedence, parentheses, %, sign change, clear and clear-entry, chained operations. Evaluation is the
// JavaScript twin of BaluchonCore's Calculator, so it is instant and works offline. The calculation is kept
// (storage.js) through navigation, language switches and reloads.
import { el, icon } from '../shared/dom.js';
import * as storage from '../shared/storage.js';
import { keypad } from './keypad.js';
import { evaluate, displayed, CalculatorError, MAXIMUM_DIGITS, MAXIMUM_LENGTH } from './calculator.js';
import { formatNumber, separator } from './amount.js';

const OPERATORS = { '+': '+', '-': '−', '*': '×', '/': '÷' };
const GLYPHS = new Set(['+', '−', '×', '÷']);
const STATE_KEY = 'money.calc';

/**
 * `value` written with as many digits as a number of a calculation may have (plain text with "."), so that a
 * calculation chained on a result keeps its precision (100 ÷ 3 = × 3 = gives 100); null when it needs more.
 */
export function chainedText(value) {
  const integerDigits = Math.max(1, value.magnitudeExponent() + 1);
  const text = value.rounded(Math.max(0, MAXIMUM_DIGITS - integerDigits)).toPlain();
  return text.replace(/\D/g, '').length <= MAXIMUM_DIGITS ? text : null;
}

/** A kept calculation written in `from` (its decimal separator) made ready for `to`. */
function retyped(text, from, to) {
  return from === to ? text : text.replaceAll(separator(from), separator(to));
}

/** The text of a calculator error, in the interface language. */
export function errorText(ctx, error) {
  if (!(error instanceof CalculatorError)) return ctx.t('calc.error.malformed');
  const key = `calc.error.${error.reason}`;
  const params = { position: error.position ?? '', character: error.character ?? '', limit: error.limit ?? '' };
  return ctx.has(key) ? ctx.t(key, params) : ctx.t('calc.error.malformed');
}

/** calc = createCalculator(ctx, { onSend }); onSend(dec) receives a result sent to the converter. */
export function createCalculator(ctx, { onSend, idPrefix = 'calc' } = {}) {
  const sep = separator(ctx.lang);
  let expression = '';
  let exact = null; // Dec of the last "=", full precision, or null
  let result = null; // the same as shown
  let carried = null; // { text, exact }: the result a calculation chains on, as shown and with all its digits
  let evaluated = false;
  let equalled = false; // the last key was "=" (its result or error is shown)

  const expressionLine = el('output', { id: `${idPrefix}-expression`, class: 'calc-expression', 'aria-live': 'off' });
  const resultLine = el('output', { id: `${idPrefix}-result`, class: 'calc-result', 'aria-live': 'polite' });
  const send = el('button', {
    type: 'button', id: `${idPrefix}-send`, class: 'key calc-send', disabled: true, 'aria-label': ctx.t('calc.send'),
    title: ctx.t('calc.send'), onpointerdown: (event) => event.preventDefault(), onclick: () => { if (exact) onSend?.(exact); },
  }, el('span', { 'aria-hidden': 'true', text: '→' }), icon('currency', 'icon calc-send-icon'));
  const pad = keypad(ctx, {
    label: ctx.t('calc.keypad'), className: 'calc-keypad', onKey: (key) => press(key),
    keys: [
      { key: 'C', label: 'C', aria: ctx.t('calc.key.clear'), className: 'key-op' },
      { key: 'CE', label: 'CE', aria: ctx.t('calc.key.clearEntry'), className: 'key-op' },
      { key: '(', label: '(' }, { key: ')', label: ')' },
      { key: '/', label: '÷', aria: ctx.t('calc.key.divide'), className: 'key-op' },
      { key: '7', label: '7' }, { key: '8', label: '8' }, { key: '9', label: '9' },
      { key: '%', label: '%', aria: ctx.t('calc.key.percent') },
      { key: '*', label: '×', aria: ctx.t('calc.key.multiply'), className: 'key-op' },
      { key: '4', label: '4' }, { key: '5', label: '5' }, { key: '6', label: '6' },
      { key: 'neg', label: '±', aria: ctx.t('calc.key.sign') },
      { key: '-', label: '−', aria: ctx.t('calc.key.minus'), className: 'key-op' },
      { key: '1', label: '1' }, { key: '2', label: '2' }, { key: '3', label: '3' },
      { key: 'back', label: '⌫', aria: ctx.t('money.key.back') },
      { key: '+', label: '+', aria: ctx.t('calc.key.plus'), className: 'key-op' },
      { key: '0', label: '0' },
      { key: 'sep', label: sep, aria: ctx.t('money.key.separator') },
      { key: '=', label: '=', aria: ctx.t('calc.key.equals'), className: 'key-equals', wide: true },
    ],
  });
  const element = el('section', { class: 'calculator', 'aria-labelledby': `${idPrefix}-title`, tabindex: '-1' },
    el('h2', { id: `${idPrefix}-title`, class: 'calc-title visually-hidden', text: ctx.t('calc.title') }),
    // A group, so that its name is said when it takes the focus (a plain div's name is not).
    el('div', { class: 'calc-display', tabindex: '0', role: 'group', 'aria-label': ctx.t('calc.display') }, expressionLine, resultLine),
    pad);
  pad.append(send);

  /** The trailing number of the expression (the current entry), with where it starts. */
  function currentEntry() {
    const match = /(\(−)?(\d+(?:[.,]\d*)?|[.,]\d+)(\))?$/.exec(expression);
    return match ? { start: match.index, text: match[0], negated: Boolean(match[1] && match[3]), digits: match[2] } : null;
  }

  function render() {
    expressionLine.textContent = expression || '0';
    element.dataset.expression = expression;
  }

  /** Whether the expression still starts with the result it chains on, untouched. */
  function intact() {
    return Boolean(carried) && expression.startsWith(carried.text) && !/^[\d.,]/.test(expression.slice(carried.text.length));
  }

  /** The expression's value, a chained result standing for all its digits; errors give positions as shown. */
  function calculate() {
    if (!intact()) return evaluate(expression, ctx.lang);
    try {
      return evaluate(carried.exact + expression.slice(carried.text.length), ctx.lang);
    } catch (error) {
      if (error.position > carried.exact.length) error.position -= carried.exact.length - carried.text.length;
      throw error;
    }
  }

  function chain() {
    const text = result.toPlain().replace('.', sep);
    const digits = chainedText(exact);
    expression = text;
    carried = digits ? { text, exact: digits.replace('.', sep) } : null;
  }

  function save() {
    storage.set(STATE_KEY, { expression, carried, equalled, lang: ctx.lang });
  }

  function restore() {
    const saved = storage.get(STATE_KEY);
    if (!saved || typeof saved.expression !== 'string' || saved.expression.length > MAXIMUM_LENGTH) return;
    const from = saved.lang === 'fr' || saved.lang === 'en' ? saved.lang : ctx.lang;
    expression = retyped(saved.expression, from, ctx.lang);
    const kept = saved.carried;
    if (kept && typeof kept.text === 'string' && typeof kept.exact === 'string') {
      carried = { text: retyped(kept.text, from, ctx.lang), exact: retyped(kept.exact, from, ctx.lang) };
    }
    if (saved.equalled) equals();
    else preview();
  }

  function preview() {
    if (!expression) { resultLine.textContent = ''; return; }
    try {
      resultLine.textContent = `= ${formatNumber(displayed(calculate()), ctx.lang)}`;
      resultLine.classList.remove('is-error');
    } catch {
      resultLine.textContent = '';
    }
  }

  function equals() {
    if (!expression) return;
    try {
      exact = calculate();
      result = displayed(exact);
      resultLine.textContent = `= ${formatNumber(result, ctx.lang)}`;
      resultLine.classList.remove('is-error');
      element.dataset.result = result.toPlain();
      evaluated = true;
      send.disabled = false;
    } catch (error) {
      exact = null;
      result = null;
      send.disabled = true;
      delete element.dataset.result;
      resultLine.textContent = errorText(ctx, error);
      resultLine.classList.add('is-error');
    }
  }

  function press(key) {
    // After "=", an operator chains on the result (with all its digits); a digit starts a new calculation.
    if (evaluated) {
      evaluated = false;
      if (OPERATORS[key] || key === '%' || key === 'neg') chain();
      else if (key !== 'back' && key !== '=') expression = '';
    }
    equalled = key === '=';
    switch (key) {
      case 'C':
        expression = '';
        exact = null;
        result = null;
        send.disabled = true;
        break;
      case 'CE': {
        const entry = currentEntry();
        expression = entry ? expression.slice(0, entry.start) : expression.replace(/[+−×÷]$/, '');
        break;
      }
      case 'back':
        expression = Array.from(expression).slice(0, -1).join('');
        break;
      case 'neg': {
        const entry = currentEntry();
        if (entry) {
          expression = expression.slice(0, entry.start) + (entry.negated ? entry.digits : `(−${entry.digits})`);
        } else if (!expression || /[+−×÷(]$/.test(expression)) {
          expression += '−';
        }
        break;
      }
      case 'sep': {
        const entry = currentEntry();
        if (!entry) expression += `0${sep}`;
        else if (!/[.,]/.test(entry.digits) && !entry.negated) expression += sep;
        break;
      }
      case '=':
        equals();
        render();
        save();
        return;
      default:
        if (OPERATORS[key]) {
          const glyph = OPERATORS[key];
          // A second operator replaces the first, except a minus sign after × or ÷ (2 × −3).
          if (GLYPHS.has(expression.slice(-1)) && !(glyph === '−' && /[×÷]$/.test(expression))) {
            expression = expression.slice(0, -1);
          }
          if (expression || glyph === '−') expression += glyph;
        } else {
          expression += key;
        }
    }
    if (!intact()) carried = null;
    render();
    preview();
    save();
  }

  /** Keyboard: digits, operators, parentheses, %, "," or ".", Enter or =, Backspace, Escape (C), Delete (CE). */
  element.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const map = { Enter: '=', '=': '=', Backspace: 'back', Escape: 'C', Delete: 'CE', ',': 'sep', '.': 'sep', x: '*', X: '*' };
    const key = map[event.key] ?? (/^[0-9+\-*/%()]$/.test(event.key) ? event.key : null);
    if (!key) return;
    if (event.target instanceof HTMLButtonElement && (event.key === 'Enter' || event.key === ' ')) return;
    event.preventDefault();
    press(key);
  });

  restore();
  render();
  return { element, press };
}
