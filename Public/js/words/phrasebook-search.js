// The phrasebook searched on the phone, over a trip pack's `phrases` part (docs/PACKS.md), by the server's
// rule (PhraseText, Phrasebook.cards): every word typed begins a word of the phrase in the shown language,
// English or French, case, accents and punctuation ignored.

/** `Où est la GARE ?` → `ou est la gare`. */
export function normalised(text) {
  return String(text).normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** Each phrase's texts folded once, by language: { whole, words }; kept as long as the phrase is. */
const foldedTexts = new WeakMap();

function folded(phrase) {
  let texts = foldedTexts.get(phrase);
  if (!texts) {
    texts = {};
    for (const [code, text] of Object.entries(phrase.texts)) {
      const whole = normalised(text);
      texts[code] = { whole, words: whole.split(' ') };
    }
    foldedTexts.set(phrase, texts);
  }
  return texts;
}

function matches(wanted, phrase, codes) {
  const texts = folded(phrase);
  return codes.some((code) => {
    const text = texts[code];
    return text !== undefined && wanted.every((word) => text.words.some((candidate) => candidate.startsWith(word))
      || (!/^[\x00-\x7f]/.test(word) && text.whole.includes(word)));
  });
}

/**
 * The server's `/api/v1/phrases` answer from a pack part, or null when the part lacks either language.
 * `query` holds `from`, `to`, `q` and `topic` as the API takes them.
 */
export function searchPhrases(part, { from, to, q, topic }) {
  const has = (code) => code === 'en' || code === 'fr' || part.languages.includes(code);
  if (!has(from) || !has(to)) return null;
  const wanted = q ? normalised(q).split(' ').filter(Boolean) : [];
  const searched = [...new Set([from, 'en', 'fr'])];
  const phrases = [];
  const shown = new Set(); // phrases that read the same in both languages once folded are one, the first (as the server)
  for (const phrase of part.phrases) {
    const text = phrase.texts[from];
    const translation = phrase.texts[to];
    if (!text || !translation || (topic && phrase.topic !== topic)) continue;
    if (wanted.length && !matches(wanted, phrase, searched)) continue;
    const texts = folded(phrase);
    const key = `${texts[from].whole}\u0000${texts[to].whole}`;
    if (shown.has(key)) continue;
    shown.add(key);
    phrases.push({ id: phrase.id, topic: phrase.topic, text, translation });
  }
  const languages = [...new Set(['en', 'fr', ...part.languages])].sort();
  return { source: from, target: to, ...(q ? { query: q } : {}), ...(topic ? { topic } : {}), phrases, languages, attribution: part.attribution };
}
