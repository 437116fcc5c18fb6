// Amounts as people type them ("1 234,50", "1,234.50", "1.5") and as the interface shows them.
import { Dec } from './decimal.js';

/** Digits at most before the separator, as the server accepts (AmountParser). */
export const MAX_INTEGER_DIGITS = 15;
export const MAX_FRACTION_DIGITS = 12;
const GROUPED = /^[1-9]\d{0,2}$/;

/**
 * The decimal mark of `body` (null when it has none) and the mark grouping its thousands, or { error }.
 * When both "." and "," appear, the last is the decimal mark. One mark written several times groups. A
 * single one followed by exactly three digits after one to three others reads as the language would
 * ("1,500" is 1500 in English, "1,500" is 1.5 in French); in French "1.500" could be either, so it is refused.
 */
function marks(body, lang) {
  const found = body.match(/[.,]/g) ?? [];
  const kinds = new Set(found);
  if (kinds.size === 2) {
    const decimal = found.at(-1);
    if (found.filter((mark) => mark === decimal).length > 1) return { error: 'invalid' };
    return { decimal, grouping: decimal === ',' ? '.' : ',' };
  }
  if (kinds.size === 0) return { decimal: null, grouping: null };
  const [mark] = found;
  if (found.length > 1) return { decimal: null, grouping: mark };
  const [integer, fraction] = body.split(mark);
  if (!/^\d{3}$/.test(fraction) || !GROUPED.test(integer) || mark === separator(lang)) return { decimal: mark, grouping: null };
  if (lang === 'fr') return { error: 'ambiguous' };
  return { decimal: null, grouping: mark };
}

/**
 * Reads a typed amount in `lang`: { value: Dec, decimals } (decimals: how many were typed) or { error } with
 * error 'empty' | 'invalid' | 'negative' | 'tooLarge' | 'grouping' (with the `mark` read as grouping thousands:
 * ",", "." or " ") | 'ambiguous' (with both readings, `thousands` and `decimal`). Spaces, also no-break ones,
 * group thousands, so that a pasted "1 234,50" works; groups have exactly three digits.
 */
export function parseAmount(text, lang = 'en') {
  const trimmed = String(text).trim();
  if (trimmed === '') return { error: 'empty' };
  const body = trimmed.replace(/^\+/, '');
  if (/^[-−]/.test(body)) return { error: 'negative' };
  if (!/^[\d.,\s]*$/.test(body) || !/\d/.test(body)) return { error: 'invalid' };
  const read = marks(body, lang);
  if (read.error === 'ambiguous') {
    const [integer, fraction] = body.split('.');
    return { error: 'ambiguous', thousands: Dec.parse(integer + fraction), decimal: Dec.parse(`${integer}.${fraction}`) };
  }
  if (read.error) return read;
  const [integer, fraction = ''] = read.decimal ? body.split(read.decimal) : [body];
  if (!/^\d*$/.test(fraction)) return { error: 'invalid' };
  const spaced = /\s/.test(integer); // \s takes no-break spaces (U+00A0, U+202F) too
  if (spaced && (read.grouping || /^\s|\s$/.test(integer))) return { error: 'invalid' };
  const groups = spaced || read.grouping ? integer.split(spaced ? /\s/ : read.grouping) : [integer];
  if (groups.length > 1 && !(GROUPED.test(groups[0]) && groups.slice(1).every((group) => /^\d{3}$/.test(group)))) {
    return { error: 'grouping', mark: spaced ? ' ' : read.grouping };
  }
  const digits = groups.join('');
  if (digits === '' && fraction === '') return { error: 'invalid' };
  if (fraction.length > MAX_FRACTION_DIGITS) return { error: 'invalid' };
  if (digits.replace(/^0+/, '').length > MAX_INTEGER_DIGITS) return { error: 'tooLarge' };
  return { value: Dec.parse(`${digits || '0'}.${fraction}`.replace(/\.$/, '')), decimals: fraction.length };
}

/** The message for a parseAmount error, in the interface language. */
export function amountError(ctx, parsed) {
  if (parsed.error === 'grouping') {
    return parsed.mark === ' ' ? ctx.t('money.amountError.groupingSpace') : ctx.t('money.amountError.grouping', { mark: parsed.mark });
  }
  if (parsed.error === 'ambiguous') {
    return ctx.t('money.amountError.ambiguous', {
      thousands: formatNumber(parsed.thousands, ctx.lang), decimal: formatNumber(parsed.decimal, ctx.lang),
    });
  }
  return ctx.t(`money.amountError.${parsed.error}`);
}

/** A value as typed in `lang`: no grouping, the language's separator, rounded to `digits` decimals at most. */
export function typedText(value, digits, lang) {
  return value.rounded(digits).toPlain().replace('.', separator(lang));
}

/** The decimal separator of a language. */
export function separator(lang) {
  return lang === 'fr' ? ',' : '.';
}

/** A value written for an input field: no grouping, the language's separator, exactly `digits` decimals. */
export function inputText(value, digits, lang) {
  const plain = value.rounded(digits).toPlain();
  const [integer, fraction = ''] = plain.split('.');
  const padded = digits > 0 ? `${integer}.${fraction.padEnd(digits, '0')}` : integer;
  return padded.replace('.', separator(lang));
}

/** "1 234,50 €" / "€1,234.50": Intl formatting of the exact decimal text. */
export function formatMoney(value, code, digits, lang) {
  try {
    return new Intl.NumberFormat(lang, {
      style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits,
    }).format(value.rounded(digits).toPlain());
  } catch {
    return `${inputText(value, digits, lang)} ${code}`;
  }
}

/** A number with up to `maximum` decimals, grouped as the language does. */
export function formatNumber(value, lang, maximum = 15) {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: maximum }).format(value.toPlain());
}
