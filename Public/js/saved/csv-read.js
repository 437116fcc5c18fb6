// A CSV file of places read on the phone, with the server's rules (BaluchonCore's CSVFile and CSVReader): UTF-8
// text (a byte order mark skipped), RFC 4180 records ending in CRLF, LF or a lone CR, split on the header line's
// delimiter (the comma whenever it splits that line, else whichever of `;`, tab and `|` splits it most); a
// field that starts with a quote runs to its closing quote (`""` for `"`). The header names the columns
// (latitude or lat, longitude, lon, lng or long are needed; French names too, in any case, accents aside: see
// ALIASES); coordinates are read as Swift's Double reads them, or with a spreadsheet's decimal comma (see
// coordinate); dates as ISO 8601 or a spreadsheet writes them, day first or ISO, in UTC (see savedAt); a cell a
// spreadsheet would run as a formula loses the apostrophe that guarded it.
import { FileRefusal, malformed } from './file-refusal.js';
import { placeAnswer } from './file-answer.js';
import { readDate } from './file-time.js';
import { fileColour, onEarth, swiftNumber, trimmed } from './file-values.js';

/** Records read at most, empty lines included (CSVFile.maximumRecords). */
const MAXIMUM_RECORDS = 100_000;
const DELIMITERS = [',', ';', '\t', '|'];
/** Foundation's whitespaces: the Zs category and tab. */
const BLANKS = /^[\t \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+|[\t \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+$/g;
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r']);
/** What joins the character before it into one Swift Character (a combining mark, a joiner, CR before LF). */
const EXTENDS = /^[\p{M}\u200c\u200d]/u;

const blankTrimmed = (text) => text.replace(BLANKS, '');

/**
 * The names each column may have, folded (see folded): ours, other programs' and a French spreadsheet's (Nom,
 * Libellé, Remarque, Catégorie, Dossier, Couleur, Enregistré le…); the first alias a header holds wins
 * (CSVFile.Header.aliases).
 */
const ALIASES = {
  name: ['name', 'title', 'nom', 'titre', 'libelle', 'lieu'],
  latitude: ['latitude', 'lat'],
  longitude: ['longitude', 'lon', 'lng', 'long'],
  note: ['note', 'notes', 'description', 'desc', 'remarque', 'remarques', 'commentaire', 'commentaires'],
  group: ['group', 'groupe', 'folder', 'dossier', 'category', 'categorie'],
  colour: ['colour', 'color', 'couleur'],
  savedAt: ['saved_at', 'time', 'timestamp', 'date', 'enregistre le', 'enregistre_le'],
};

/** A header cell in lower case, accents (nonspacing marks once decomposed) taken off, then trimmed (CSVFile.Header.folded). */
const folded = (cell) => blankTrimmed(cell.toLowerCase().normalize('NFD').replace(/\p{Mn}/gu, ''));

/** ASCII digits, one comma, ASCII digits, a sign in front at most: a spreadsheet's decimal comma. */
const DECIMAL_COMMA = /^[+-]?[0-9]+,[0-9]+$/;

/**
 * A coordinate cell, trimmed: a number as Swift's Double reads it, or `48,8584`, `-0,5` with a decimal comma
 * (bare in a file split by `;`, tab or `|`, quoted in a comma-separated one); nothing else with a comma, not
 * `1,234,5`, `48.858,4`, `48,` nor `1,5e3` (CSVFile.coordinate).
 */
function coordinate(cell) {
  const text = blankTrimmed(cell);
  const number = swiftNumber(text);
  if (number !== null) return number;
  return DECIMAL_COMMA.test(text) ? Number(text.replace(',', '.')) : null;
}

/**
 * `d/m/yyyy` and `yyyy-mm-dd`, each then one space and `h:mm` or `h:mm:ss` at most: a spreadsheet's dates, ASCII digits
 * only; the time's hour, minute and second are groups 4 to 6 of both.
 */
const TIME = '(?: ([0-9]{1,2}):([0-9]{2})(?::([0-9]{2}))?)?$';
const DAY_FIRST = new RegExp(`^([0-9]{1,2})/([0-9]{1,2})/([0-9]{4})${TIME}`);
const ISO_DAY = new RegExp(`^([0-9]{4})-([0-9]{2})-([0-9]{2})${TIME}`);

/**
 * A saved_at cell (CSVFile.savedAt): ISO 8601 as readDate reads it, or a spreadsheet's date, day first as in France
 * and most of Europe (`31/05/2024`, `31/05/2024 16:08`, `31/05/2024 16:08:37`, `1/5/2024 9:05`), or an ISO day alone
 * (`2024-05-31`) or with a time after one space as LibreOffice writes it (`2024-05-31 16:08`, `2024-05-31 9:05:07`).
 * With no time zone in the cell, it is read as UTC. A day or time not on the calendar (`31/02/2024`, `29/02/2023`,
 * `24:00`, a US `05/31/2024`) is no date: null, the place kept without it. GPX and KML keep readDate alone.
 */
function savedAt(cell) {
  const iso = readDate(cell);
  if (iso !== null) return iso;
  const text = trimmed(cell);
  const dayFirst = DAY_FIRST.exec(text);
  const match = dayFirst ?? ISO_DAY.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = [...(dayFirst ? [match[3], match[2], match[1]] : match.slice(1, 4)),
    match[4] ?? 0, match[5] ?? 0, match[6] ?? 0].map(Number);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= days && hour < 24 && minute < 60 && second < 60)) return null;
  const pad = (value, width = 2) => String(value).padStart(width, '0');
  return readDate(`${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}Z`);
}

