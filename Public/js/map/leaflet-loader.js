// Leaflet is served by our own server (/vendor/leaflet/, from Debian's libjs-leaflet), never a CDN. It is a
// classic script that defines window.L, so it is added as a <script src> element (CSP allows no inline code),
// once, on the first visit to the map.
import { el } from '../shared/dom.js';
import { getJSON } from '../shared/api.js';

export const LEAFLET_BASE = '/vendor/leaflet/';
let loading = null;

function once(node) {
  return new Promise((resolve, reject) => {
    node.addEventListener('load', resolve, { once: true });
    node.addEventListener('error', reject, { once: true });
  });
}

/**
 * Resolves to window.L. Rejects with { ok: false, error } in api.js's shape: the server's own message when
 * the library is not installed (404 map_library_missing), a network failure otherwise.
 */
export function loadLeaflet() {
  if (window.L?.map) return Promise.resolve(window.L);
  if (loading) return loading;
  const css = document.querySelector(`link[href="${LEAFLET_BASE}leaflet.css"]`)
    || document.head.appendChild(el('link', { rel: 'stylesheet', href: `${LEAFLET_BASE}leaflet.css` }));
  const script = el('script', { src: `${LEAFLET_BASE}leaflet.js` });
  const ready = Promise.all([once(script), css.sheet ? Promise.resolve() : once(css)]);
  document.head.append(script);
  loading = ready.then(() => {
    if (!window.L?.map) throw new Error('Leaflet did not define L');
    return window.L;
  }).catch(async () => {
    script.remove();
    css.remove();
    loading = null;
    // Ask again as JSON: a missing library answers 404 with a message in the traveller's language.
    const answer = await getJSON(`${LEAFLET_BASE}leaflet.js`);
    throw answer.ok || answer.status === 200 ? { ok: false, error: { code: 'badResponse', message: '', hint: null } } : answer;
  });
  return loading;
}

/** Leaflet's zoom buttons, titled in the page's language (Leaflet's own titles are English). */
export function zoomButtons(L, ctx) {
  return L.control.zoom({ zoomInTitle: ctx.t('map.zoomIn'), zoomOutTitle: ctx.t('map.zoomOut') });
}
