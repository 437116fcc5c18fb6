// The values files of places carry, read and written as the server does (BaluchonCore's Files/): numbers as
// Swift's Double(String) reads them, text trimmed as Foundation trims it, colours brought to #rrggbb,
// degrees and elevations written with the digits the server writes.

/** Foundation's whitespacesAndNewlines: Unicode's Z categories, tab to carriage return, and NEL. */
const SPACE = '[\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
const EDGES = new RegExp(`^${SPACE}+|${SPACE}+$`, 'g');
/** Foundation's whitespaces: the Zs category and tab. */
const BLANKS = /^[\t \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+|[\t \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+$/g;

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const HEXADECIMAL = /^([+-]?)0[xX](?=\.?[0-9a-fA-F])([0-9a-fA-F]*)(?:\.([0-9a-fA-F]*))?(?:[pP]([+-]?\d+))?$/;
const SPECIAL = /^([+-]?)(?:(inf|infinity)|nan(?:\([0-9A-Za-z_]*\))?)$/i;

/** Text with Foundation's white space and line breaks taken off both ends. */
export function trimmed(text) {
  return text.replace(EDGES, '');
}

/** A number as Swift's `Double(text)` reads it (decimal, hexadecimal, inf, nan; nothing around it), or null. */
export function swiftNumber(text) {
  if (DECIMAL.test(text)) return Number(text);
  const hex = HEXADECIMAL.exec(text);
  if (hex) {
    const [, sign, whole, fraction = '', exponent = '0'] = hex;
    const mantissa = [...whole + fraction].reduce((value, digit) => value * 16 + parseInt(digit, 16), 0);
    const value = mantissa * 2 ** (Number(exponent) - 4 * fraction.length);
    return sign === '-' ? -value : value;
  }
  const special = SPECIAL.exec(text);
  if (!special) return null;
  return special[2] ? (special[1] === '-' ? -Infinity : Infinity) : NaN;
}

/** Whether a position is on Earth, as SavedPlace and TrackPoint require. */
export function onEarth(latitude, longitude) {
  return Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
}

/** `#RGB`, `#RRGGBB` or `RRGGBB` as `#rrggbb`; null for anything else (SavedPlace.normalizedColour). */
export function normalColour(text) {
  let hex = text.replace(BLANKS, '').toLowerCase();
  if (hex.startsWith('#')) hex = hex.slice(1);
  if ([...hex].length === 3) hex = [...hex].map((digit) => digit + digit).join('');
  return /^[0-9a-f]{6}$/.test(hex) ? `#${hex}` : null;
}

/** A colour as files write it: `#rrggbb`, `#rgb`, or OsmAnd's `#aarrggbb` with its alpha dropped (PlaceColour.fromFile). */
export function fileColour(text) {
  let hex = trimmed(text);
  if (hex.startsWith('#')) hex = hex.slice(1);
  if ([...hex].length === 8) hex = [...hex].slice(2).join('');
  return normalColour(hex);
}

/** At most `places` decimals, as C's `%.*f` rounds them (an exact tie to the even digit), trailing zeros dropped, never `-0`. */
function decimals(value, places) {
  const magnitude = Math.abs(value);
  let text = magnitude.toFixed(places);
  // toFixed breaks an exact tie upwards; only a value of few binary digits ties, and its long expansion shows it.
  const exact = magnitude.toFixed(places + 30);
  const cut = exact.indexOf('.') + places + 1;
  if (/^50*$/.test(exact.slice(cut)) && /[02468]$/.test(exact.slice(0, cut))) text = exact.slice(0, cut);
  if (text.includes('.')) text = text.replace(/0+$/, '').replace(/\.$/, '');
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/** Degrees as the server writes them: nine decimals at most (XMLText.degrees). */
export function degrees(value) {
  return decimals(value, 9);
}

/** An elevation as the server writes it: the shortest digits that read back, never an exponent (TrackNumber.elevation). */
export function elevationText(value) {
  if (Object.is(value, -0)) return '-0';
  // Swift writes an exponent below 1e-4: such an elevation is written with nine decimals instead.
  if (value !== 0 && Math.abs(value) < 1e-4) return decimals(value, 9);
  return String(value);
}
