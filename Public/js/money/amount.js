// Amounts as people type them (digits, "," or "." for decimals) and as the interface shows them.
import { Dec } from './decimal.js';

/** Digits at most before the separator, as the server accepts (AmountParser). */
export const MAX_INTEGER_DIGITS = 15;
export const MAX_FRACTION_DIGITS = 12;

/**
 * Reads a typed amount: { value: Dec } or { error: 'empty' | 'invalid' | 'negative' | 'tooLarge' }.
 * Spaces (also no-break ones) are ignored so that a pasted "1 234,50" works.
 */
export function parseAmount(text) {
  const compact = String(text).replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return { error: 'empty' };
  if (/^[-−]/.test(compact)) return { error: 'negative' };
  const match = /^\+?(\d*)(?:[.,](\d*))?$/.exec(compact);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return { error: 'invalid' };
  if ((match[2] ?? '').length > MAX_FRACTION_DIGITS) return { error: 'invalid' };
  if (match[1].replace(/^0+/, '').length > MAX_INTEGER_DIGITS) return { error: 'tooLarge' };
  return { value: Dec.parse(`${match[1] || '0'}.${match[2] ?? ''}`.replace(/\.$/, '')) };
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
