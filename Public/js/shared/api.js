// JSON API client. Never throws: resolves to { ok: true, data } or { ok: false, error }.
// error = { code, message, hint } with a localised message; aborted requests set `aborted: true`.
// A GET the server cannot answer (no network, timeout — not an HTTP error) is asked of the kept trip packs
// (Public/js/packs/device.js) before the failure is reported; and a GET the server has not answered within
// FALLBACK_WAIT_MS takes the packs' answer if they have one, so a hanging link costs seconds, not TIMEOUT_MS.
import { t, getLang } from './i18n.js';
import { answerOnDevice } from '../packs/device.js';
import '../packs/answers.js';

const TIMEOUT_MS = 15000;
/** How long a GET waits on the server before an answer the phone has of its own is taken instead. */
export const FALLBACK_WAIT_MS = 4000;

function failure(code, extra = {}) {
  return { ok: false, status: 0, error: { code, message: t(`error.${code}`), hint: null }, ...extra };
}

/**
 * GET `path`. `waitMs`: how long before the packs' answer, if any, is taken instead of the server's (tests
 * shorten it). `timeoutMs`: a caller with a fallback of its own (a kept copy) gives up on the server sooner.
 */
export function getJSON(path, { signal, waitMs = FALLBACK_WAIT_MS, timeoutMs = TIMEOUT_MS } = {}) {
  return request('GET', path, undefined, signal, timeoutMs, {}, waitMs);
}

/** POST a JSON body, with extra headers if any (an operator's Authorization); same answer shape as getJSON. */
export function postJSON(path, body, { signal, headers } = {}) {
  return request('POST', path, body, signal, TIMEOUT_MS, headers);
}

/** POST a file (a photo) as the request's body, with its own type; same answer shape as getJSON. */
export function postFile(path, file, { signal, timeoutMs } = {}) {
  return request('POST', path, file, signal, timeoutMs);
}

async function request(method, path, payload, signal, timeoutMs = TIMEOUT_MS, extraHeaders = {}, waitMs = null) {
  const ctrl = new AbortController();
  let timedOut = false;
  let settled = false;
  let early = null; // the packs' answer, taken when the server had not answered within waitMs
  const timer = setTimeout(() => { timedOut = true; ctrl.abort(); }, timeoutMs);
  const patience = waitMs === null ? null : setTimeout(async () => {
    const onDevice = await answerOnDevice(path, { lang: getLang() });
    if (!onDevice?.ok || settled) return; // the phone cannot answer, or the server did meanwhile
    early = onDevice;
    ctrl.abort();
  }, waitMs);
  const forward = () => ctrl.abort();
  if (signal?.aborted) ctrl.abort();
  signal?.addEventListener('abort', forward, { once: true });
  // No answer, or an answer cut off while its body comes (network error, timeout): the same failure, and a GET
  // is then asked of the packs kept on the phone.
  const unanswered = async () => {
    if (signal?.aborted) return failure('network', { aborted: true });
    if (early) return early;
    const code = timedOut ? 'timeout' : (navigator.onLine === false ? 'offline' : 'network');
    const onDevice = method === 'GET' ? await answerOnDevice(path, { lang: getLang() }) : null;
    if (signal?.aborted) return failure('network', { aborted: true });
    return onDevice || failure(code);
  };
  try {
    let res;
    try {
      const headers = { ...extraHeaders, Accept: 'application/json', 'Accept-Language': getLang() };
      const file = payload instanceof Blob;
      if (payload !== undefined) headers['Content-Type'] = file ? (payload.type || 'application/octet-stream') : 'application/json';
      res = await fetch(path, {
        method,
        headers,
        body: payload === undefined || file ? payload : JSON.stringify(payload),
        credentials: 'same-origin',
        signal: ctrl.signal,
      });
    } catch {
      return await unanswered();
    }
    let text;
    try {
      text = await res.text();
    } catch {
      return await unanswered();
    }
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    if (!res.ok) {
      const err = body && typeof body.error === 'object' ? body.error : {};
      return {
        ok: false,
        status: res.status,
        error: {
          code: typeof err.code === 'string' ? err.code : `http_${res.status}`,
          message: typeof err.message === 'string' && err.message ? err.message : t('error.http', { status: res.status }),
          hint: typeof err.hint === 'string' && err.hint ? err.hint : null,
        },
      };
    }
    if (body === null || typeof body !== 'object') return failure('badResponse', { status: res.status });
    return { ok: true, status: res.status, data: body };
  } finally {
    settled = true;
    clearTimeout(timer);
    clearTimeout(patience);
    signal?.removeEventListener('abort', forward);
  }
}
