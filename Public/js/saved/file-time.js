// Times in files of places, read and written as the server does: a track point's time to the millisecond
// (TrackTime), a place's time to the second (XMLText.date and the API's ISO 8601 dates). A time is held as
// seconds since 1970, rounded as Foundation's Date rounds it (it counts from 2001).
import { trimmed } from './file-values.js';

/** TrackTime's own reading: `YYYY-MM-DDTHH:MM:SS[.f…]Z`, up to nine decimals. */
const STRICT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?Z$/;
/** Foundation's ISO 8601 reading, as lenient as it is: short fields, any hour, an offset with or without minutes. */
const LENIENT = /^(\d{4,})-(\d{1,2})-(\d{1,2})T(\d{1,2}):(\d{1,2}):(\d{1,2})(?:\.(\d{1,9}))?(?:[Zz]|([+-])(\d{1,2})(?::?(\d{2}))?)$/;
const REFERENCE = 978307200;

/** Seconds since 1970 of a civil time; fields past their range carry over, as both readers let them. */
function civilSeconds(year, month, day, hour, minute, second) {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime() / 1000;
}

/** Whole seconds plus `digits` of fraction, as Swift computes them in integers and then as one Double. */
function withFraction(seconds, digits = '') {
  const scale = 10n ** BigInt(digits.length);
  const exact = Number(BigInt(seconds) * scale + BigInt(digits || '0')) / Number(scale);
  return exact - REFERENCE + REFERENCE;
}

function lenient(text) {
  const match = LENIENT.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, sign, offsetHours, offsetMinutes = '0'] = match;
  if (month < 1 || month > 12 || day < 1 || day > 31 || offsetHours >= 24) return null;
  const offset = sign ? (sign === '-' ? -1 : 1) * (offsetHours * 3600 + offsetMinutes * 60) : 0;
  const seconds = civilSeconds(Number(year), Number(month), Number(day), Number(hour), Number(minute), Number(second)) - offset;
  return Number.isFinite(seconds) ? withFraction(seconds, fraction) : null;
}

/** A place's time (ISO 8601 as Foundation reads it, trimmed), or null. */
export function readDate(text) {
  return typeof text === 'string' ? lenient(trimmed(text)) : null;
}

/** A track point's time, or null. */
export function readTrackTime(text) {
  const match = STRICT.exec(text);
  if (match) {
    const [, year, month, day, hour, minute, second, fraction] = match.map((part, index) => (index === 7 ? part : Number(part)));
    if (month >= 1 && month <= 12 && day >= 1 && day <= 31 && hour < 24 && minute < 60 && second < 61) {
      return withFraction(civilSeconds(year, month, day, hour, minute, second), fraction);
    }
  }
  return lenient(text);
}

function civilText(seconds) {
  const date = new Date(seconds * 1000);
  const year = date.getUTCFullYear();
  const two = (value) => String(value).padStart(2, '0');
  return `${year < 0 ? '-' : ''}${String(Math.abs(year)).padStart(4, '0')}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`
    + `T${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
}

/** A track point's time as the server writes it: `2024-05-31T16:08:37Z`, with milliseconds when it has them. */
export function trackTimeText(time) {
  const scaled = time * 1000;
  const milliseconds = Math.sign(scaled) * Math.round(Math.abs(scaled));
  const fraction = ((milliseconds % 1000) + 1000) % 1000;
  const text = civilText((milliseconds - fraction) / 1000);
  return fraction ? `${text}.${String(fraction).padStart(3, '0')}Z` : `${text}Z`;
}

/** A place's time as the server writes it, to the second. */
export function dateText(time) {
  return `${civilText(Math.floor(time))}Z`;
}
