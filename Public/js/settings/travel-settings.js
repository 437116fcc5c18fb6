// Home and away: the traveller's two places, each with a location, a currency, a language and a time
// zone, kept on the device (localStorage `baluchon.home` and `baluchon.away`, one object per side:
// { location: { id, name, countryCode, countryName, admin1, latitude, longitude, timeZone },
//   currency: 'EUR', language: 'fr', timeZone: 'Europe/Paris' }). Other tools read their defaults here:
//   import * as travel from '../../travel-settings.js';
//   travel.currencyPair()  → ['EUR', 'JPY']   (converter: home → away)
//   travel.languagePair()  → ['fr', 'ja']     (translation: home → away)
//   travel.cities()        → [{ name, latitude, longitude, … }] (weather list: home, then away)
//   travel.homeCurrency(), travel.awayLanguage(), travel.awayCity(), travel.current() …
//   travel.onChange(callback) → unsubscribe function
import * as storage from '../shared/storage.js';

const EVENT = 'baluchon:travel-settings';
export const SIDES = ['home', 'away'];
export const FORMAT = 'baluchon-travel-settings';
export const VERSION = 1;

const CURRENCY = /^[A-Z]{3}$/;
const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
const COUNTRY = /^[A-Z]{2}$/;
const TIME_ZONE = /^[A-Za-z0-9_+\-/]{1,64}$/;

function emptySide() {
  return { location: null, currency: null, language: null, timeZone: null };
}

function text(value, max = 200) {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;
}

function coordinate(value, limit) {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

function validTimeZone(value) {
  if (!text(value, 64) || !TIME_ZONE.test(value)) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value;
  } catch {
    return null;
  }
}

/** A location kept from a place search result, or null when the value is not one. */
export function cleanLocation(value) {
  if (!value || typeof value !== 'object') return null;
  const latitude = coordinate(value.latitude, 90);
  const longitude = coordinate(value.longitude, 180);
  const name = text(value.name);
  if (name === null || latitude === null || longitude === null) return null;
  const countryCode = typeof value.countryCode === 'string' && COUNTRY.test(value.countryCode) ? value.countryCode : null;
  return {
    id: text(value.id, 80),
    name,
    countryCode,
    countryName: text(value.countryName),
    admin1: text(value.admin1, 80),
    latitude,
    longitude,
    timeZone: validTimeZone(value.timeZone),
  };
}

function cleanSide(value) {
  const side = emptySide();
  if (!value || typeof value !== 'object') return side;
  side.location = cleanLocation(value.location);
  side.currency = typeof value.currency === 'string' && CURRENCY.test(value.currency) ? value.currency : null;
  side.language = typeof value.language === 'string' && LANGUAGE.test(value.language) && value.language.length <= 20 ? value.language : null;
  side.timeZone = validTimeZone(value.timeZone);
  return side;
}

/** The settings as kept, every field checked: { home: {...}, away: {...} }. */
export function load() {
  return { home: cleanSide(storage.get('home', null)), away: cleanSide(storage.get('away', null)) };
}

function save(settings) {
  const clean = { home: cleanSide(settings.home), away: cleanSide(settings.away) };
  for (const name of SIDES) storage.set(name, clean[name]);
  window.dispatchEvent(new CustomEvent(EVENT, { detail: clean }));
  return clean;
}

/** One side's settings. */
export function side(name) {
  return load()[SIDES.includes(name) ? name : 'home'];
}

/** Changes some fields of one side ({ location, currency, language, timeZone }) and saves. */
export function update(name, patch) {
  const settings = load();
  settings[name] = { ...settings[name], ...patch };
  return save(settings)[name];
}

/** The side in use now: the colour scheme the traveller chose ("home" or "away"). */
export function current() {
  const scheme = storage.get('scheme', 'home');
  return SIDES.includes(scheme) ? scheme : 'home';
}

export const homeCurrency = () => side('home').currency;
export const awayCurrency = () => side('away').currency;
export const homeLanguage = () => side('home').language;
export const awayLanguage = () => side('away').language;
export const homeCity = () => side('home').location;
export const awayCity = () => side('away').location;
export const homeTimeZone = () => side('home').timeZone;
export const awayTimeZone = () => side('away').timeZone;

/** [home currency, away currency] for the converter; null where not chosen yet. */
export function currencyPair() {
  return [homeCurrency(), awayCurrency()];
}

/** [home language, away language] for translation; null where not chosen yet. */
export function languagePair() {
  return [homeLanguage(), awayLanguage()];
}

/** The chosen cities, home first, for the weather list. */
export function cities() {
  return [homeCity(), awayCity()].filter(Boolean);
}

/** Calls callback(settings) after every change, in this tab; returns the function that stops it. */
export function onChange(callback) {
  const listener = (event) => callback(event.detail);
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}

/** The settings as a JSON file's text. */
export function exportText() {
  const settings = load();
  return JSON.stringify({
    format: FORMAT, version: VERSION, exportedAt: new Date().toISOString(), current: current(), ...settings,
  }, null, 2);
}

/**
 * Reads a file made by exportText and saves it. Returns { ok: true, current } or
 * { ok: false, reason } with reason 'json' (not JSON) or 'format' (not Baluchon settings).
 */
export function importText(raw) {
  let data;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'json' };
  }
  if (!data || typeof data !== 'object' || data.format !== FORMAT || typeof data.version !== 'number' || data.version > VERSION) {
    return { ok: false, reason: 'format' };
  }
  save({ home: data.home, away: data.away });
  return { ok: true, current: SIDES.includes(data.current) ? data.current : null };
}
