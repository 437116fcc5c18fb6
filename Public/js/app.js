// Boot, view rendering and service worker registration.
import { $, el } from './shared/dom.js';
import * as i18n from './shared/i18n.js';
import * as storage from './shared/storage.js';
import { getJSON } from './shared/api.js';
import { resolve, startRouter } from './shared/router.js';
import { initShell, showLang, markCurrent, closeMenu, applyScheme, initialScheme } from './shared/shell.js';
import { errorBox, renderNotFound } from './shared/views.js';

let navigate = () => {};
let renderCount = 0;
let viewController = null;
const SCHEME_EVENT = 'baluchon:scheme';

function announce(text) {
  const live = $('#live');
  live.textContent = '';
  // A fresh text node after clearing makes screen readers announce repeated messages too.
  window.requestAnimationFrame(() => { live.textContent = text; });
}

function makeContext(route, signal) {
  return {
    route: route ? route.name : 'notFound',
    lang: i18n.getLang(),
    scheme: document.documentElement.dataset.scheme,
    t: i18n.t,
    has: i18n.has,
    formatDateTime: i18n.formatDateTime,
    formatNumber: i18n.formatNumber,
    api: { getJSON },
    storage,
    signal,
    navigate: (path, options) => navigate(path, options),
    announce,
    setLang: (lang) => changeLang(lang),
    setScheme: (scheme) => changeScheme(scheme),
    /** listener(scheme) runs on each home/away toggle while this view is shown. */
    onScheme: (listener) => window.addEventListener(SCHEME_EVENT, (event) => listener(event.detail), { signal }),
  };
}

async function loadPage(route) {
  return import(`./${route.capability}/page.js`);
}

/** Render the view for the current URL. focus: move focus to the view heading afterwards. */
async function renderView({ focus = false, keepFocusId = null } = {}) {
  const token = ++renderCount;
  const route = resolve(window.location.pathname);
  viewController?.abort();
  viewController = new AbortController();
  closeMenu();

  let render = renderNotFound;
  let failed = false;
  if (route) {
    try {
      render = (await loadPage(route)).render;
    } catch (error) {
      console.warn('Could not load view module', route.name, error);
      failed = true;
    }
  }
  if (token !== renderCount) return; // a newer navigation won

  const view = $('#view');
  const body = $('#view-body');
  body.replaceChildren();
  view.dataset.route = route ? route.name : 'notFound';
  const ctx = makeContext(route, viewController.signal);
  if (failed) {
    const failure = { error: { message: i18n.t(navigator.onLine === false ? 'error.offline' : 'error.network'), hint: null } };
    body.append(el('h1', { id: 'view-title', tabindex: '-1', text: i18n.t(`${route.name}.title`) }),
      errorBox(ctx, i18n.t('error.viewLoad'), failure, () => renderView({ focus: true })));
  } else {
    try {
      await render(body, ctx);
    } catch (error) {
      console.error('View failed to render', error);
    }
  }
  if (token !== renderCount) return;

  markCurrent(route ? route.name : null);
  const pageKey = route ? `${route.name}.title` : 'notFound.title';
  document.title = i18n.t('app.docTitle', { page: i18n.t(pageKey) });
  const again = keepFocusId && document.getElementById(keepFocusId);
  if (again) again.focus();
  else if (focus) $('#view-title')?.focus();
}

async function changeLang(lang) {
  const active = document.activeElement;
  const keepFocusId = active && $('#view-body').contains(active) ? active.id || null : null;
  storage.set('lang', lang);
  await i18n.useLang(lang);
  i18n.applyStatic();
  showLang(i18n.getLang());
  await renderView({ keepFocusId });
  announce(i18n.t('lang.changed'));
}

function changeScheme(scheme) {
  const applied = applyScheme(scheme);
  storage.set('scheme', applied);
  const input = $(`#view-body input[name="scheme"][value="${applied}"]`);
  if (input) input.checked = true;
  window.dispatchEvent(new CustomEvent(SCHEME_EVENT, { detail: applied }));
  announce(i18n.t('scheme.changed', { name: i18n.t(`scheme.${applied}`) }));
}

function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error) => {
    console.warn('Service worker registration failed', error);
  });
}

/** The shell shown in place of the first paint's frame and loading line (index.html #boot). */
function endBoot() {
  document.documentElement.removeAttribute('data-booting');
  document.getElementById('boot')?.remove();
}

async function boot() {
  applyScheme(initialScheme());
  await i18n.useLang(i18n.detectLang());
  i18n.applyStatic();
  showLang(i18n.getLang());
  initShell({ onLang: changeLang, onScheme: changeScheme });
  navigate = startRouter((options) => renderView(options));
  await renderView();
  endBoot();
  document.documentElement.dataset.ready = '';
  registerServiceWorker();
}

boot().catch((error) => {
  console.error('Baluchon failed to start', error);
  endBoot();
});
