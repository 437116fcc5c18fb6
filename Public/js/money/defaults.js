// Default currencies: the traveller's "home" and "away" settings when the places tool has stored them
// (localStorage baluchon.home / baluchon.away, objects with a `currency` code), else the last pair
// used, else sensible guesses from the interface language; a currency without a rate is replaced, and said.
import * as storage from '../shared/storage.js';

const PAIR_KEY = 'money.pair';
const FALLBACKS = ['EUR', 'USD'];

function settingCurrency(key) {
  const value = storage.get(key);
  return value && typeof value === 'object' && /^[A-Z]{3}$/.test(value.currency) ? value.currency : null;
}

/** { from, to }: from the away currency (local prices) into the home one when both are set. */
export function defaultPair(lang, scheme) {
  const home = settingCurrency('home');
  const away = settingCurrency('away');
  if (home && away && home !== away) return scheme === 'home' ? { from: home, to: away } : { from: away, to: home };
  const saved = storage.get(PAIR_KEY);
  if (saved && /^[A-Z]{3}$/.test(saved.from) && /^[A-Z]{3}$/.test(saved.to)) return { from: saved.from, to: saved.to };
  if (home) return { from: home, to: home === 'USD' ? 'EUR' : 'USD' };
  return lang === 'fr' ? { from: 'EUR', to: 'USD' } : { from: 'USD', to: 'EUR' };
}

export function savePair(from, to) {
  storage.set(PAIR_KEY, { from, to });
}

/**
 * The pair to show among the currencies that have a rate (`known`, a Map or Set of codes): a wanted currency
 * without one gives way to EUR, else USD, else `spare` (the table's base), never to the other side's currency.
 * { from, to, missing: [{ code, shown }] }, missing saying which wanted currency is shown as which.
 */
export function resolvePair(wanted, known, spare) {
  const missing = [];
  const pick = (code, other) => {
    if (known.has(code)) return code;
    const shown = [...FALLBACKS, spare].find((candidate) => candidate !== other && known.has(candidate)) ?? other;
    missing.push({ code, shown });
    return shown;
  };
  const from = pick(wanted.from, wanted.to);
  return { from, to: pick(wanted.to, from), missing };
}
