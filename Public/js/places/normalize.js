// The folding of place names and queries the server uses (PlaceNormalizer): compatibility
// decomposition, accents and case dropped, apostrophes joined, punctuation and spaces collapsed to
// single spaces, other scripts kept. "São Paulo", "SAO-PAULO" and "sao paulo" all give "sao paulo".

const LETTER = /[\p{Lu}\p{Ll}\p{Lt}\p{Lm}\p{Lo}\p{Nd}\p{Nl}\p{No}\p{Mc}]/u;
const MARK = /[\p{Mn}\p{Me}]/u;
const FORMAT = /\p{Cf}/u;
/** Apostrophes and okina-like letters join the parts of a name ("Xi'an" → "xian"). */
const APOSTROPHES = new Set([0x27, 0x60, 0xb4, 0x2bb, 0x2bc, 0x2bd, 0x2be, 0x2bf, 0x2018, 0x2019, 0x201b, 0x2032]);
/** Latin letters that no decomposition strips down to their base letter. */
const LETTER_FOLDS = new Map([
  [0xdf, 'ss'], [0xe6, 'ae'], [0x153, 'oe'], [0xf8, 'o'], [0x142, 'l'], [0x111, 'd'], [0xf0, 'd'], [0xfe, 'th'],
  [0x127, 'h'], [0x131, 'i'], [0x140, 'l'], [0x167, 't'], [0x138, 'k'], [0x17f, 's'], [0x1e9e, 'ss'],
]);

const LETTER_ROLE = 0;
const MARK_ROLE = 1;
const JOINER_ROLE = 2;
const SEPARATOR_ROLE = 3;

function role(code, char) {
  if (APOSTROPHES.has(code)) return JOINER_ROLE;
  if (code < 0x80) {
    const isWordChar = (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
    return isWordChar ? LETTER_ROLE : SEPARATOR_ROLE;
  }
  if (LETTER.test(char)) return LETTER_ROLE;
  if (MARK.test(char)) return MARK_ROLE;
  if (FORMAT.test(char)) return JOINER_ROLE;
  return SEPARATOR_ROLE;
}

function folded(code, char) {
  if (code < 0x80) return code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 32) : char;
  let out = '';
  for (const lower of char.toLowerCase()) out += LETTER_FOLDS.get(lower.codePointAt(0)) ?? lower;
  return out;
}

/** The folded form of `text`, possibly empty. */
export function normalizePlace(text) {
  const source = String(text ?? '');
  let out = '';
  let pendingSpace = false;
  for (const char of source.normalize('NFKD')) {
    const code = char.codePointAt(0);
    switch (role(code, char)) {
      case LETTER_ROLE:
        if (pendingSpace && out) out += ' ';
        pendingSpace = false;
        out += folded(code, char);
        break;
      case MARK_ROLE:
        // Kana voicing marks change the sound, not an accent: keep them (recomposed below).
        if (code === 0x3099 || code === 0x309a) out += char;
        break;
      case JOINER_ROLE:
        break;
      default:
        pendingSpace = true;
    }
  }
  return out.normalize('NFC');
}
