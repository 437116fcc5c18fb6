// Translate page state: the default direction, what the traveller chose, and language matching.
import * as storage from '../shared/storage.js';

const KEY = 'translate.direction';

/**
 * The direction when the traveller has not picked one on this page: home → away languages when both
 * are set in the travel settings; otherwise French speakers translate French → English and everyone
 * else English → French.
 */
export function defaultDirection(browserLanguages, [home, away] = []) {
  if (home && away && home !== away) return { source: home, target: away, auto: false };
  const first = String((browserLanguages && browserLanguages[0]) || '').toLowerCase();
  return first.startsWith('fr') ? { source: 'fr', target: 'en', auto: false } : { source: 'en', target: 'fr', auto: false };
}

/** The saved choice if there is one, else the default (travel settings, then the browser's languages). */
export function loadDirection(browserLanguages, languagePair) {
  const saved = storage.get(KEY);
  if (saved && typeof saved.source === 'string' && typeof saved.target === 'string') {
    return { source: saved.source, target: saved.target, auto: saved.auto === true };
  }
  return defaultDirection(browserLanguages, languagePair);
}

export function saveDirection(direction) {
  storage.set(KEY, { source: direction.source, target: direction.target, auto: direction.auto === true });
}

/** The code among `codes` that stands for `wanted`: itself, its base language, or a variant of it. */
export function matchCode(wanted, codes) {
  if (!wanted) return null;
  if (codes.includes(wanted)) return wanted;
  const base = wanted.split('-')[0];
  if (codes.includes(base)) return base;
  return codes.find((code) => code.split('-')[0] === base) || null;
}

/** The traveller's languages to favour when detecting: home and away when set, else the UI language. */
export function favouredLanguages(uiLang, languagePair = []) {
  const found = [...new Set(languagePair.filter((language) => typeof language === 'string' && language))];
  return found.length ? found : [uiLang];
}

/** Length in code points, as the server counts. */
export function codePoints(text) {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}
