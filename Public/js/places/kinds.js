// The kinds-of-place catalogue (`kinds.tsv`, the pack's `kinds` part) and how a typed text names a
// kind, as the server reads them (KindCatalog, KindCatalog+Matching): case, accents, a regular
// French or English plural and a typo or two forgiven, the whole text naming the kind.
import { normalizePlace } from './normalize.js';

/** The table cannot be read; `code` is the server's. */
export class KindTableError extends Error {
  constructor(code, detail) {
    super(`kinds table: ${code} ${detail}`);
    this.name = 'KindTableError';
    this.code = code;
  }
}

const count = (text) => [...text].length;

/** A word of four letters or more in the singular by the regular French and English rules. */
function singular(word) {
  if (count(word) < 4) return word;
  if (word.endsWith('eaux')) return word.slice(0, -1);
  if (word.endsWith('aux')) return `${word.slice(0, -3)}al`;
  let stem = word;
  if (stem.endsWith('s') || stem.endsWith('x')) stem = stem.slice(0, -1);
  // English "-y" after a consonant and French "-ie" meet: pharmacy, pharmacies, pharmacie.
  if (stem.endsWith('y') && stem.length > 1 && !'aeiou'.includes(stem.at(-2))) stem = `${stem.slice(0, -1)}ie`;
  return stem;
}

/** The comparable form of a kind name or a query (hôpitaux → hopital, ATMs → atm). */
export function foldKind(text) {
  return normalizePlace(text).split(' ').map(singular).join(' ');
}

/** Optimal-string-alignment distance between two arrays of characters, giving up past `limit`. */
function editDistance(a, b, limit) {
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let previous2 = new Array(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  let current = new Array(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2] + 1);
      current[j] = value;
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    [previous2, previous, current] = [previous, current, previous2];
  }
  return previous[b.length];
}

/** Typos forgiven in a name of `length` letters: none under 4, one under 8, two from 8. */
const allowedTypos = (length) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

function parseTag(text) {
  const equals = text.indexOf('=');
  if (equals < 0) return null;
  const key = text.slice(0, equals).trim();
  const value = text.slice(equals + 1).trim();
  return key && value ? { key, value } : null;
}

/**
 * @typedef {{id: string, tags: {key: string, value: string}[], names: Object<string, string[]>}} PlaceKind
 * @typedef {{id: string, name: string}} KindLabel
 * @typedef {{kind: PlaceKind|null, corrected: boolean, suggestions: PlaceKind[]}} KindMatch
 */

/** Every kind of place, with lookups by id and by what a traveller types. */
export class KindCatalog {
  /** @param {PlaceKind[]} kinds */
  constructor(kinds) {
    this.kinds = kinds;
    this.positions = new Map();
    /** Folded names → kind position, the first listed kind winning. */
    this.keys = new Map();
    /** The folded names in a fixed order (id, then names by language code), for typo scans. */
    this.keyList = [];
    kinds.forEach((kind, position) => {
      if (this.positions.has(kind.id)) throw new KindTableError('duplicate_kind', kind.id);
      this.positions.set(kind.id, position);
      const languages = Object.keys(kind.names).sort();
      for (const name of [kind.id.replaceAll('_', ' '), ...languages.flatMap((language) => kind.names[language])]) {
        const folded = foldKind(name);
        if (!folded || this.keys.has(folded)) continue;
        this.keys.set(folded, position);
        this.keyList.push({ key: folded, letters: [...folded], kind: position });
      }
    });
  }

  /** @returns {PlaceKind|undefined} */
  kind(id) {
    const position = this.positions.get(id);
    return position === undefined ? undefined : this.kinds[position];
  }

  /** @returns {number|undefined} the kind's position in `kinds`. */
  position(id) {
    return this.positions.get(id);
  }

  /** The name shown in `lang`, else English, else the id. */
  static nameOf(kind, lang) {
    return kind.names[lang]?.[0] ?? kind.names.en?.[0] ?? kind.id;
  }

  /** @returns {KindLabel} */
  static label(kind, lang) {
    return { id: kind.id, name: KindCatalog.nameOf(kind, lang) };
  }

  /**
   * Reads `text` as a kind: the whole text must name it, so "Hôtel de Paris" stays a name while
   * "hotels" is the kind hotel.
   * @returns {KindMatch}
   */
  match(text) {
    const folded = foldKind(text);
    if (!folded) return { kind: null, corrected: false, suggestions: [] };
    const exact = this.keys.get(folded);
    if (exact !== undefined) return { kind: this.kinds[exact], corrected: false, suggestions: [] };
    const probe = [...folded];
    let best = null;
    for (const { letters, kind } of this.keyList) {
      const allowed = allowedTypos(letters.length);
      if (allowed === 0 || Math.abs(letters.length - probe.length) > allowed) continue;
      const distance = editDistance(probe, letters, allowed);
      if (distance <= allowed && distance < (best?.distance ?? Infinity)) best = { distance, kind };
    }
    if (best) return { kind: this.kinds[best.kind], corrected: true, suggestions: [] };
    return { kind: null, corrected: false, suggestions: this.suggestions(folded) };
  }

  /**
   * The kinds closest to a folded text that names none: names within a few edits, names it begins,
   * or a name among its words ("pharmacie ouverte" → pharmacy). At most `limit`, best first.
   * @returns {PlaceKind[]}
   */
  suggestions(folded, limit = 3) {
    const probe = [...folded];
    const words = new Set(folded.split(' '));
    const scores = new Map();
    for (const { key, letters, kind } of this.keyList) {
      let score = null;
      if (probe.length >= 3 && key.startsWith(folded)) {
        score = 0.5;
      } else if (letters.length >= 3 && (words.has(key) || (key.includes(' ') && folded.includes(key)))) {
        score = 0.75;
      } else {
        const allowed = Math.max(2, Math.floor(letters.length / 3));
        if (Math.abs(letters.length - probe.length) <= allowed) {
          const distance = editDistance(probe, letters, allowed);
          if (distance <= allowed) score = distance;
        }
      }
      if (score !== null && score < (scores.get(kind) ?? Infinity)) scores.set(kind, score);
    }
    return [...scores].sort((a, b) => (a[1] !== b[1] ? a[1] - b[1] : a[0] - b[0])).slice(0, limit).map(([kind]) => this.kinds[kind]);
  }
}

/**
 * Reads `kinds.tsv` (the pack's `kinds` part): `id<TAB>tags<TAB>fr:name|name…<TAB>en:name|…`,
 * `#` starting a comment line.
 * @param {string} table
 * @returns {KindCatalog}
 * @throws {KindTableError} `bad_kind_table` for a malformed line, `duplicate_kind` for an id twice.
 */
export function parseKinds(table) {
  const kinds = [];
  String(table).split('\n').forEach((line, number) => {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) return;
    const columns = line.split('\t');
    const tags = columns.length > 1 ? columns[1].split(',').filter(Boolean).map(parseTag).filter(Boolean) : [];
    if (columns.length < 3 || !columns[0] || tags.length === 0) throw new KindTableError('bad_kind_table', `line ${number + 1}`);
    const names = {};
    for (const column of columns.slice(2)) {
      const colon = column.indexOf(':');
      const language = column.slice(0, colon);
      const rest = column.slice(colon + 1);
      if (colon <= 0 || !rest || count(language) !== 2) throw new KindTableError('bad_kind_table', `line ${number + 1}`);
      names[language] = rest.split('|').map((name) => name.trim()).filter(Boolean);
    }
    kinds.push({ id: columns[0], tags, names });
  });
  return new KindCatalog(kinds);
}
