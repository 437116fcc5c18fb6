// Weather: the traveller's city list (kept on the device) with conditions now and the forecast,
// in metric or imperial units, from GET /api/v1/weather.
import { FALLBACK_WAIT_MS } from '../shared/api.js';
import { el } from '../shared/dom.js';
import { pageHeader, errorBox, notice } from '../shared/views.js';
import * as cities from './cities.js';
import { card } from './card.js';
import { searchBox } from './search.js';
import { loadUnits, unitsSwitch } from './units.js';
import { listFileSection } from './list-file.js';

const SAVED_KEY = 'weather.last';
/** Failures that mean no weather can be had now, said once for the whole list. */
const UNREACHABLE = new Set(['network', 'offline', 'timeout']);
const UPSTREAM_DOWN = new Set(['providers_unavailable', 'providers_resting']);
const STYLESHEET = '/css/weather.css';

function ensureStylesheet() {
  if (document.querySelector(`link[href="${STYLESHEET}"]`)) return;
  document.head.append(el('link', { rel: 'stylesheet', href: STYLESHEET }));
}

export function render(container, ctx) {
  ensureStylesheet();
  const state = {
    cities: cities.load(ctx.storage),
    units: loadUnits(ctx.storage),
    answer: null, // the last API answer: { places, unitSymbols }
    savedAt: null, // set when the answer is a copy kept on the device
    failure: null,
    open: new Set(), // queries whose forecast is unfolded
    request: 0,
    waiting: false, // the kept answer shows while the server is slow to answer
  };
  // Not a live region: a redraw would read the whole list again; actions are announced one by one.
  const list = el('ol', { id: 'weather-cities', class: 'weather-cities' });
  const banner = el('div', { id: 'weather-banner' });

  const handlers = {
    up: (index) => move(index, -1),
    down: (index) => move(index, +1),
    remove: (index) => {
      const [gone] = state.cities.splice(index, 1);
      persist();
      draw();
      ctx.announce(ctx.t('weather.removed', { city: gone.name }));
      (list.querySelector('button[data-action="remove"]') || document.getElementById('weather-search'))?.focus();
    },
  };

  function persist() {
    cities.save(ctx.storage, state.cities);
  }

  function move(index, step) {
    const target = index + step;
    if (target < 0 || target >= state.cities.length) return;
    const [city] = state.cities.splice(index, 1);
    state.cities.splice(target, 0, city);
    persist();
    draw();
    ctx.announce(ctx.t('weather.moved', { city: city.name, position: target + 1 }));
    list.querySelector(`li[data-index="${target}"] button[data-action="${step < 0 ? 'up' : 'down'}"]:not([disabled])`)?.focus();
  }

  function placeFor(city) {
    const key = cities.query(city);
    return state.answer?.places?.find((place) => place.query === key) || null;
  }

  /** `network` when the server cannot be reached, `service` when it answers but no place has weather, else null. */
  function outage() {
    const code = state.failure?.error?.code;
    if (state.failure) return UNREACHABLE.has(code) ? 'network' : UPSTREAM_DOWN.has(code) ? 'service' : null;
    const places = state.answer?.places;
    if (!state.savedAt && places?.length && places.every((place) => !place.weather && UPSTREAM_DOWN.has(place.error?.code))) return 'service';
    return null;
  }

  function draw() {
    banner.replaceChildren();
    const down = outage();
    if (state.savedAt) {
      banner.append(notice(ctx.t(state.waiting ? 'weather.waiting' : 'weather.offline'), 'warn'));
    } else if (down) {
      banner.append(notice(ctx.t(down === 'network' ? 'weather.noNetwork' : 'weather.noService'), 'warn'));
    }
    if (state.failure && !down) {
      banner.append(errorBox(ctx, ctx.t('weather.error'), state.failure, () => refresh()));
    }
    if (!state.cities.length) {
      list.replaceChildren(el('li', { class: 'weather-empty' }, notice(ctx.t('weather.empty'))));
      list.dataset.state = 'empty';
      return;
    }
    const symbols = state.answer?.unitSymbols || { temperature: state.units === 'metric' ? '°C' : '°F', windSpeed: '', precipitation: '' };
    const savedAge = state.savedAt ? Math.max(0, Math.round((Date.now() - state.savedAt) / 1000)) : null;
    list.replaceChildren(...state.cities.map((city, index) => {
      const place = placeFor(city);
      const item = card(ctx, {
        city, index, count: state.cities.length, place, symbols, savedAge, open: place && state.open.has(place.query), handlers,
        failed: Boolean(state.failure), noNetwork: Boolean(down),
      });
      item.querySelector('details')?.addEventListener('toggle', (event) => {
        if (event.target.open) state.open.add(place.query);
        else state.open.delete(place.query);
      });
      return item;
    }));
    list.dataset.state = state.answer || state.failure ? 'loaded' : 'loading';
  }

  async function refresh() {
    const request = ++state.request;
    state.failure = null;
    if (!state.cities.length) {
      draw();
      return;
    }
    list.setAttribute('aria-busy', 'true');
    const queries = state.cities.map(cities.query);
    const path = `/api/v1/weather?places=${encodeURIComponent(queries.join(';'))}&units=${state.units}`;
    // A server slow to answer (a hanging link): the weather kept on the phone shows meanwhile, said as such,
    // and the answer replaces it when it comes.
    const meanwhile = setTimeout(() => {
      const saved = keptAnswer();
      if (request !== state.request || state.answer || !saved) return;
      Object.assign(state, { answer: saved.answer, savedAt: saved.at, waiting: true });
      draw();
    }, FALLBACK_WAIT_MS);
    const result = await ctx.api.getJSON(path, { signal: ctx.signal });
    clearTimeout(meanwhile);
    if (result.aborted || ctx.signal.aborted || request !== state.request) return;
    list.removeAttribute('aria-busy');
    state.waiting = false;
    const fresh = result.ok && Array.isArray(result.data.places) ? result.data : null;
    // Every place without weather because the weather service is out of reach: what the phone kept is worth more.
    const serviceDown = fresh?.places.length > 0 && fresh.places.every((place) => !place.weather && UPSTREAM_DOWN.has(place.error?.code));
    if (fresh) keepZones(fresh.places);
    if (fresh && !serviceDown) {
      state.answer = fresh;
      state.savedAt = null;
      ctx.storage.set(SAVED_KEY, { at: Date.now(), units: state.units, lang: ctx.lang, answer: fresh });
    } else {
      // Offline or failing: the last answer kept on the device still shows, with its age; else what the server said
      // of each place (its local time, and why it has no weather).
      const saved = keptAnswer();
      state.answer = saved ? saved.answer : fresh;
      state.savedAt = saved ? saved.at : null;
      if (!fresh) state.failure = result.ok ? { error: { message: ctx.t('error.badResponse'), hint: null } } : result;
    }
    draw();
  }

  /** The last answer kept on the device, if in the units and language shown: { at, answer }, else null. */
  function keptAnswer() {
    const saved = ctx.storage.get(SAVED_KEY);
    const usable = saved && saved.units === state.units && saved.lang === ctx.lang && Array.isArray(saved.answer?.places);
    return usable ? saved : null;
  }

  /** Cities learn their time zone from the answers, so that their local time shows without network. */
  function keepZones(places) {
    let learnt = false;
    for (const city of state.cities) {
      const zone = places.find((place) => place.query === cities.query(city))?.timeZone;
      if (!city.timeZone && cities.knownZone(zone)) {
        city.timeZone = zone;
        learnt = true;
      }
    }
    if (learnt) persist();
  }

  function add(city) {
    const clean = cities.sanitize(city);
    if (!clean) return;
    const known = state.cities.find((listed) => cities.query(listed) === cities.query(clean));
    if (known) {
      ctx.announce(ctx.t('weather.already', { city: known.name }));
      banner.replaceChildren(notice(ctx.t('weather.already', { city: known.name }), 'info'));
      return;
    }
    if (state.cities.length >= cities.LIMIT) {
      ctx.announce(ctx.t('weather.full', { limit: cities.LIMIT }));
      banner.replaceChildren(notice(ctx.t('weather.full', { limit: cities.LIMIT }), 'warn'));
      return;
    }
    state.cities.push(clean);
    persist();
    draw();
    ctx.announce(ctx.t('weather.added', { city: clean.name }));
    refresh();
  }

  container.append(
    pageHeader(ctx, 'weather'),
    el('section', { class: 'weather-controls', 'aria-label': ctx.t('weather.controls') },
      searchBox(ctx, add),
      el('div', { class: 'weather-toolbar' },
        unitsSwitch(ctx, state.units, (units) => {
          state.units = units;
          refresh();
        }),
        el('button', { type: 'button', id: 'weather-refresh', class: 'btn btn-secondary', onclick: () => refresh(), text: ctx.t('weather.refresh') }))),
    banner,
    list,
    listFileSection(ctx, {
      current: () => state.cities,
      onImport: (list) => {
        state.cities = list;
        persist();
        ctx.announce(ctx.t('weather.imported', { count: state.cities.length }));
        refresh();
      },
      onError: (key) => {
        banner.replaceChildren(notice(ctx.t(key), 'error'));
        ctx.announce(ctx.t(key));
      },
    }));
  draw();
  refresh();
}
