// The translations kept on the phone: the last 100 and every starred one, in localStorage, newest first.
// Pure list operations (tested under Node) and the two calls that read and write the stored list.
import * as storage from '../shared/storage.js';

const KEY = 'words.history';
/** How many translations that are not starred are kept; starred ones are kept whatever their number. */
export const LIMIT = 100;

/** The same text asked in the same direction: one entry, whatever the spacing and case. */
function sameQuestion(a, b) {
  const norm = (text) => String(text).trim().replace(/\s+/g, ' ').toLowerCase();
  return a.source === b.source && a.target === b.target && norm(a.text) === norm(b.text);
}

/** Keeps every starred entry and the newest LIMIT others, in order. */
export function trimmed(list, limit = LIMIT) {
  let others = 0;
  return list.filter((entry) => entry.starred || (others += 1) <= limit);
}

/**
 * The list with `answer` (a /api/v1/translate answer) for `text` first. An entry for the same question
 * is replaced and keeps its star.
 */
export function added(list, text, answer, at = Date.now()) {
  const entry = {
    id: `${at.toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    text,
    source: String(answer.source || ''),
    target: String(answer.target || ''),
    translation: String(answer.text || ''),
    route: Array.isArray(answer.route) ? answer.route.map(String) : [],
    quality: typeof answer.quality === 'string' ? answer.quality : null,
    unknownWords: Array.isArray(answer.unknownWords) ? answer.unknownWords : [],
    providerName: String(answer.providerName || answer.provider || ''),
    offline: answer.offline === true,
    at,
    starred: false,
  };
  const earlier = list.find((old) => sameQuestion(old, entry));
  if (earlier) entry.starred = earlier.starred;
  return trimmed([entry, ...list.filter((old) => old !== earlier)]);
}

/** The list with the entry `id` starred or not. */
export function starred(list, id, star) {
  return trimmed(list.map((entry) => (entry.id === id ? { ...entry, starred: Boolean(star) } : entry)));
}

/** The list without the entry `id`. */
export function removed(list, id) {
  return list.filter((entry) => entry.id !== id);
}

/** An entry as the result box shows a translation answer, marked as kept on the phone. */
export function asAnswer(entry) {
  return {
    text: entry.translation, source: entry.source, target: entry.target, route: entry.route, quality: entry.quality,
    unknownWords: entry.unknownWords, providerName: entry.providerName, offline: entry.offline, kept: true,
  };
}

/** The stored list; entries that are not well formed are left out. */
export function loadHistory() {
  const saved = storage.get(KEY, []);
  if (!Array.isArray(saved)) return [];
  return saved.filter((entry) => entry && typeof entry.id === 'string' && typeof entry.text === 'string'
    && typeof entry.translation === 'string' && typeof entry.source === 'string' && typeof entry.target === 'string');
}

/** Stores `list`; false when the phone's storage refused it (full, private mode). */
export function saveHistory(list) {
  return storage.set(KEY, list);
}
