// A place search field: results from the offline gazetteer as you type (GET /api/v1/places), from
// OpenStreetMap when Enter is pressed with nothing highlighted (never on each keystroke), chosen with
// the arrow keys and Enter or a tap. Used by Settings › Home and away; any tool can use it:
//   placeSearchField(ctx, { id: 'weather-city', label: ctx.t('…'), onChoose: (place) => … })
import { el } from '../shared/dom.js';

const SEARCH_DELAY_MS = 120;
const RESULT_LIMIT = 8;

/** The current time in `timeZone`, as the interface writes it ("14:03", "2:03 PM"). */
export function localTime(ctx, timeZone) {
  try {
    return new Intl.DateTimeFormat(ctx.lang, { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date());
  } catch {
    return '';
  }
}

/** "Bretagne, France": the region when it is a name (GeoNames gives codes), then the country. */
export function placeLine(ctx, place) {
  return [place.admin1 && !/^\d+$/.test(place.admin1) ? place.admin1 : null, place.countryName || place.countryCode]
    .filter(Boolean).join(', ');
}

function population(ctx, count) {
  return Number.isFinite(count) && count > 0 ? ctx.t('travel.population', { count: ctx.formatNumber(count) }) : null;
}

/** The field (label, combobox, results, hint, status); `onChoose(place)` receives an API place. */
export function placeSearchField(ctx, { id, label, onChoose }) {
  const ids = { list: `${id}-results`, hint: `${id}-hint` };
  const status = el('p', { class: 'search-status', 'aria-live': 'polite' });
  const results = el('ul', { id: ids.list, class: 'place-results', role: 'listbox', hidden: true, 'aria-label': ctx.t('travel.resultsLabel') });
  const input = el('input', {
    id, type: 'search', autocomplete: 'off', spellcheck: 'false', enterkeyhint: 'search',
    role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': 'false', 'aria-controls': ids.list,
    'aria-describedby': ids.hint, placeholder: ctx.t('travel.locationPlaceholder'),
  });
  let found = [];
  let active = -1;
  let searchController = null;
  let timer = null;

  function closeList() {
    results.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
    active = -1;
  }

  function choose(place) {
    closeList();
    input.value = '';
    status.textContent = '';
    onChoose(place);
  }

  function showResults(list, online) {
    found = list;
    active = -1;
    results.replaceChildren(...list.map((place, index) => el('li', {
      id: `${ids.list}-${index}`, role: 'option', class: 'place-option', 'aria-selected': 'false',
      onpointerdown: (event) => event.preventDefault(), // keep the focus in the field
      onclick: () => choose(place),
    },
    el('span', { class: 'place-name', text: place.name }),
    el('span', { class: 'place-meta', text: [online ? place.address : placeLine(ctx, place), population(ctx, place.population)].filter(Boolean).join(' · ') }),
    place.timeZone ? el('span', { class: 'place-time', text: ctx.t('travel.localTime', { time: localTime(ctx, place.timeZone) }) }) : null)));
    if (online && list.length) results.append(el('li', { class: 'place-credit', role: 'presentation', text: ctx.t('footer.osm') }));
    results.hidden = list.length === 0;
    input.setAttribute('aria-expanded', String(list.length > 0));
    status.textContent = list.length
      ? ctx.t(online ? 'travel.onlineCount' : 'travel.resultsCount', { count: list.length })
      : ctx.t('travel.noResults');
  }

  function highlight(index) {
    const options = results.querySelectorAll('[role="option"]');
    if (!options.length) return;
    active = (index + options.length) % options.length;
    options.forEach((option, position) => option.setAttribute('aria-selected', String(position === active)));
    input.setAttribute('aria-activedescendant', options[active].id);
    options[active].scrollIntoView({ block: 'nearest' });
  }

  async function search(online) {
    const text = input.value.trim();
    searchController?.abort();
    if (text.length < 2) {
      closeList();
      status.textContent = '';
      return;
    }
    searchController = new AbortController();
    const signal = AbortSignal.any ? AbortSignal.any([ctx.signal, searchController.signal]) : searchController.signal;
    status.textContent = ctx.t(online ? 'travel.searchingOnline' : 'travel.searching');
    const query = new URLSearchParams({ q: text, limit: String(RESULT_LIMIT) });
    if (online) query.set('source', 'online');
    const result = await ctx.api.getJSON(`/api/v1/places?${query}`, { signal });
    if (result.aborted || signal.aborted) return;
    if (!result.ok) {
      closeList();
      status.textContent = [result.error.message, result.error.hint].filter(Boolean).join(' ');
      return;
    }
    showResults(Array.isArray(result.data.results) ? result.data.results : [], online);
  }

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => search(false), SEARCH_DELAY_MS);
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!results.hidden) {
        event.preventDefault();
        highlight(active + (event.key === 'ArrowDown' ? 1 : -1));
      }
    } else if (event.key === 'Enter') {
      event.preventDefault();
      clearTimeout(timer);
      // Enter picks the highlighted place, otherwise asks OpenStreetMap: one request, on purpose.
      if (active >= 0 && found[active]) choose(found[active]);
      else search(true);
    } else if (event.key === 'Escape' && !results.hidden) {
      event.preventDefault();
      closeList();
    }
  });
  input.addEventListener('blur', () => closeList());

  return el('div', { class: 'field location-field' },
    el('label', { for: id, text: label }),
    el('div', { class: 'combo' }, input, results),
    el('p', { id: ids.hint, class: 'field-hint', text: ctx.t('travel.locationHint') }),
    status);
}
