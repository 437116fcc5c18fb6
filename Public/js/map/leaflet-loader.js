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

/**
 * Leaflet 1.6 draws its buttons (zoom, a popup's "×") as links: under `node`, Space presses them too, as it
 * presses a button.
 */
function spacePresses(node) {
  node.addEventListener('keydown', (event) => {
    if (event.key !== ' ' || !(event.target instanceof Element) || !event.target.matches('a[role="button"]')) return;
    event.preventDefault();
    event.target.click();
  });
}

/** Leaflet's zoom buttons, titled in the page's language (Leaflet's own titles are English). */
export function zoomButtons(L, ctx) {
  const control = L.control.zoom({ zoomInTitle: ctx.t('map.zoomIn'), zoomOutTitle: ctx.t('map.zoomOut') });
  const onAdd = control.onAdd;
  control.onAdd = function add(map) {
    const node = onAdd.call(this, map);
    spacePresses(node);
    return node;
  };
  return control;
}

/**
 * Keyboard focus into `popup` (its first button or link, else its text), and back to `opener` when it closes
 * with the focus inside it (Escape, its "×", a choice that closes it).
 */
export function focusPopup(map, popup, opener) {
  const box = popup.getElement();
  const content = box?.querySelector('.leaflet-popup-content');
  if (!content) return;
  let target = content.querySelector('button:not([disabled]), a[href], input, select, textarea');
  if (!target) {
    target = content;
    content.tabIndex = -1;
  }
  target.focus({ preventScroll: true });
  popup.once('remove', () => {
    const now = document.activeElement;
    if (now && now !== document.body && !box.contains(now)) return;
    (opener?.isConnected ? opener : map.getContainer()).focus({ preventScroll: !opener?.isConnected });
  });
}

/**
 * What Leaflet 1.6 leaves out for keyboards and screen readers: a popup's "×" is a named button that Space
 * presses too, and a popup opened from a marker with the keyboard takes the focus (and gives it back).
 */
export function keyboardMap(map, ctx) {
  const container = map.getContainer();
  const escapes = new WeakSet(); // a popup keeps its box from one opening to the next: one listener each
  spacePresses(container);
  map.on('popupopen', ({ popup }) => {
    const box = popup.getElement();
    // Leaflet's own Escape works only while the map itself has the focus, not a button in its popup.
    if (box && !escapes.has(box)) {
      escapes.add(box);
      box.addEventListener('keydown', (event) => {
        if (event.key !== 'Escape' || !popup.isOpen()) return;
        event.preventDefault();
        map.closePopup(popup);
      });
    }
    const close = box?.querySelector('.leaflet-popup-close-button');
    if (close) {
      close.setAttribute('role', 'button');
      close.setAttribute('aria-label', ctx.t('map.popup.close'));
      close.title = ctx.t('map.popup.close');
    }
    const active = document.activeElement;
    if (active?.classList.contains('leaflet-marker-icon') && container.contains(active)) focusPopup(map, popup, active);
  });
}
