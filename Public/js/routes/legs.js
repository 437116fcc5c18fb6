// A public transport journey as a list: each walk with its distance and where it leads, each ride with
// the line's badge, headsign, boarding and alighting stops, clock times and number of stops.
import { el } from '../shared/dom.js';
import { spokenDistance } from './distance.js';

/** Clock time of an ISO 8601 string written at the city's offset ("2024-12-16T08:32:00-05:00" → "08:32"). */
const clock = (iso) => iso.slice(11, 16);

export function transitLegs(legs, ctx) {
  return legs.map((leg) => {
    const times = el('span', { class: 'leg-times', text: `${clock(leg.departure)}–${clock(leg.arrival)}` });
    if (leg.type === 'walk') {
      return el('li', { class: 'route-leg leg-walk' }, times, el('span', {
        text: ctx.t('routes.leg.walk', {
          distance: spokenDistance(leg.distance, ctx.lang), place: leg.to.name || ctx.t('routes.leg.destination'),
        }),
      }));
    }
    return el('li', { class: 'route-leg leg-ride' }, times, el('span', { class: 'leg-line', text: leg.line }),
      el('span', { class: 'leg-board', text: leg.board }),
      el('span', { class: 'leg-alight', text: leg.alight }));
  });
}
