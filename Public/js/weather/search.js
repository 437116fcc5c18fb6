// "Add a city": searches the gazetteer as the traveller types (the gazetteer is on our server, so
// no remote API is hit per keystroke), and accepts typed coordinates too, read as the places page reads them.
import { el } from '../shared/dom.js';
import { decodeCode } from '../saved/point-decode.js';

const DELAY_MS = 250;

/**
 * A city from typed coordinates, or null: decimal points ("48.85,2.35", "48.85 2.35"), decimal commas as French
 * writes them ("48,85 2,35", "48,85; 2,35", "48,85, 2,35") or degrees with hemispheres, by the one rule of
 * point-decode.js and the server (DecimalCoordinates); ambiguous ("48,85,2,35") or off Earth, not a city.
 */
export function typedCoordinates(text) {
  const read = decodeCode(text);
  if (!read?.ok || read.data.format !== 'decimal') return null;
  const { latitude, longitude } = read.data.point;
  // Degrees and minutes give endless decimals: the name keeps five (a metre).
  const short = (value) => Number(value.toFixed(5));
  return { name: `${short(latitude)}, ${short(longitude)}`, latitude, longitude };
}

function placeLabel(place) {
  return [place.name, place.countryName || place.countryCode].filter(Boolean).join(', ');
}

/** The search box; `onPick(city)` receives the chosen place. */
export function searchBox(ctx, onPick) {
  const input = el('input', {
    id: 'weather-search', type: 'search', autocomplete: 'off', spellcheck: 'false', enterkeyhint: 'search',
    placeholder: ctx.t('weather.searchPlaceholder'), 'aria-controls': 'weather-results', 'aria-describedby': 'weather-search-hint',
  });
  // The line under the field says how many places were found (politely, as they come); the list itself is not
  // a live region, which would be read whole at each key.
  const results = el('ul', { id: 'weather-results', class: 'weather-results' });
  const status = el('p', { id: 'weather-search-hint', class: 'muted weather-search-hint', 'aria-live': 'polite', text: ctx.t('weather.searchHint') });
  let timer = null;
  let controller = null;
  let shownFor = null; // the text whose results are on screen

  const choose = (city) => {
    input.value = '';
    results.replaceChildren();
    status.textContent = ctx.t('weather.searchHint');
    onPick(city);
    input.focus();
  };
  const option = (city, label, detail) => el('li', {},
    el('button', { type: 'button', class: 'weather-result', onclick: () => choose(city) },
      el('span', { class: 'weather-result-name', text: label }),
      detail ? el('span', { class: 'weather-result-detail', text: detail }) : null));

  async function search(text) {
    controller?.abort();
    const typed = typedCoordinates(text);
    shownFor = null;
    if (typed) {
      results.replaceChildren(option(typed, ctx.t('weather.addCoordinates', { coordinates: typed.name })));
      shownFor = text;
      return;
    }
    if (text.trim().length < 2) {
      results.replaceChildren();
      status.textContent = ctx.t('weather.searchHint');
      return;
    }
    controller = new AbortController();
    const signal = controller.signal;
    ctx.signal.addEventListener('abort', () => controller?.abort(), { once: true });
    results.setAttribute('aria-busy', 'true');
    const url = `/api/v1/places?q=${encodeURIComponent(text.trim())}&limit=8`;
    const answer = await ctx.api.getJSON(url, { signal });
    if (signal.aborted) return;
    results.removeAttribute('aria-busy');
    if (!answer.ok) {
      results.replaceChildren();
      status.textContent = answer.error.message;
      return;
    }
    const places = Array.isArray(answer.data.places) ? answer.data.places : Array.isArray(answer.data.results) ? answer.data.results : [];
    status.textContent = places.length ? ctx.t('weather.searchCount', { count: places.length }) : ctx.t('weather.searchNone');
    results.replaceChildren(...places.map((place) => option(
      {
        id: place.id, name: place.name, countryCode: place.countryCode, countryName: place.countryName,
        latitude: place.latitude, longitude: place.longitude, timeZone: place.timeZone,
      },
      placeLabel(place),
      place.admin1Name || place.timeZone || null)));
    shownFor = text;
  }

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => search(input.value), DELAY_MS);
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      clearTimeout(timer);
      const first = results.querySelector('button');
      if (first && shownFor === input.value) first.click();
      else search(input.value);
    } else if (event.key === 'Escape') {
      input.value = '';
      results.replaceChildren();
    }
  });

  return el('div', { class: 'weather-add' },
    el('label', { for: 'weather-search', class: 'weather-add-label', text: ctx.t('weather.addLabel') }),
    input, status, results);
}
