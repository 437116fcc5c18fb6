// One city of the weather list: conditions now, provenance and age, the forecast, and its actions.
import { el } from '../shared/dom.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
const ICONS = new Set(['clear-day', 'clear-night', 'partly-cloudy-day', 'partly-cloudy-night', 'cloudy', 'fog', 'drizzle', 'rain',
  'showers', 'freezing-rain', 'snow', 'thunderstorm', 'hail', 'unknown']);

/** A weather picture from the weather sprite; `label` makes it an image for screen readers. */
export function weatherIcon(name, className, label) {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('class', className);
  if (label) {
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', label);
  } else {
    svg.setAttribute('aria-hidden', 'true');
  }
  svg.setAttribute('focusable', 'false');
  const use = document.createElementNS(SVG_NS, 'use');
  use.setAttribute('href', `/icons/weather.svg#w-${ICONS.has(name) ? name : 'unknown'}`);
  svg.append(use);
  return svg;
}

/** `14:05` from the API's local timestamps (`2026-05-03T14:05:00+02:00`): the place's own wall clock. */
export function wallClock(timestamp) {
  return typeof timestamp === 'string' && timestamp.length >= 16 ? timestamp.slice(11, 16) : '–';
}

/** The time now in `zone`, read from the device's clock (no network needed), or null without a zone. */
export function zoneClock(ctx, zone) {
  if (!zone) return null;
  try {
    return new Intl.DateTimeFormat(ctx.lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).format(new Date());
  } catch {
    return null;
  }
}

/** The city's local time: from the device's clock when the zone is known (a saved copy's time would be old). */
function localTime(ctx, city, place) {
  const time = zoneClock(ctx, city.timeZone || place?.timeZone) ?? (place?.localTime ? wallClock(place.localTime) : null);
  return time ? el('p', { class: 'weather-local', text: ctx.t('weather.localTime', { time }) }) : null;
}

function dayName(ctx, date) {
  const [year, month, day] = String(date).split('-').map(Number);
  const value = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(value.getTime())) return String(date);
  return new Intl.DateTimeFormat(ctx.lang, { weekday: 'short', day: 'numeric', timeZone: 'UTC' }).format(value);
}