/** The delimiter of the first line, quoted text aside (CSVReader.delimiter(of:)). */
function delimiterOf(text) {
  const counts = new Map();
  let quoted = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    if (!quoted && (character === '\n' || character === '\r')) break;
    if (!quoted && DELIMITERS.includes(character)) counts.set(character, (counts.get(character) ?? 0) + 1);
  }
  if (counts.has(',')) return ',';
  return DELIMITERS.reduce((best, delimiter) => ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0) ? delimiter : best));
}

/** The records of the text, one at a time; throws the server's refusal for a quote never closed. */
function* records(text, delimiter) {
  let index = text.startsWith('\uFEFF') ? 1 : 0;
  while (index < text.length) {
    const fields = [];
    let field = '';
    let fieldStart = true;
    let ended = false;
    while (index < text.length) {
      const character = text[index];
      index += 1;
      if (character === '"' && fieldStart) {
        const close = quotedEnd(text, index);
        field += text.slice(index, close).replaceAll('""', '"');
        index = close + 1;
        fieldStart = false;
        continue;
      }
      fieldStart = false;
      if (character === delimiter) {
        fields.push(field);
        field = '';
        fieldStart = true;
      } else if (character === '\n' || character === '\r') {
        if (character === '\r' && text[index] === '\n') index += 1;
        ended = true;
        break;
      } else {
        field += character;
      }
    }
    fields.push(field);
    yield fields;
    if (!ended) return;
  }
}

/** Where the quoted field opened before `start` closes: its closing quote, doubled quotes passed over. */
function quotedEnd(text, start) {
  let index = start;
  for (;;) {
    const quote = text.indexOf('"', index);
    if (quote < 0) throw malformed('CSV', 'csv.unclosedQuote');
    if (text[quote + 1] !== '"') return quote;
    index = quote + 2;
  }
}

/** Whether a cell, its leading apostrophes set aside, opens like a formula (CSVFile.opensLikeFormula). */
function opensLikeFormula(cell) {
  const rest = cell.replace(/^'+/, '');
  return rest.length > 0 && FORMULA_STARTS.has(rest[0]) && !EXTENDS.test(rest.slice(1)) && !(rest[0] === '\r' && rest[1] === '\n');
}

/** The cell with the apostrophe that guarded a formula-like start taken off. */
const unguarded = (cell) => (cell.startsWith("'") && opensLikeFormula(cell.slice(1)) ? cell.slice(1) : cell);

/** Which column holds what, from the header line; refuses a header without the coordinates. */
function header(row) {
  const names = row.map(folded);
  const column = (key) => ALIASES[key].map((alias) => names.indexOf(alias)).find((index) => index >= 0) ?? null;
  const latitude = column('latitude');
  const longitude = column('longitude');
  if (latitude === null || longitude === null) {
    throw new FileRefusal('missing_columns', { columns: ['latitude', 'longitude'].filter((name) => !names.includes(name)).join(', ') });
  }
  return {
    latitude, longitude, name: column('name'), note: column('note'), group: column('group'), colour: column('colour'), savedAt: column('savedAt'),
  };
}

function place(columns, row, line) {
  const field = (index) => (index !== null && index < row.length ? row[index] : '');
  const latitude = coordinate(field(columns.latitude));
  const longitude = coordinate(field(columns.longitude));
  if (latitude === null || longitude === null) throw malformed('CSV', 'csv.noCoordinates', { line });
  if (!onEarth(latitude, longitude)) throw malformed('CSV', 'csv.notOnEarth', { line });
  return placeAnswer({
    name: unguarded(field(columns.name)), note: unguarded(field(columns.note)), latitude, longitude,
    savedAt: savedAt(field(columns.savedAt)), colour: fileColour(field(columns.colour)), group: unguarded(field(columns.group)),
  });
}

/** `{ places, tracks, skipped }` of a CSV file's bytes; throws a FileRefusal. */
export function readCSV(bytes) {
  let text;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw malformed('CSV', 'csv.notUTF8');
  }
  let columns = null;
  let line = 0;
  const places = [];
  for (const row of records(text, delimiterOf(text))) {
    line += 1;
    if (line > MAXIMUM_RECORDS) throw new FileRefusal('file_too_many_elements', { format: 'CSV', maximum: MAXIMUM_RECORDS });
    if (columns === null) columns = header(row);
    else if (!(row.length === 1 && row[0] === '')) places.push(place(columns, row, line));
  }
  return { places, tracks: [], skipped: [] };
}
