// Settings › Home and away: a card per side with its location (searched as you type in the offline
// gazetteer, in OpenStreetMap on Enter), currency, language and time zone; choosing a place proposes
// its country's currency, language and time zone. Kept on the device; export and import as a file.
import { el } from '../shared/dom.js';
import { localTime, placeLine, placeSearchField } from '../places/search.js';
import * as travel from './travel-settings.js';
import { notice } from '../shared/views.js';

let countryList = null; // { lang, countries } from GET /api/v1/countries, fetched once per language

function displayName(ctx, type, code) {
  try {
    return new Intl.DisplayNames([ctx.lang], { type }).of(code) || code;
  } catch {
    return code;
  }
}

async function countries(ctx) {
  if (countryList && countryList.lang === ctx.lang) return countryList.countries;
  const result = await ctx.api.getJSON('/api/v1/countries', { signal: ctx.signal });
  if (!result.ok || !Array.isArray(result.data.countries)) return [];
  countryList = { lang: ctx.lang, countries: result.data.countries };
  return countryList.countries;
}

/** Choices for the three selects: codes with names in the interface language, sorted by name. */
function choices(ctx, list) {
  const currencies = new Set(list.map((country) => country.currency?.code).filter(Boolean));
  const languages = new Set(list.flatMap((country) => (country.languages || []).map((l) => String(l.code).split('-')[0].toLowerCase())));
  if (!currencies.size && Intl.supportedValuesOf) Intl.supportedValuesOf('currency').forEach((code) => currencies.add(code));
  const zones = Intl.supportedValuesOf ? Intl.supportedValuesOf('timeZone') : [];
  const named = (codes, type) => [...codes]
    .filter((code) => /^[a-zA-Z]{2,3}$/.test(code))
    .map((code) => ({ code, name: displayName(ctx, type, code) }))
    .sort((a, b) => a.name.localeCompare(b.name, ctx.lang));
  return { currency: named(currencies, 'currency'), language: named(languages, 'language'), timeZone: zones.map((code) => ({ code, name: code })) };
}

function selectField(ctx, side, field, options, value, onChange) {
  const id = `travel-${side}-${field}`;
  const select = el('select', { id, name: field, onchange: (event) => onChange(event.target.value || null) },
    el('option', { value: '', text: ctx.t('travel.choose') }));
  const known = options.some((option) => option.code === value);
  const list = value && !known ? [{ code: value, name: value }, ...options] : options;
  for (const option of list) {
    const label = option.name === option.code ? option.code : `${option.name} (${option.code})`;
    select.append(el('option', { value: option.code, text: label, selected: option.code === value }));
  }
  return el('div', { class: 'field' }, el('label', { for: id, text: ctx.t(`travel.${field}`) }), select);
}

function sideCard(ctx, name, options, refresh) {
  const settings = travel.side(name);
  const proposal = el('div', { class: 'proposal', 'aria-live': 'polite' });

  async function choose(place) {
    const location = travel.cleanLocation(place);
    if (!location) return;
    const previous = travel.side(name);
    travel.update(name, { location, timeZone: location.timeZone || previous.timeZone });
    ctx.announce(ctx.t('travel.chosen', { side: ctx.t(`travel.side.${name}`), place: location.name }));
    refresh(name);
    if (!location.countryCode) return;
    const result = await ctx.api.getJSON(`/api/v1/countries/${encodeURIComponent(location.countryCode)}`, { signal: ctx.signal });
    if (ctx.signal.aborted) return;
    if (!result.ok || !result.data.country) {
      refresh(name, { error: ctx.t('travel.countryError') });
      return;
    }
    const country = result.data.country;
    const defaults = country.defaults || {};
    const patch = {
      currency: defaults.currency || previous.currency,
      language: defaults.language || previous.language,
      timeZone: location.timeZone || defaults.timeZone || previous.timeZone,
    };
    travel.update(name, patch);
    refresh(name, {
      proposal: ctx.t('travel.proposal', {
        country: country.name,
        currency: patch.currency ? displayName(ctx, 'currency', patch.currency) : '—',
        language: patch.language ? displayName(ctx, 'language', patch.language) : '—',
        timeZone: patch.timeZone || '—',
      }),
    });
  }

  const location = settings.location;
  const chosen = location
    ? el('p', { class: 'chosen-place', dataset: { role: 'place' } },
      el('strong', { text: location.name }),
      el('span', { text: [placeLine(ctx, location), `${location.latitude.toFixed(3)}, ${location.longitude.toFixed(3)}`].filter(Boolean).join(' · ') }))
    : el('p', { class: 'chosen-place muted', dataset: { role: 'place' }, text: ctx.t('travel.noLocation') });

  const card = el('article', { class: `side-card side-${name}`, dataset: { side: name }, 'aria-labelledby': `travel-${name}-heading` },
    sideHeader(ctx, name),
    el('div', { class: 'side-body' },
      chosen,
      placeSearchField(ctx, { id: `travel-${name}-location`, label: ctx.t('travel.location'), onChoose: choose }),
      proposal,
      sideChoices(ctx, name, options, refresh)));
  markCurrent(card, name);
  return card;
}

/** The side's title, and either the "in use" badge or the button that makes it the current side. */
function sideHeader(ctx, name) {
  const isCurrent = document.documentElement.dataset.scheme === name;
  return el('header', { class: 'side-head' },
    el('h3', { id: `travel-${name}-heading`, text: ctx.t(`travel.side.${name}`) }),
    isCurrent
      ? el('span', { class: 'badge badge-current', text: ctx.t('travel.current') })
      : el('button', {
        type: 'button', class: 'btn btn-secondary btn-small', onclick: () => ctx.setScheme(name),
        text: ctx.t('travel.useSide', { side: ctx.t(`travel.side.${name}`) }),
      }));
}