function number(ctx, value, digits = 0) {
  if (typeof value !== 'number') return '–';
  return new Intl.NumberFormat(ctx.lang, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
}

/** "3 minutes ago" / "il y a 3 minutes". */
export function age(ctx, seconds) {
  const format = new Intl.RelativeTimeFormat(ctx.lang, { numeric: 'auto' });
  if (seconds < 60) return ctx.t('weather.age.now');
  if (seconds < 7200) return format.format(-Math.round(seconds / 60), 'minute');
  if (seconds < 172800) return format.format(-Math.round(seconds / 3600), 'hour');
  return format.format(-Math.round(seconds / 86400), 'day');
}

function fact(label, value) {
  return el('div', { class: 'weather-fact' }, el('dt', { text: label }), el('dd', { text: value }));
}

function forecast(ctx, weather, symbols, id) {
  // The hours scroll sideways: the strip takes the focus so that the arrow keys can scroll it too.
  const hours = el('ol', { class: 'weather-hours', 'aria-label': ctx.t('weather.next24'), tabindex: '0' },
    (weather.hourly || []).map((hour) => el('li', { class: 'weather-hour' },
      el('span', { class: 'weather-hour-time', text: wallClock(hour.time) }),
      weatherIcon(hour.icon, 'weather-icon-small', hour.description),
      el('span', { class: 'weather-hour-temp', text: `${number(ctx, hour.temperature)}°` }),
      el('span', { class: 'weather-chance', text: typeof hour.precipitationChance === 'number' ? `${hour.precipitationChance} %` : '' }))));
  const days = el('ol', { class: 'weather-days', 'aria-label': ctx.t('weather.next7') },
    (weather.daily || []).map((day) => el('li', { class: 'weather-day' },
      el('span', { class: 'weather-day-name', text: dayName(ctx, day.date) }),
      weatherIcon(day.icon, 'weather-icon-small', day.description),
      el('span', { class: 'weather-day-desc', text: day.description }),
      el('span', { class: 'weather-day-temps' },
        el('span', { class: 'weather-min', text: `${number(ctx, day.minimum)}°` }),
        ' / ',
        el('span', { class: 'weather-max', text: `${number(ctx, day.maximum)}°` })),
      el('span', {
        class: 'weather-chance',
        text: typeof day.precipitationChance === 'number' ? ctx.t('weather.chance', { chance: day.precipitationChance }) : '',
      }))));
  return el('details', { class: 'weather-forecast', id },
    el('summary', { text: ctx.t('weather.forecast') }),
    el('h3', { class: 'weather-sub', text: ctx.t('weather.next24') }), hours,
    el('h3', { class: 'weather-sub', text: ctx.t('weather.next7') }), days,
    el('p', { class: 'muted weather-units-note', text: ctx.t('weather.unitsNote', { temperature: symbols.temperature }) }));
}

function actions(ctx, city, index, count, handlers) {
  const button = (action, text, label, disabled) => el('button', {
    type: 'button', class: 'btn btn-secondary weather-action', dataset: { action }, 'aria-label': label, disabled,
    onclick: () => handlers[action](index),
  }, text);
  return el('div', { class: 'weather-actions' },
    button('up', '↑', ctx.t('weather.moveUp', { city: city.name }), index === 0),
    button('down', '↓', ctx.t('weather.moveDown', { city: city.name }), index === count - 1),
    button('remove', ctx.t('weather.remove'), ctx.t('weather.removeLabel', { city: city.name }), false));
}

/**
 * The card of `city` at `index` of `count`; `place` is its entry in the API answer (or null while
 * loading; `failed` when the last request failed), `savedAge` the seconds since the copy kept on the device was saved, when it is one (else null);
 * `noNetwork` when the page says once that no weather can be fetched.
 */
export function card(ctx, { city, index, count, place, symbols, savedAge, open, handlers, failed, noNetwork }) {
  const title = el('h2', { class: 'weather-city', id: `weather-city-${index}` },
    el('span', { text: city.name }),
    city.countryCode ? el('span', { class: 'weather-country', text: city.countryCode }) : null);
  const item = el('li', { class: 'weather-card', dataset: { query: place?.query || '', index: String(index) }, 'aria-labelledby': title.id });
  if (!place || !place.weather) {
    // Without weather the card keeps the city's local time; `noNetwork` (said once above the list) replaces
    // each card's own error.
    item.dataset.state = place || failed ? 'error' : 'loading';
    const why = place?.error?.message || ctx.t('error.badResponse');
    const said = noNetwork ? null
      : place ? el('p', { class: 'notice notice-error', role: 'alert', text: why })
        : el('p', { class: 'muted', text: ctx.t(failed ? 'weather.unavailable' : 'status.loading') });
    const head = el('div', { class: 'weather-head' }, title, failed || place ? localTime(ctx, city, place) : null);
    item.append(...[head, said, actions(ctx, city, index, count, handlers)].filter(Boolean));
    return item;
  }
  const weather = place.weather;
  const now = weather.current;
  const provenance = place.provenance || {};
  const saved = typeof savedAge === 'number'; // a copy kept on the device, shown while the server is away
  const seconds = (Number(place.ageSeconds) || 0) + (saved ? savedAge : 0);
  item.dataset.state = provenance.stale || saved ? 'stale' : 'fresh';
  const forecastId = `weather-forecast-${index}`;
  const details = forecast(ctx, weather, symbols, forecastId);
  if (open) details.open = true;
  item.append(
    el('div', { class: 'weather-head' }, title,
      localTime(ctx, city, place)),
    el('div', { class: 'weather-now' },
      weatherIcon(now.icon, 'weather-icon', now.description),
      el('p', { class: 'weather-temp' }, `${number(ctx, now.temperature)}`, el('span', { class: 'weather-unit', text: symbols.temperature })),
      el('div', { class: 'weather-summary' },
        el('p', { class: 'weather-desc', text: now.description }),
        el('p', { class: 'weather-feels', text: ctx.t('weather.feelsLike', { temperature: `${number(ctx, now.feelsLike)} ${symbols.temperature}` }) }))),
    el('dl', { class: 'weather-facts' },
      fact(ctx.t('weather.humidity'), `${number(ctx, now.humidity)} %`),
      fact(ctx.t('weather.wind'), ctx.t('weather.windValue', { speed: number(ctx, now.windSpeed), unit: symbols.windSpeed, from: now.windFrom })),
      fact(ctx.t('weather.precipitation'), `${number(ctx, now.precipitation, symbols.precipitation === 'in' ? 2 : 1)} ${symbols.precipitation}`),
      fact(ctx.t('weather.sunrise'), wallClock(now.sunrise)),
      fact(ctx.t('weather.sunset'), wallClock(now.sunset))),
    el('p', { class: `weather-source${item.dataset.state === 'stale' ? ' is-stale' : ''}` },
      item.dataset.state === 'stale'
        ? ctx.t(saved ? 'weather.savedCopy' : 'weather.stale', { age: age(ctx, seconds) })
        : ctx.t('weather.updated', { source: place.sourceName || provenance.source || '?', age: age(ctx, seconds) })),
    details,
    actions(ctx, city, index, count, handlers));
  return item;
}
