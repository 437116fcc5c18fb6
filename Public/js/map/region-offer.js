// "Andorra — 2.5 MB — Download": when the map looks at an area no installed region covers, the smallest region
// of the server's catalogue covering the map's centre (GET /api/v1/regions/available?near=), downloaded by the
// server (POST /api/v1/regions with the operator's token, asked once and kept on the phone), its progress polled
// (GET /api/v1/regions/jobs/{id}); once in service the map's tiles and search work there without a reload.
import { el } from '../shared/dom.js';
import { getJSON, postJSON } from '../shared/api.js';
import { contains } from './geo.js';

const TOKEN_KEY = 'regions.adminToken';
/** Below this zoom the map looks at a country or more: nothing is offered. */
const MIN_ZOOM = 9;
const POLL_MS = 700;
/** The map's centre is asked about once it rests for this long. */
const SETTLE_MS = 600;

/** "2.5 MB" / "2,5 Mo": the server's own way of telling a size. */
export function sizeText(ctx, bytes) {
  let value = bytes / 1000;
  let unit = 'kB';
  for (const next of ['MB', 'GB']) {
    if (value < 1000) break;
    value /= 1000;
    unit = next;
  }
  const digits = value < 10 && unit !== 'kB' ? 1 : 0;
  const size = value.toLocaleString(ctx.lang, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return ctx.t(`map.regionOffer.size.${unit}`, { size });
}

/**
 * { node, check() }: the offer's panel (under the map's status line) and the call that looks again at the map's
 * centre. `installed()` gives the regions in service ({bounds}); `onInstalled()` is called once a download is in
 * service, to redraw the offline map.
 */
export function regionOffer(ctx, { map, installed, onInstalled }) {
  const node = el('div', { class: 'region-offer-slot', id: 'region-offer' });
  let asked = null;
  let busy = false;
  let timer = null;
  const dismissed = new Set();
  /** The server could not read its catalogue (no internet, no copy): not asked again while the page lives. */
  let noCatalogue = false;

  const centre = () => ({ latitude: map.getCenter().lat, longitude: map.getCenter().lng });
  const covered = (point) => installed().some((region) => contains(region.bounds, point));
  const clear = () => node.replaceChildren();

  async function check() {
    if (busy || noCatalogue) return;
    const point = centre();
    if (map.getZoom() < MIN_ZOOM || covered(point)) {
      clear();
      return;
    }
    const key = `${point.latitude.toFixed(2)},${point.longitude.toFixed(2)}`;
    if (key === asked) return;
    asked = key;
    const answer = await getJSON(`/api/v1/regions/available?near=${point.latitude.toFixed(5)},${point.longitude.toFixed(5)}`, { signal: ctx.signal });
    if (ctx.signal.aborted || busy || asked !== key) return;
    noCatalogue = ['catalogue_unavailable', 'catalogue_unreadable'].includes(answer.error?.code);
    const region = answer.ok ? answer.data.regions?.find((candidate) => candidate.id === answer.data.proposed) : null;
    if (!region || region.installed || dismissed.has(region.id)) {
      clear();
      return;
    }
    show(region, answer.data.downloadsAllowed === true);
  }

  function show(region, allowed) {
    const label = [region.name, Number.isFinite(region.sizeBytes) ? sizeText(ctx, region.sizeBytes) : null].filter(Boolean).join(' — ');
    const title = el('p', { class: 'region-offer-title' }, el('strong', { text: label }));
    const close = el('button', {
      type: 'button', class: 'btn btn-secondary', text: ctx.t('map.regionOffer.notNow'),
      onclick: () => { dismissed.add(region.id); clear(); },
    });
    if (!allowed) {
      node.replaceChildren(el('div', { class: 'region-offer', dataset: { state: 'off' } }, title,
        el('p', { class: 'muted', text: ctx.t('map.regionOffer.off') }), el('div', { class: 'region-offer-actions' }, close)));
      return;
    }
    const download = el('button', {
      type: 'button', class: 'btn btn-primary', id: 'region-offer-download', text: ctx.t('map.regionOffer.download'),
      onclick: () => start(region),
    });
    node.replaceChildren(el('div', { class: 'region-offer', dataset: { state: 'offer' } }, title,
      el('p', { class: 'muted', text: ctx.t('map.regionOffer.missing') }), el('div', { class: 'region-offer-actions' }, download, close)));
  }

  /** The operator's token: the kept one, else asked for in the panel. */
  function askToken(region, problem) {
    const input = el('input', { type: 'password', id: 'region-offer-token', autocomplete: 'current-password', required: true, minlength: 16 });
    const form = el('form', {
      class: 'region-offer', dataset: { state: 'token' },
      onsubmit: (event) => {
        event.preventDefault();
        const token = input.value.trim();
        if (!token) return;
        ctx.storage.set(TOKEN_KEY, token);
        start(region);
      },
    },
    el('p', { class: 'region-offer-title' }, el('strong', { text: region.name })),
    problem ? el('p', { class: 'region-offer-error', role: 'alert', text: problem }) : null,
    el('label', { for: 'region-offer-token', text: ctx.t('map.regionOffer.token') }), input,
    el('p', { class: 'muted', text: ctx.t('map.regionOffer.tokenHint') }),
    el('div', { class: 'region-offer-actions' },
      el('button', { type: 'submit', class: 'btn btn-primary', id: 'region-offer-send', text: ctx.t('map.regionOffer.download') }),
      el('button', { type: 'button', class: 'btn btn-secondary', text: ctx.t('map.regionOffer.notNow'), onclick: () => { dismissed.add(region.id); clear(); } })));
    node.replaceChildren(form);
    input.focus();
  }

  async function start(region) {
    const token = ctx.storage.get(TOKEN_KEY);
    if (typeof token !== 'string' || !token) {
      askToken(region);
      return;
    }
    busy = true;
    const started = await postJSON('/api/v1/regions', { id: region.id }, { signal: ctx.signal, headers: { Authorization: `Bearer ${token}` } });
    if (ctx.signal.aborted) return;
    if (started.status === 401) {
      busy = false;
      ctx.storage.remove(TOKEN_KEY);
      askToken(region, started.error?.message || ctx.t('map.regionOffer.failed'));
      return;
    }
    if (!started.ok) {
      fail(region, started.error?.message);
      return;
    }
    follow(region, started.data);
  }

  function fail(region, message) {
    busy = false;
    asked = null;
    node.replaceChildren(el('div', { class: 'region-offer', dataset: { state: 'failed' } },
      el('p', { class: 'region-offer-title' }, el('strong', { text: region.name })),
      el('p', { class: 'region-offer-error', role: 'alert', text: message || ctx.t('map.regionOffer.failed') }),
      el('div', { class: 'region-offer-actions' },
        el('button', { type: 'button', class: 'btn btn-secondary', text: ctx.t('map.regionOffer.retry'), onclick: () => start(region) }))));
  }

  /** Shows the job's progress until it ends. */
  async function follow(region, job) {
    const bar = el('progress', { max: 1, value: 0, id: 'region-offer-progress' });
    const text = el('p', { class: 'region-offer-phase', 'aria-live': 'polite' });
    node.replaceChildren(el('div', { class: 'region-offer', dataset: { state: 'running' } },
      el('p', { class: 'region-offer-title' }, el('strong', { text: region.name })), bar, text));
    let state = job;
    while (!ctx.signal.aborted) {
      bar.value = state.fraction || 0;
      const percent = Math.floor((state.fraction || 0) * 100);
      text.textContent = ctx.t(`map.regionOffer.phase.${state.phase}`, { percent });
      if (state.finished) break;
      await new Promise((resolve) => { setTimeout(resolve, POLL_MS); });
      const answer = await getJSON(`/api/v1/regions/jobs/${encodeURIComponent(job.id)}`, { signal: ctx.signal });
      if (answer.ok) state = answer.data;
    }
    if (ctx.signal.aborted) return;
    if (state.error) {
      fail(region, state.error.message);
      return;
    }
    busy = false;
    node.replaceChildren(el('div', { class: 'region-offer', dataset: { state: 'done' } },
      el('p', { class: 'region-offer-title', text: ctx.t('map.regionOffer.ready', { name: region.name }) })));
    ctx.announce(ctx.t('map.regionOffer.ready', { name: region.name }));
    await onInstalled();
  }

  map.on('moveend', () => {
    clearTimeout(timer);
    timer = setTimeout(check, SETTLE_MS);
  });
  ctx.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  return { node, check };
}