/** Highlights the card of the side in use (the colour scheme chosen in the header or below). */
function markCurrent(card, name) {
  const isCurrent = document.documentElement.dataset.scheme === name;
  card.classList.toggle('is-current', isCurrent);
  if (isCurrent) card.setAttribute('aria-current', 'true');
  else card.removeAttribute('aria-current');
}

/** Currency, language and time zone of one side, with the local time there. */
function sideChoices(ctx, name, options, refresh) {
  const settings = travel.side(name);
  const update = (field) => (value) => {
    travel.update(name, { [field]: value });
    refresh(name);
  };
  return el('div', { class: 'side-choices' },
    selectField(ctx, name, 'currency', options.currency, settings.currency, update('currency')),
    selectField(ctx, name, 'language', options.language, settings.language, update('language')),
    selectField(ctx, name, 'timeZone', options.timeZone, settings.timeZone, update('timeZone')),
    settings.timeZone ? el('p', { class: 'side-clock', text: ctx.t('travel.localTime', { time: localTime(ctx, settings.timeZone) }) }) : null);
}

function downloadSettings(ctx, status) {
  const blob = new Blob([travel.exportText()], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = el('a', { href: url, download: 'baluchon-settings.json', hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  status.replaceChildren(notice(ctx.t('travel.exported', { file: 'baluchon-settings.json' })));
}

function importSettings(ctx, file, status, rerender) {
  const reader = new FileReader();
  reader.onerror = () => status.replaceChildren(notice(ctx.t('travel.importErrorRead'), 'error'));
  reader.onload = () => {
    const outcome = travel.importText(String(reader.result));
    if (!outcome.ok) {
      status.replaceChildren(notice(ctx.t(outcome.reason === 'json' ? 'travel.importErrorJson' : 'travel.importErrorFormat'), 'error'));
      return;
    }
    if (outcome.current) ctx.setScheme(outcome.current);
    rerender();
    status.replaceChildren(notice(ctx.t('travel.imported')));
    ctx.announce(ctx.t('travel.imported'));
  };
  if (file.size > 256 * 1024) {
    status.replaceChildren(notice(ctx.t('travel.importErrorFormat'), 'error'));
    return;
  }
  reader.readAsText(file);
}

/** The "Home and away" section of the settings page. */
export function travelSection(ctx) {
  const cards = el('div', { class: 'side-grid' });
  const status = el('div', { class: 'transfer-status', 'aria-live': 'polite' });
  let options = choices(ctx, []);

  function renderSide(name, extra = {}) {
    const card = sideCard(ctx, name, options, (side, next) => renderSide(side, next || {}));
    const old = cards.querySelector(`[data-side="${name}"]`);
    const focused = old && old.contains(document.activeElement) ? document.activeElement.id : null;
    if (extra.proposal) card.querySelector('.proposal').replaceChildren(notice(extra.proposal));
    if (extra.error) card.querySelector('.proposal').replaceChildren(notice(extra.error, 'warn'));
    if (old) old.replaceWith(card);
    else cards.append(card);
    if (focused) document.getElementById(focused)?.focus();
  }
  // Choices arriving later, or the header's Home/Away toggle, update parts of the cards only: a
  // place being typed is never wiped.
  const refreshChoices = () => travel.SIDES.forEach((name) => {
    const block = cards.querySelector(`[data-side="${name}"] .side-choices`);
    if (!block) return;
    const focused = block.contains(document.activeElement) ? document.activeElement.id : null;
    block.replaceWith(sideChoices(ctx, name, options, (side, next) => renderSide(side, next || {})));
    if (focused) document.getElementById(focused)?.focus();
  });
  const refreshCurrent = () => travel.SIDES.forEach((name) => {
    const card = cards.querySelector(`[data-side="${name}"]`);
    if (!card) return;
    card.querySelector('.side-head').replaceWith(sideHeader(ctx, name));
    markCurrent(card, name);
  });
  travel.SIDES.forEach((name) => renderSide(name));
  countries(ctx).then((list) => {
    if (ctx.signal.aborted || !list.length) return;
    options = choices(ctx, list);
    refreshChoices();
  });
  const observer = new MutationObserver(() => refreshCurrent());
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-scheme'] });
  ctx.signal.addEventListener('abort', () => observer.disconnect(), { once: true });

  const fileInput = el('input', {
    // The "Import" button opens it: the browser's own "Choose file" wording (in the browser's language, not
    // the page's) is kept out of reach, and what names it is in the page's language.
    id: 'travel-import-file', type: 'file', accept: '.json,application/json', class: 'visually-hidden', tabindex: '-1', 'aria-hidden': 'true',
    'aria-label': ctx.t('travel.import'), title: ctx.t('travel.import'),
    onchange: (event) => {
      const file = event.target.files?.[0];
      if (file) importSettings(ctx, file, status, () => travel.SIDES.forEach((name) => renderSide(name)));
      event.target.value = '';
    },
  });
  return el('section', { class: 'section travel', 'aria-labelledby': 'travel-h' },
    el('h2', { id: 'travel-h', text: ctx.t('travel.heading') }),
    el('p', { class: 'muted', text: ctx.t('travel.intro') }),
    cards,
    el('div', { class: 'transfer' },
      el('button', { type: 'button', id: 'travel-export', class: 'btn btn-secondary', onclick: () => downloadSettings(ctx, status), text: ctx.t('travel.export') }),
      el('button', { type: 'button', id: 'travel-import', class: 'btn btn-secondary', onclick: () => fileInput.click(), text: ctx.t('travel.import') }),
      fileInput,
      el('p', { class: 'muted transfer-note', text: ctx.t('travel.kept') })),
    status);
}
