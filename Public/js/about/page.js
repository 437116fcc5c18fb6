// About: © attributions and the server version.
import { el, icon } from '../shared/dom.js';
import { pageHeader } from '../shared/views.js';

// Link text: a catalog key, or the host name when no key is given.
const CREDITS = [
  { key: 'about.geonames', links: [{ href: 'https://www.geonames.org' },
    { href: 'https://creativecommons.org/licenses/by/4.0/', label: 'about.ccBy' }] },
  { key: 'about.ecb', links: [{ href: 'https://www.ecb.europa.eu' }] },
  { key: 'about.osm', links: [{ href: 'https://www.openstreetmap.org/copyright', label: 'about.osmCopyright' }] },
  { key: 'about.openMeteo', links: [{ href: 'https://open-meteo.com' },
    { href: 'https://creativecommons.org/licenses/by/4.0/', label: 'about.ccBy' }] },
  { key: 'about.openWeatherMap', links: [{ href: 'https://openweathermap.org' }] },
];

// The AGPL-3.0 code in Baluchon: Routino, linked by the server and compiled to WebAssembly for the phone's routes.
// Its corresponding source, as the licence asks of a program used over a network: the pinned Routino source
// (wasm/routino/SOURCE) and Baluchon's own, which carries it untouched in wasm/routino/src, where the server's
// operator publishes it (BALUCHON_SOURCE_URL, given by the health answer).
const ROUTINO_SOURCE = 'https://github.com/sharkcz/routino/tree/cc8277a9073464504fdc862319f0ba07ad0159ba';

function externalLink(ctx, { href, label }) {
  return el('a', { href, rel: 'noopener noreferrer', class: 'external' },
    label ? ctx.t(label) : new URL(href).host,
    icon('external', 'icon icon-inline'),
    el('span', { class: 'visually-hidden', text: ` ${ctx.t('about.externalLink')}` }));
}

/** The server's version, and where it publishes Baluchon's source: a link, or that the operator must publish it. */
async function loadHealth(ctx, target, project) {
  const result = await ctx.api.getJSON('/api/v1/health', { signal: ctx.signal });
  if (result.aborted || ctx.signal.aborted) return;
  target.removeAttribute('aria-busy');
  const version = result.ok && typeof result.data.version === 'string' ? result.data.version : null;
  target.textContent = version ? ctx.t('about.version', { version }) : ctx.t('about.versionError');
  target.dataset.state = version ? 'ok' : 'error';
  if (!result.ok) return;
  const source = typeof result.data.sourceURL === 'string' && /^https?:\/\//i.test(result.data.sourceURL) ? result.data.sourceURL : null;
  project.dataset.state = source ? 'published' : 'unpublished';
  project.replaceChildren(source
    ? externalLink(ctx, { href: source, label: 'about.sourceBaluchon' })
    : ctx.t('about.sourceUnpublished'));
}

export function render(container, ctx) {
  const version = el('p', { id: 'about-version', 'aria-busy': 'true', 'aria-live': 'polite', text: ctx.t('status.loading') });
  const project = el('p', { id: 'about-source-project', class: 'credit-links', text: ctx.t('about.sourceProject') });
  container.append(
    pageHeader(ctx, 'about'),
    el('section', { class: 'section', 'aria-labelledby': 'about-credits' },
      el('h2', { id: 'about-credits', text: ctx.t('about.creditsHeading') }),
      el('ul', { class: 'credit-list' }, CREDITS.map((credit) =>
        el('li', { class: 'credit' },
          el('p', { text: ctx.t(credit.key) }),
          el('p', { class: 'credit-links' }, credit.links.map((link) => externalLink(ctx, link))))))),
    el('section', { class: 'section', id: 'about-source', 'aria-labelledby': 'about-source-h' },
      el('h2', { id: 'about-source-h', text: ctx.t('about.sourceHeading') }),
      el('p', { text: ctx.t('about.sourceAgpl') }),
      project,
      el('p', { class: 'credit-links' },
        externalLink(ctx, { href: ROUTINO_SOURCE, label: 'about.sourceRoutino' }),
        externalLink(ctx, { href: 'https://www.gnu.org/licenses/agpl-3.0.html', label: 'about.sourceLicence' }))),
    el('section', { class: 'section', 'aria-labelledby': 'about-version-h' },
      el('h2', { id: 'about-version-h', text: ctx.t('about.versionHeading') }),
      version));
  loadHealth(ctx, version, project);
}
