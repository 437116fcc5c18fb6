// Header controls: collapsible menu, language switch, home/away scheme toggle, offline banner.
import { $, $$ } from './dom.js';
import { t } from './i18n.js';
import * as storage from './storage.js';

export const SCHEMES = ['home', 'away'];
const desktop = window.matchMedia('(min-width: 48em)');

/* ---------- menu ---------- */

const toggle = () => $('#menu-toggle');
const nav = () => $('#site-nav');

export function isMenuOpen() {
  return nav().hasAttribute('data-open');
}

function setMenuLabel(open) {
  toggle().setAttribute('aria-label', t(open ? 'nav.close' : 'nav.open'));
  toggle().querySelector('use').setAttribute('href', `/icons/sprite.svg#i-${open ? 'close' : 'menu'}`);
}

export function openMenu() {
  nav().setAttribute('data-open', '');
  document.body.classList.add('menu-open');
  toggle().setAttribute('aria-expanded', 'true');
  setMenuLabel(true);
  const current = $('a[aria-current="page"]', nav()) || $('a', nav());
  current?.focus();
}

export function closeMenu({ returnFocus = false } = {}) {
  if (!isMenuOpen()) return;
  nav().removeAttribute('data-open');
  document.body.classList.remove('menu-open');
  toggle().setAttribute('aria-expanded', 'false');
  setMenuLabel(false);
  if (returnFocus) toggle().focus();
}

function initMenu() {
  toggle().addEventListener('click', () => (isMenuOpen() ? closeMenu() : openMenu()));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isMenuOpen() && !desktop.matches) closeMenu({ returnFocus: true });
  });
  // Tap outside the open panel (on the backdrop or the page) closes it.
  document.addEventListener('pointerdown', (event) => {
    if (!isMenuOpen() || desktop.matches) return;
    if (!nav().contains(event.target) && !toggle().contains(event.target)) closeMenu();
  });
  // Keyboard focus leaving the panel closes it.
  nav().addEventListener('focusout', (event) => {
    const next = event.relatedTarget;
    if (next && !desktop.matches && !nav().contains(next) && next !== toggle()) closeMenu();
  });
  desktop.addEventListener('change', () => closeMenu());
}

/** Mark the current route in the menu. */
export function markCurrent(routeName) {
  for (const link of $$('a[data-route]', nav())) {
    if (link.dataset.route === routeName) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}

/* ---------- language ---------- */

export function showLang(lang) {
  for (const button of $$('[data-lang]')) {
    button.setAttribute('aria-pressed', String(button.dataset.lang === lang));
  }
  setMenuLabel(isMenuOpen());
}

/* ---------- colour scheme ---------- */

export function initialScheme() {
  const saved = storage.get('scheme');
  return SCHEMES.includes(saved) ? saved : 'home';
}

export function applyScheme(scheme) {
  const root = document.documentElement;
  root.dataset.scheme = SCHEMES.includes(scheme) ? scheme : 'home';
  $('#scheme-toggle').setAttribute('aria-pressed', String(root.dataset.scheme === 'away'));
  const colour = getComputedStyle(root).getPropertyValue('--header-bg').trim();
  if (colour) $('meta[name="theme-color"]').setAttribute('content', colour);
  return root.dataset.scheme;
}

/* ---------- offline banner ---------- */

function initOfflineBanner() {
  const banner = $('#offline-banner');
  const update = () => { banner.hidden = navigator.onLine !== false; };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
}

/**
 * Wire the header. handlers = { onLang(lang), onScheme(scheme) }.
 */
export function initShell({ onLang, onScheme }) {
  initMenu();
  initOfflineBanner();
  for (const button of $$('[data-lang]')) {
    button.addEventListener('click', () => onLang(button.dataset.lang));
  }
  $('#scheme-toggle').addEventListener('click', () => {
    onScheme(document.documentElement.dataset.scheme === 'away' ? 'home' : 'away');
  });
}
