// Default currencies: the traveller's "home" and "away" settings when the places tool has stored them
// (localStorage baluchon.home / baluchon.away, objects with a `currency` code), else the last pair
// used, else sensible guesses from the interface language.
import * as storage from '../shared/storage.js';

const PAIR_KEY = 'money.pair';

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
