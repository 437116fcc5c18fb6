// Home: welcome text and a card per tool.
import { el, icon } from '../dom.js';
import { pageHeader } from '../views.js';
import { ROUTES } from '../router.js';

const TOOLS = ['currency', 'translate', 'weather', 'map', 'places', 'games'];
const READY = new Set(['weather']); // tools that are built: their card loses the "coming soon" badge

export function render(container, ctx) {
  const cards = ROUTES.filter((route) => TOOLS.includes(route.name)).map((route) =>
    el('li', { class: 'card' },
      el('a', { class: 'card-link', href: route.path },
        el('span', { class: 'card-icon' }, icon(route.icon)),
        el('span', { class: 'card-title', text: ctx.t(`${route.name}.title`) }),
        el('span', { class: 'card-desc', text: ctx.t(`${route.name}.desc`) }),
        READY.has(route.name) ? null : el('span', { class: 'badge', text: ctx.t('notice.soonShort') }))));

  container.append(
    pageHeader(ctx, 'home', 'logo'),
    el('section', { class: 'section', 'aria-labelledby': 'home-tools' },
      el('h2', { id: 'home-tools', class: 'visually-hidden', text: ctx.t('home.toolsHeading') }),
      el('ul', { class: 'card-grid' }, cards)));
}
