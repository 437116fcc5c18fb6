// What the route panel says of a route beside its instructions: distance, time and arrival, the other
// modes to try, and with "fastest" which modes were weighed.

import { el } from '../shared/dom.js';
import { spokenDistance } from './distance.js';

const minutes = (seconds) => Math.max(1, Math.round(seconds / 60));

/** "1.2 km · 15 min · arrival 10:42 · routino": a journey's arrival on the city's clock, as the timetable gives it. */
export function summaryText(route, ctx) {
  const arrival = new Date(Date.now() + route.duration * 1000);
  return ctx.t('routes.summary', {
    distance: spokenDistance(route.distance, ctx.lang),
    minutes: minutes(route.duration),
    arrival: route.arrival ? route.arrival.slice(11, 16) : new Intl.DateTimeFormat(ctx.lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(arrival),
    engine: route.engine,
  });
}

/** A button for each other mode that can serve, with its time; `choose(mode)` when pressed. */
export function otherModeButtons(route, ctx, choose) {
  return route.comparison.slice(1).map((option) => el('button', {
    type: 'button', class: 'btn btn-ghost route-other', dataset: { mode: option.mode },
    text: ctx.t('routes.other', { mode: ctx.t(`routes.mode.${option.mode}`), minutes: minutes(option.duration) }),
    onclick: () => choose(option.mode),
  }));
}

/** With "fastest" (`any`): which modes it weighed, and which it could not and why (no timetable, no network). */
export function comparisonLines(route, mode, ctx) {
  if (mode !== 'any' || !route.comparison.length) return [];
  const modeName = (name) => ctx.t(`routes.mode.${name}`);
  return [
    el('span', { text: ctx.t('routes.compared', { modes: route.comparison.map((option) => modeName(option.mode)).join(' · '), mode: modeName(route.mode) }) }),
    ...(route.unavailable || []).map((gap) => el('span', {
      class: 'route-unavailable', dataset: { mode: gap.mode, code: gap.code }, text: ctx.t('routes.notCompared', { mode: modeName(gap.mode), reason: gap.message }),
    })),
  ];
}
