// Home: the calculator on top and the currency converter below, both usable at once on a phone; the
// other tools follow.
import { el, icon } from '../shared/dom.js';
import { ROUTES } from '../shared/router.js';
import { createCalculator } from '../money/calculator-pad.js';
import { createConverter } from '../money/converter.js';

const TOOLS = ['currency', 'translate', 'weather', 'map', 'places', 'games'];
const READY = new Set(['currency', 'translate', 'weather', 'map', 'places', 'games']); // tools that are built: their card loses the "coming soon" badge

export function render(container, ctx) {
  const converter = createConverter(ctx, { compact: true, withKeypad: false, idPrefix: 'home-cv' });
  const calculator = createCalculator(ctx, {
    idPrefix: 'calc',
    onSend: (value) => {
      converter.setAmount(value);
      ctx.announce(ctx.t('calc.sent'));
    },
  });
  const cards = ROUTES.filter((route) => TOOLS.includes(route.name)).map((route) =>
    el('li', { class: 'card' },
      el('a', { class: 'card-link', href: route.path },
        el('span', { class: 'card-icon' }, icon(route.icon)),
        el('span', { class: 'card-title', text: ctx.t(`${route.name}.title`) }),
        el('span', { class: 'card-desc', text: ctx.t(`${route.name}.desc`) }),
        READY.has(route.name) ? null : el('span', { class: 'badge', text: ctx.t('notice.soonShort') }))));

  container.append(
    el('header', { class: 'view-header view-header-compact' },
      el('h1', { id: 'view-title', tabindex: '-1', text: ctx.t('home.title') })),
    el('div', { class: 'home-money' }, calculator.element, converter.element),
    el('section', { class: 'section', 'aria-labelledby': 'home-tools' },
      el('h2', { id: 'home-tools', text: ctx.t('home.toolsHeading') }),
      el('ul', { class: 'card-grid' }, cards)));
}
