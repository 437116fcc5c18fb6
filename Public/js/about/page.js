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

function externalLink(ctx, { href, label }) {
  return el('a', { href, rel: 'noopener noreferrer', class: 'external' },
    label ? ctx.t(label) : new URL(href).host,
    icon('external', 'icon icon-inline'),
    el('span', { class: 'visually-hidden', text: ` ${ctx.t('about.externalLink')}` }));
}

async function loadVersion(ctx, target) {
  const result = await ctx.api.getJSON('/api/v1/health', { signal: ctx.signal });
  if (result.aborted || ctx.signal.aborted) return;
  target.removeAttribute('aria-busy');
  const version = result.ok && typeof result.data.version === 'string' ? result.data.version : null;
  target.textContent = version ? ctx.t('about.version', { version }) : ctx.t('about.versionError');
  target.dataset.state = version ? 'ok' : 'error';
}

export function render(container, ctx) {
  const version = el('p', { id: 'about-version', 'aria-busy': 'true', 'aria-live': 'polite', text: ctx.t('status.loading') });
  container.append(
    pageHeader(ctx, 'about'),
    el('section', { class: 'section', 'aria-labelledby': 'about-credits' },
      el('h2', { id: 'about-credits', text: ctx.t('about.creditsHeading') }),
      el('ul', { class: 'credit-list' }, CREDITS.map((credit) =>
        el('li', { class: 'credit' },
          el('p', { text: ctx.t(credit.key) }),
          el('p', { class: 'credit-links' }, credit.links.map((link) => externalLink(ctx, link))))))),
    el('section', { class: 'section', 'aria-labelledby': 'about-version-h' },
      el('h2', { id: 'about-version-h', text: ctx.t('about.versionHeading') }),
      version));
  loadVersion(ctx, version);
}
