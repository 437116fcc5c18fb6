// "Maps on this phone": the traveller chooses an area (an imported region, a circle around the map's centre, the
// current position or a town, or the box around the saved places), sees the pack's size part by part, keeps it
// (a progress bar in bytes), and sees the kept packs with their size, data date and area: update when the
// server's data changed, resume or discard a download cut short, remove. Space used and left is shown. A download
// says when it waits for the network (no byte for a few seconds), or that the connection was lost and when it
// resumes by itself, and can be cancelled at any time: the parts already checked stay (as after an interruption),
// a kept version stays the one used, and it can start again.
import { el } from '../shared/dom.js';
import { errorBox, notice } from '../shared/views.js';
import { encodeList } from '../saved/listcode.js';
import * as saved from '../saved/store.js';
import { PackError, discardPack, fetchManifest, keepPack } from '../packs/download.js';
import { cacheName, keptPacks } from '../packs/list.js';
import { forgetPack } from '../packs/parts.js';
import { partsToFetch } from '../packs/manifest.js';
import { packDate } from '../packs/note.js';
import { askPersist, formatBytes, readSpace, spaceCheck } from '../packs/space.js';

const CHOICES = ['region', 'centre', 'position', 'town', 'list'];
const RADIUS = { min: 2, max: 50, first: 10 };
const GEO_OPTIONS = { enableHighAccuracy: true, timeout: 15000, maximumAge: 30000 };

/** The part URLs a pack's cache already holds (verified parts only ever enter it). */
async function cachedUrls(id) {
  if (!(await caches.has(cacheName(id)))) return new Set();
  const cache = await caches.open(cacheName(id));
  return new Set((await cache.keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search));
}

