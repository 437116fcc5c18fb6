// Path-based routing with the History API.

/**
 * Every page of the app. `name` is the i18n prefix; `capability` the folder under js/ whose page.js
 * renders it.
 */
export const ROUTES = [
  { name: 'home', path: '/', icon: 'home', capability: 'home' },
  { name: 'currency', path: '/currency', icon: 'currency', capability: 'money' },
  { name: 'translate', path: '/translate', icon: 'translate', capability: 'words' },
  { name: 'weather', path: '/weather', icon: 'weather', capability: 'weather' },
  { name: 'map', path: '/map', icon: 'map', capability: 'map' },
  { name: 'places', path: '/places', icon: 'places', capability: 'saved' },
  { name: 'games', path: '/games', icon: 'games', capability: 'games' },
  { name: 'settings', path: '/settings', icon: 'settings', capability: 'settings' },
  { name: 'about', path: '/about', icon: 'about', capability: 'about' },
];

/** Normalise "/currency/" → "/currency"; keeps "/". */
export function normalisePath(pathname) {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The route for a pathname, or null (→ "page not found"). */
export function resolve(pathname) {
  const path = normalisePath(pathname);
  return ROUTES.find((route) => route.path === path) || null;
}

/** True when a same-origin link should be handled by the router instead of the browser. */
function isAppLink(url) {
  if (url.origin !== window.location.origin) return false;
  if (url.pathname.startsWith('/api/')) return false;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return false; // a static file
  const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
  return !(samePage && url.hash); // in-page anchors such as the skip link
}

/**
 * Start routing. onRoute({ focus }) is called after every URL change.
 * Returns navigate(path, { replace }).
 */
export function startRouter(onRoute) {
  function navigate(path, { replace = false } = {}) {
    const target = new URL(path, window.location.href);
    const url = normalisePath(target.pathname) + target.search + target.hash;
    const current = window.location.pathname + window.location.search + window.location.hash;
    if (replace) window.history.replaceState({}, '', url);
    else if (url !== current) window.history.pushState({}, '', url);
    window.scrollTo(0, 0);
    onRoute({ focus: true });
  }

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href, window.location.href);
    if (!isAppLink(url)) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  });

  window.addEventListener('popstate', () => onRoute({ focus: true }));

  const canonical = normalisePath(window.location.pathname);
  if (canonical !== window.location.pathname) {
    window.history.replaceState({}, '', canonical + window.location.search + window.location.hash);
  }
  return navigate;
}
