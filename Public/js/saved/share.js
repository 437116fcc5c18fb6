// Sharing: one place as links, codes and a QR code; the whole list as a link carrying our list code, which
// any phone camera opens from the QR code. QR codes are drawn on the phone (qr.js), with the server or without.
import { el } from '../shared/dom.js';
import { FALLBACK_WAIT_MS, getJSON, postJSON } from '../shared/api.js';
import * as storage from '../shared/storage.js';
import { encodeList, listLink, ListCodeError } from './listcode.js';
import { pointCodes } from './point-codes.js';
import { loadQRCode, qrSvg } from './qr.js';

const FORMATS = ['pluscode', 'geohash', 'geo', 'omaps', 'osm', 'decimal'];
const LINK_BASE_KEY = 'saved.linkBase';

/** A read-only field with a copy button. */
function copyField(ctx, label, value, id) {
  const input = el('input', { type: 'text', readonly: true, value, id, class: 'saved-copy-input' });
  const button = el('button', {
    type: 'button', class: 'btn btn-secondary', text: ctx.t('saved.copy'),
    onclick: async () => {
      input.select();
      try { await navigator.clipboard.writeText(value); button.textContent = ctx.t('saved.copied'); } catch { document.execCommand?.('copy'); }
    },
  });
  return el('div', { class: 'saved-field' }, el('label', { for: id, text: label }), el('div', { class: 'saved-copy' }, input, button));
}

/**
 * A box the QR code of the first of `texts` that fits one code is drawn in (with `id`); `drawn(index)` is
 * told which. When the encoder cannot be loaded, the box says why (the server's words when it lacks it).
 */
function qrBox(ctx, texts, { id, drawn = () => {} }) {
  const box = el('div', { class: 'saved-qr-box' });
  loadQRCode().then((qrcode) => {
    for (const [index, text] of texts.entries()) {
      const svg = qrSvg(qrcode, text, ctx.t('saved.qrAlt'));
      if (!svg) continue;
      svg.id = id;
      box.replaceChildren(svg);
      drawn(index);
      return;
    }
    box.replaceChildren(el('p', { class: 'notice notice-warn', id, text: ctx.t('saved.qrTooLong') }));
  }, (failure) => {
    box.replaceChildren(el('p', { class: 'notice notice-warn', id, text: failure.error.message }));
  });
  return box;
}

/** The panel for one place: every code (from the server, else written on the phone), and a QR code of the geo: link. */
export async function placePanel(ctx, place) {
  const panel = el('div', { class: 'saved-share', id: 'saved-share-place' }, el('h3', { text: ctx.t('saved.shareOne', { name: place.name }) }));
  const point = { latitude: place.latitude, longitude: place.longitude, name: place.name, zoom: 17, uncertainty: 3 };
  const params = new URLSearchParams({ lat: String(point.latitude), lon: String(point.longitude), name: point.name, zoom: '17', accuracy: '3' });
  // The phone writes the same codes (point-codes.js): a hanging server is not waited on for long.
  const answer = await getJSON(`/api/v1/encode?${params}`, { signal: ctx.signal, timeoutMs: FALLBACK_WAIT_MS });
  if (answer.aborted) return panel;
  const codes = answer.ok ? answer.data.codes : pointCodes(point);
  if (!answer.ok) panel.append(el('p', { class: 'notice', id: 'saved-codes-here', text: ctx.t('saved.offlineCodes') }));
  for (const format of FORMATS) {
    panel.append(copyField(ctx, ctx.t(`saved.format.${format}`), codes[format], `saved-code-${format}`));
  }
  panel.append(qrBox(ctx, [codes.geo], { id: 'saved-place-qr' }));
  return panel;
}

/**
 * Where share links point: the server's public address (BALUCHON_PUBLIC_URL) when it has one, else this page's.
 * The last answer is kept: on a hanging link it is used after seconds instead of the client's whole time limit.
 */
async function linkBase(ctx) {
  const kept = storage.get(LINK_BASE_KEY);
  const answer = await getJSON('/api/v1/health', { signal: ctx.signal, ...(kept ? { timeoutMs: FALLBACK_WAIT_MS } : {}) });
  if (answer.ok) storage.set(LINK_BASE_KEY, answer.data.publicURL || window.location.origin);
  return (answer.ok ? answer.data.publicURL : kept) || window.location.origin;
}

/**
 * The QR code of the share link, which any camera app opens; a list too long for a link in one QR code gets
 * the bare code instead, which Baluchon's own scanner reads.
 */
function listQR(ctx, link, code) {
  const caption = el('p', { class: 'muted', id: 'saved-list-qr-caption' });
  const box = qrBox(ctx, [link, code], {
    id: 'saved-list-qr',
    drawn: (index) => { caption.textContent = ctx.t(index === 0 ? 'saved.qrLink' : 'saved.qrCode'); },
  });
  return [box, caption];
}

/** The panel for the whole list, or for tracks: the link for chats, the code itself, and a QR code of the link. */
export function listPanel(ctx, places, tracks = []) {
  const title = tracks.length ? ctx.t('track.share', { name: tracks[0].name || ctx.t('track.unnamed') }) : ctx.t('saved.shareAll', { count: places.length });
  const panel = el('div', { class: 'saved-share', id: 'saved-share-list' }, el('h3', { text: title }));
  let code;
  try {
    code = encodeList(places, tracks);
  } catch (error) {
    if (!(error instanceof ListCodeError)) throw error;
    panel.append(el('p', { class: 'notice notice-error', role: 'alert', text: ctx.t('saved.error.list_too_large') }));
    return panel;
  }
  const published = el('div', { id: 'saved-published' });
  const publish = el('button', {
    type: 'button', class: 'btn btn-secondary', id: 'saved-publish', text: ctx.t('saved.publish'),
    onclick: async () => {
      publish.disabled = true;
      const answer = await postJSON('/api/v1/lists', { title: '', places: places.map(({ id, position, ...place }) => place) }, { signal: ctx.signal });
      publish.disabled = false;
      if (!answer.ok) {
        published.replaceChildren(el('p', { class: 'notice notice-error', role: 'alert', text: answer.error.message }));
        return;
      }
      const link = `${await linkBase(ctx)}/places?${new URLSearchParams({ list: answer.data.list.id })}`;
      published.replaceChildren(
        copyField(ctx, ctx.t('saved.publishedLink'), link, 'saved-published-link'),
        copyField(ctx, ctx.t('saved.editKey'), answer.data.editKey, 'saved-edit-key'),
        el('p', { class: 'muted', text: ctx.t('saved.editKeyHint') }));
    },
  });
  const linked = el('div', { id: 'saved-list-linked' });
  panel.append(
    linked,
    copyField(ctx, ctx.t('saved.format.list'), code, 'saved-list-code'),
    el('p', { class: 'muted', text: ctx.t('saved.listSize', { characters: code.length }) }),
    // Published lists hold places only: a track travels in its code.
    ...(tracks.length ? [] : [el('p', { class: 'muted', text: ctx.t('saved.publishIntro') }), publish, published]));
  linkBase(ctx).then((base) => {
    const link = listLink(code, base);
    linked.replaceChildren(copyField(ctx, ctx.t('saved.shareLink'), link, 'saved-list-link'), ...listQR(ctx, link, code));
  });
  return panel;
}
