// Catalog loading and lookup. Catalogs are flat JSON objects: { "nav.home": "Accueil", ... }.
import * as storage from './storage.js';

export const LANGS = ['fr', 'en'];
const catalogs = new Map();
let current = 'en';

/** Saved choice, else the first of navigator.languages that is French or English, else English. */
export function detectLang() {
  const saved = storage.get('lang');
  if (LANGS.includes(saved)) return saved;
  const prefs = navigator.languages?.length ? navigator.languages : [navigator.language || ''];
  for (const tag of prefs) {
    const base = String(tag).toLowerCase().slice(0, 2);
    if (LANGS.includes(base)) return base;
  }
  return 'en';
}

/**
 * Catalogs come in parts: the shell's `/i18n/<lang>.json`, then one file per capability
 * (`/i18n/<part>.<lang>.json`), so each capability keeps its own strings.
 */
export const CATALOG_PARTS = ['map', 'routes', 'saved', 'games'];

async function fetchCatalog(url) {
  try {
    const res = await fetch(url, { headers: { Accept: 'application/json' } });
    if (res.ok) return await res.json();
  } catch {
    /* offline and not cached: keys are shown instead of text */
  }
  return {};
}

async function loadCatalog(lang) {
  if (catalogs.has(lang)) return catalogs.get(lang);
  const urls = [`/i18n/${lang}.json`, ...CATALOG_PARTS.map((part) => `/i18n/${part}.${lang}.json`)];
  const parts = await Promise.all(urls.map(fetchCatalog));
  const catalog = Object.assign({}, ...parts);
  catalogs.set(lang, catalog);
  return catalog;
}

/** Load the catalog for lang and make it current; also sets <html lang>. */
export async function useLang(lang) {
  const next = LANGS.includes(lang) ? lang : 'en';
  await loadCatalog(next);
  current = next;
  document.documentElement.lang = next;
  return next;
}

export function getLang() {
  return current;
}

export function has(key) {
  return Object.hasOwn(catalogs.get(current) || {}, key);
}

/**
 * t('about.version', { version: '1.0' }) → string with {placeholders} filled; the key if missing.
 * With a numeric `count`, `<key>.one` is used where the language puts that count in the singular
 * (1 in English; 0 and 1 in French) and the catalog has it.
 */
export function t(key, params) {
  const catalog = catalogs.get(current) || {};
  const singular = `${key}.one`;
  const one = typeof params?.count === 'number' && Object.hasOwn(catalog, singular)
    && new Intl.PluralRules(current).select(params.count) === 'one';
  const text = catalog[one ? singular : key];
  if (typeof text !== 'string') return key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m));
}

/** Translate static markup: data-i18n (text), data-i18n-aria-label, data-i18n-title. */
export function applyStatic(root = document) {
  for (const node of root.querySelectorAll('[data-i18n]')) node.textContent = t(node.dataset.i18n);
  for (const node of root.querySelectorAll('[data-i18n-aria-label]')) {
    node.setAttribute('aria-label', t(node.dataset.i18nAriaLabel));
  }
  for (const node of root.querySelectorAll('[data-i18n-title]')) {
    node.setAttribute('title', t(node.dataset.i18nTitle));
  }
}

export function formatDateTime(iso) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(iso);
  return new Intl.DateTimeFormat(current, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatNumber(value) {
  return new Intl.NumberFormat(current).format(value);
}