/** `regions`: the imported regions ({ id, name }); `centre()` the map's centre; `session.position` the traveller's. */
export function packsPanel(ctx, { regions, centre, session }) {
  const size = (bytes) => formatBytes(bytes, ctx.lang);
  const heading = el('h2', { id: 'packs-title', tabindex: '-1', text: ctx.t('map.packs.title') });
  const space = el('p', { id: 'packs-space', class: 'packs-space muted' });
  const offer = el('div', { id: 'packs-offer', class: 'packs-offer', 'aria-live': 'polite' });
  const list = el('ul', { id: 'packs-list', class: 'packs-list' });
  const town = { found: [], chosen: null };
  /** Newer manifests of kept packs, by id, found when the panel opened. */
  const newer = new Map();
  let busy = false;

  const radio = (choice) => el('input', { type: 'radio', name: 'packs-area', id: `packs-area-${choice}`, value: choice, checked: choice === 'region' });
  const option = (choice, ...extra) => el('div', { class: 'packs-option' },
    radio(choice), el('label', { for: `packs-area-${choice}`, text: ctx.t(`map.packs.area.${choice}`) }), ...extra);
  const regionSelect = el('select', { id: 'packs-region', 'aria-label': ctx.t('map.packs.area.region') },
    regions.map((region) => el('option', { value: region.id, text: region.name })));
  const townInput = el('input', {
    id: 'packs-town', type: 'search', autocomplete: 'off', maxlength: '200', 'aria-label': ctx.t('map.packs.town.label'),
    placeholder: ctx.t('map.packs.town.placeholder'),
  });
  const townResults = el('div', { id: 'packs-town-results', class: 'packs-town-results' });
  const radius = el('input', { id: 'packs-radius', type: 'range', min: RADIUS.min, max: RADIUS.max, step: '1', value: RADIUS.first });
  const radiusText = el('output', { id: 'packs-radius-value', for: 'packs-radius' });
  const showRadius = () => { radiusText.textContent = ctx.t('map.packs.radiusValue', { km: radius.value }); };
  radius.addEventListener('input', showRadius);
  showRadius();

  const form = el('form', { id: 'packs-choose', class: 'packs-choose' },
    el('fieldset', { class: 'packs-areas' },
      el('legend', { text: ctx.t('map.packs.area.legend') }),
      regions.length ? option('region', regionSelect) : null,
      option('centre'),
      option('position'),
      option('town', el('div', { class: 'packs-town' }, townInput,
        el('button', { type: 'button', id: 'packs-town-go', class: 'btn btn-secondary', text: ctx.t('map.search.go'), onclick: findTown })),
      townResults),
      option('list')),
    el('p', { class: 'packs-radius' },
      el('label', { for: 'packs-radius', text: ctx.t('map.packs.radius') }), ' ', radiusText, radius),
    el('button', { type: 'submit', id: 'packs-size', class: 'btn btn-primary', text: ctx.t('map.packs.size') }));
  // The radius is a circle's: a region or the saved places have their own box.
  const showRadiusUse = () => {
    radius.disabled = !['centre', 'position', 'town'].some((name) => form.querySelector(`#packs-area-${name}`)?.checked);
  };
  form.addEventListener('change', showRadiusUse);
  showRadiusUse();
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    showOffer();
  });

  const node = el('section', { id: 'packs-panel', class: 'packs-panel', 'aria-labelledby': 'packs-title', hidden: true },
    heading, el('p', { class: 'muted', text: ctx.t('map.packs.desc') }), space, form, offer,
    el('h3', { text: ctx.t('map.packs.kept') }), list);
  const button = el('button', {
    type: 'button', id: 'packs-open', class: 'btn btn-secondary map-packs-open', 'aria-controls': 'packs-panel', 'aria-expanded': 'false',
    'aria-label': ctx.t('map.packs.openLabel'), title: ctx.t('map.packs.openLabel'), text: ctx.t('map.packs.open'), onclick: () => open(),
  });

  async function findTown() {
    const q = townInput.value.trim();
    if (!q) {
      townInput.focus();
      return;
    }
    form.querySelector('#packs-area-town').checked = true;
    showRadiusUse();
    const answer = await ctx.api.getJSON(`/api/v1/search?q=${encodeURIComponent(q)}&limit=5`, { signal: ctx.signal });
    if (ctx.signal.aborted) return;
    town.found = answer.ok && Array.isArray(answer.data.results)
      ? answer.data.results.filter((r) => Number.isFinite(r?.latitude) && Number.isFinite(r?.longitude)) : [];
    town.chosen = town.found[0] || null;
    drawTowns(answer.ok ? null : answer);
  }

  function drawTowns(failure) {
    if (failure) {
      townResults.replaceChildren(errorBox(ctx, ctx.t('map.search.error'), failure));
      return;
    }
    if (!town.found.length) {
      townResults.replaceChildren(el('p', { class: 'muted', text: ctx.t('map.packs.town.none') }));
      return;
    }
    townResults.replaceChildren(...town.found.map((result) => el('label', { class: 'packs-town-result' },
      el('input', {
        type: 'radio', name: 'packs-town-pick', checked: result === town.chosen, onchange: () => { town.chosen = result; },
      }), ` ${result.name || ctx.t('map.search.unnamed')}`)));
  }

  function here() {
    if (session.position) return Promise.resolve(session.position);
    return new Promise((resolve) => {
      if (!navigator.geolocation) resolve(null);
      else navigator.geolocation.getCurrentPosition((found) => resolve(found.coords), () => resolve(null), GEO_OPTIONS);
    });
  }

  /** The chosen area ({ kind, … } for the manifest's query) or { problem } to say why there is none. */
  async function chosenArea() {
    const choice = CHOICES.find((name) => form.querySelector(`#packs-area-${name}`)?.checked);
    const radiusKm = Number(radius.value);
    const circle = (point) => ({ kind: 'circle', latitude: point.latitude, longitude: point.longitude, radiusKm });
    if (choice === 'region') return { kind: 'region', region: regionSelect.value };
    if (choice === 'centre') return circle(centre());
    if (choice === 'position') {
      const point = await here();
      return point ? circle(point) : { problem: ctx.t('map.packs.noPosition') };
    }
    if (choice === 'town') return town.chosen ? circle(town.chosen) : { problem: ctx.t('map.packs.town.first') };
    const places = await saved.all().catch(() => []);
    if (!places.length) return { problem: ctx.t('map.packs.noSaved') };
    try {
      return { kind: 'list', code: encodeList(places) };
    } catch {
      return { problem: ctx.t('map.packs.listTooLarge') };
    }
  }

  async function showSpace() {
    const estimate = await readSpace();
    const persisted = await navigator.storage?.persisted?.().catch(() => false);
    const kept = ctx.t(persisted ? 'map.packs.persisted' : 'map.packs.notPersisted');
    space.textContent = estimate
      ? `${ctx.t('map.packs.space', { used: size(estimate.usage), left: size(Math.max(0, estimate.quota - estimate.usage)) })} ${kept}`
      : kept;
    space.dataset.usage = estimate ? String(estimate.usage) : '';
    space.dataset.left = estimate ? String(Math.max(0, estimate.quota - estimate.usage)) : '';
  }

  function partLine(part) {
    return el('li', { class: 'packs-part', dataset: { part: part.id, bytes: String(part.bytes) } },
      el('span', { text: ctx.has(`map.packs.part.${part.id}`) ? ctx.t(`map.packs.part.${part.id}`) : part.id }),
      el('span', { class: 'packs-bytes', text: size(part.bytes) }));
  }

  /** The manifest of the chosen area: total and parts before anything is downloaded, then "Keep on this phone". */
  async function showOffer() {
    if (busy) return;
    const area = await chosenArea();
    if (area.problem) {
      offer.replaceChildren(notice(area.problem, 'warn'));
      return;
    }
    offer.replaceChildren(el('p', { class: 'muted', text: ctx.t('status.loading') }));
    const asked = await fetchManifest(ctx.api, area, { signal: ctx.signal, lang: ctx.lang });
    if (ctx.signal.aborted) return;
    if (asked.failure) {
      offer.replaceChildren(errorBox(ctx, ctx.t('map.packs.manifestFailed'), asked.failure.error?.message ? asked.failure
        : { error: { message: ctx.t('error.badResponse'), hint: null } }));
      return;
    }
    const { manifest } = asked;
    const needed = partsToFetch(manifest, await cachedUrls(manifest.id)).reduce((sum, part) => sum + part.bytes, 0);
    const room = spaceCheck(needed, await readSpace());
    offer.replaceChildren(...[
      el('p', { class: 'packs-offer-name' }, el('strong', { text: manifest.name }), ' · ',
        el('span', { id: 'packs-total', dataset: { bytes: String(manifest.totalBytes) }, text: ctx.t('map.packs.total', { size: size(manifest.totalBytes) }) })),
      el('ul', { class: 'packs-parts' }, manifest.parts.map(partLine)),
      manifest.missing.length ? el('p', { class: 'muted packs-missing' }, manifest.missing.map((item) => item.message).join(' ')) : null,
      room.fits
        ? el('button', { type: 'button', id: 'packs-keep', class: 'btn btn-primary', text: ctx.t('map.packs.keep'), onclick: () => keep(asked) })
        : refusal(room),
    ].filter(Boolean));
  }

  function refusal(room) {
    return el('div', { id: 'packs-refused', class: 'notice notice-error', role: 'alert' },
      el('p', { text: ctx.t('map.packs.error.space', { needed: size(room.needed), left: size(room.left) }) }));
  }

  /** "Start again": resumes from the parts already checked. */
  const restartButton = (asked) => el('button', {
    type: 'button', id: 'packs-restart', class: 'btn btn-primary', text: ctx.t('map.packs.restart'), onclick: () => keep(asked),
  });

  /** A download that failed; one interrupted (the link lost for good, after its own tries) can start again. */
  function failureBox(error, asked) {
    if (error instanceof PackError && error.code === 'space') return refusal(error.details);
    if (error instanceof PackError && error.code === 'manifest') return errorBox(ctx, ctx.t('map.packs.manifestFailed'), error.details.failure);
    const key = error instanceof PackError ? `map.packs.error.${error.code}` : 'map.packs.error.interrupted';
    return el('div', { id: 'packs-failed', class: 'notice notice-error', role: 'alert' },
      el('p', { text: ctx.t(key, { status: error?.details?.status ?? '' }) }), error instanceof PackError ? null : restartButton(asked));
  }

  /** What a cancelled download leaves: the previous version still used, or nothing used; "Start again" resumes it. */
  function cancelledBox(asked) {
    const before = keptPacks().find((entry) => entry.id === asked.manifest.id)?.manifest;
    const again = restartButton(asked);
    return { again, box: el('div', { id: 'packs-cancelled', class: 'notice notice-info' },
      el('p', { text: ctx.t(before ? 'map.packs.cancelledUpdate' : 'map.packs.cancelled') }), again) };
  }

  /** Downloads (or resumes, or updates) a pack with a progress bar and a Cancel button; then the list shows it. */
  async function keep(asked) {
    if (busy) return;
    busy = true;
    askPersist().then(showSpace);
    const stop = new AbortController();
    const stopWithPage = () => stop.abort();
    ctx.signal.addEventListener('abort', stopWithPage, { once: true });
    const bar = el('progress', { id: 'packs-progress', max: String(asked.manifest.totalBytes), value: '0' });
    // The byte count changes all the time: kept out of the live region, which says when the download waits.
    const text = el('p', { id: 'packs-progress-text', class: 'muted', 'aria-live': 'off' });
    const status = el('p', { id: 'packs-progress-status', class: 'packs-progress-status' });
    const cancel = el('button', {
      type: 'button', id: 'packs-cancel', class: 'btn btn-secondary', text: ctx.t('map.packs.cancel'), onclick: () => stop.abort(),
    });
    offer.replaceChildren(el('p', {}, el('label', { for: 'packs-progress', text: ctx.t('map.packs.downloading', { name: asked.manifest.name }) })),
      bar, text, status, cancel);
    try {
      const entry = await keepPack(ctx.api, asked, {
        signal: stop.signal,
        lang: ctx.lang,
        // Bytes that stop (true), or a connection lost ({ retryMs, parts, of }) that the download tries again by itself.
        onStall: (waiting) => {
          const lost = Boolean(waiting?.retryMs);
          status.textContent = !waiting ? '' : lost
            ? ctx.t('map.packs.retrying', { seconds: Math.round(waiting.retryMs / 1000), done: waiting.parts, total: waiting.of })
            : ctx.t('map.packs.waiting');
          offer.dataset.state = !waiting ? 'downloading' : lost ? 'retrying' : 'waiting';
        },
        onProgress: ({ done, total }) => {
          bar.max = total;
          bar.value = done;
          text.textContent = ctx.t('map.packs.progress', { done: size(done), total: size(total) });
        },
      });
      newer.delete(entry.id);
      forgetPack(entry.id);
      offer.replaceChildren(notice(ctx.t('map.packs.keptNow', { name: entry.manifest.name }), 'info'));
      ctx.announce(ctx.t('map.packs.keptNow', { name: entry.manifest.name }));
    } catch (error) {
      if (ctx.signal.aborted) return;
      if (stop.signal.aborted) {
        const { box, again } = cancelledBox(asked);
        offer.replaceChildren(box);
        again.focus(); // the Cancel button that had the focus is gone
      } else {
        const hadFocus = offer.contains(document.activeElement);
        offer.replaceChildren(failureBox(error, asked));
        if (hadFocus) offer.querySelector('#packs-restart')?.focus(); // the Cancel button that had the focus is gone
      }
    } finally {
      busy = false;
      delete offer.dataset.state;
      ctx.signal.removeEventListener('abort', stopWithPage);
    }
    drawList();
    showSpace();
  }

  function areaText(manifest) {
    if (manifest.area.kind === 'circle' && Number.isFinite(manifest.area.radiusKm)) return ctx.t('map.packs.areaCircle', { km: manifest.area.radiusKm });
    return ctx.t(manifest.area.kind === 'list' ? 'map.packs.areaList' : 'map.packs.areaRegion');
  }

  function packItem(entry) {
    const shown = entry.manifest || entry.pending;
    const actions = el('div', { class: 'packs-actions' });
    const lines = [el('p', { class: 'packs-item-name' }, el('strong', { text: shown.name }))];
    if (entry.manifest) {
      lines.push(el('p', {
        class: 'packs-item-facts muted',
        text: `${size(entry.manifest.totalBytes)} · ${ctx.t('map.packs.dataOf', { date: packDate(entry.manifest.dataDate, ctx.lang) })} · ${areaText(entry.manifest)}`,
      }));
    }
    if (entry.pending) {
      lines.push(el('p', { class: 'packs-item-pending', text: ctx.t(entry.manifest ? 'map.packs.updateCut' : 'map.packs.cut') }));
      actions.append(
        el('button', {
          type: 'button', class: 'btn btn-primary packs-resume', text: ctx.t('map.packs.resume'),
          onclick: () => keep({ manifest: entry.pending, query: entry.query }),
        }),
        el('button', {
          type: 'button', class: 'btn btn-secondary packs-discard', text: ctx.t('map.packs.discard'),
          onclick: () => remove(entry.id, Boolean(entry.manifest)),
        }));
    } else if (newer.has(entry.id)) {
      actions.append(el('button', {
        type: 'button', class: 'btn btn-primary packs-update', text: ctx.t('map.packs.update'),
        onclick: () => keep({ manifest: newer.get(entry.id), query: entry.query }),
      }));
    }
    if (entry.manifest) {
      actions.append(el('button', {
        type: 'button', class: 'btn btn-secondary packs-remove', text: ctx.t('map.packs.remove'), onclick: () => remove(entry.id, false),
      }));
    }
    return el('li', { class: 'packs-item', dataset: { id: entry.id, state: entry.pending ? 'partial' : 'complete' } }, ...lines, actions);
  }

  function drawList() {
    const entries = keptPacks();
    list.replaceChildren(...(entries.length ? entries.map(packItem) : [el('li', { class: 'muted', text: ctx.t('map.packs.none') })]));
  }

  async function remove(id, onlyPending) {
    if (busy) return;
    busy = true;
    try {
      await discardPack(id, { onlyPending });
      forgetPack(id);
    } finally {
      busy = false;
    }
    drawList();
    showSpace();
    ctx.announce(ctx.t('map.packs.removed'));
  }

  /** Asks the server whether each kept pack's data changed; "Update" shows where it did. */
  async function lookForUpdates() {
    for (const entry of keptPacks().filter((kept) => kept.manifest && !kept.pending)) {
      const asked = await fetchManifest(ctx.api, entry.query, { signal: ctx.signal, lang: ctx.lang });
      if (ctx.signal.aborted) return;
      if (asked.manifest && asked.manifest.version !== entry.manifest.version) newer.set(entry.id, asked.manifest);
    }
    drawList();
  }

  function open() {
    const opening = node.hidden;
    node.hidden = !opening;
    button.setAttribute('aria-expanded', String(opening));
    if (!opening) return;
    drawList();
    showSpace();
    lookForUpdates();
    node.scrollIntoView({ block: 'start' });
    heading.focus();
  }

  return { node, button };
}
