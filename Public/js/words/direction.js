// Translate page state: the default direction, what the traveller chose, the text being translated, and
// language matching.
import * as storage from '../shared/storage.js';

const KEY = 'translate.direction';
const DRAFT = 'translate.draft';
export const DRAFT_MS = 2 * 60 * 60 * 1000;

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

/**
 * The text being translated, kept so that it survives a change of interface language (the page is drawn
 * again) and a reload; a text left for longer than DRAFT_MS is forgotten: texts are not kept for good.
 */
export function loadDraft(now = Date.now()) {
  const saved = storage.get(DRAFT);
  if (saved && typeof saved.text === 'string' && saved.text && Number.isFinite(saved.at) && now - saved.at >= 0 && now - saved.at < DRAFT_MS) {
    return saved.text;
  }
  storage.remove(DRAFT);
  return '';
}

export function saveDraft(text, now = Date.now()) {
  if (text) storage.set(DRAFT, { text, at: now });
  else storage.remove(DRAFT);
}

/** The code among `codes` that stands for `wanted`: itself, its base language, or a variant of it. */
export function matchCode(wanted, codes) {
  if (!wanted) return null;
  if (codes.includes(wanted)) return wanted;
  const base = wanted.split('-')[0];
  if (codes.includes(base)) return base;
  return codes.find((code) => code.split('-')[0] === base) || null;
}

/**
 * The traveller's languages to favour when detecting: home and away when set, else none. Not the interface
 * language: a text to translate is most often in another one, and favouring it made a language the detector
 * cannot tell (German with the offline engine) read as a sure English.
 */
export function favouredLanguages(languagePair = []) {
  return [...new Set(languagePair.filter((language) => typeof language === 'string' && language))];
}

/** Length in code points, as the server counts. */
export function codePoints(text) {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}
