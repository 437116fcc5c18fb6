// The rate table for instant conversions in the browser: fetched once from GET /api/v1/rates (the
// browser revalidates it with its ETag), kept in localStorage so that the converter works offline
// from the last table it saw. Conversions mirror BaluchonCore's CurrencyConverter.
import { Dec } from './decimal.js';
import * as storage from '../shared/storage.js';

const KEY = 'money.rates';

function isTable(data) {
  return data && typeof data === 'object' && typeof data.base === 'string' && data.rates && typeof data.rates === 'object'
    && Array.isArray(data.currencies) && data.source && typeof data.source === 'object';
}

/** The server's JSON made ready for arithmetic: rates as Dec, currencies by code. */
export function prepare(data, lang) {
  const rates = new Map();
  for (const [code, value] of Object.entries(data.rates)) {
    const rate = Dec.parse(String(value));
    if (rate && !rate.isZero() && !rate.isNegative()) rates.set(code, rate);
  }
  let names = null;
  try {
    names = new Intl.DisplayNames([lang], { type: 'currency' });
  } catch {
    names = null;
  }
  const sameLang = data.lang === undefined || data.lang === lang;
  const currencies = data.currencies
    .filter((c) => rates.has(c.code))
    .map((c) => ({
      code: c.code,
      // Names come from the server in the language asked; a table saved in another language is
      // renamed with the browser's own CLDR data.
      name: sameLang ? c.name : (names?.of(c.code) ?? c.name),
      symbol: c.symbol,
      minorUnits: Number.isInteger(c.minorUnits) ? c.minorUnits : 2,
    }));
  return { base: data.base, source: data.source, rates, currencies, byCode: new Map(currencies.map((c) => [c.code, c])) };
}

/**
 * Loads the latest table: { table, offline, savedAt, device } — offline when the server could not be reached and
 * the last saved table is used, or a kept trip pack's when newer (`device` says which) — or { failure } when there
 * is none; { aborted } when the view went away.
 */
export async function loadRates(ctx) {
  const result = await ctx.api.getJSON('/api/v1/rates', { signal: ctx.signal });
  if (result.aborted || ctx.signal?.aborted) return { aborted: true };
  const saved = storage.get(KEY);
  const device = result.ok ? result.data.device : null;
  if (device && isTable(result.data) && !(saved && isTable(saved.table) && saved.table.source.date >= result.data.source.date)) {
    // A kept trip pack answered for the unreachable server, with a newer table than the last one seen here.
    return { table: prepare(result.data, ctx.lang), offline: true, device };
  }
  if (result.ok && !device && isTable(result.data)) {
    storage.set(KEY, { table: { ...result.data, lang: ctx.lang }, savedAt: new Date().toISOString() });
    return { table: prepare({ ...result.data, lang: ctx.lang }, ctx.lang), offline: false };
  }
  if (saved && isTable(saved.table)) {
    return { table: prepare(saved.table, ctx.lang), offline: true, savedAt: saved.savedAt, failure: result };
  }
  return { failure: result };
}

/** Units of `to` for one `from` (full precision), or null when either is unknown. */
export function rate(table, from, to) {
  const a = table.rates.get(from);
  const b = table.rates.get(to);
  if (!a || !b) return null;
  return from === to ? new Dec(1n, 0) : b.div(a);
}

/** `amount` of `from` in `to`, rounded half away from zero to the target's minor units (as the server does). */
export function convert(table, amount, from, to) {
  const a = table.rates.get(from);
  const b = table.rates.get(to);
  if (!a || !b) return null;
  const exact = from === to ? amount : amount.mul(b).div(a);
  return exact.rounded(table.byCode.get(to)?.minorUnits ?? 2);
}
