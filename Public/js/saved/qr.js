// QR codes drawn on the phone, with or without the server: Debian's node-qrcode-generator, served by our
// own server under /vendor/qrcode-generator/ and kept by the service worker, encodes; this draws the
// symbol as an SVG (one path, a quiet zone of four modules). The text is put in as few bytes as it can:
// runs of the QR alphanumeric set (list codes, even percent-encoded in a link) in alphanumeric mode, the
// rest as UTF-8 bytes, at the server's correction level M.
import { getJSON } from '../shared/api.js';

export const QRCODE_URL = '/vendor/qrcode-generator/qrcode.js';
const SVG_NS = 'http://www.w3.org/2000/svg';
const QUIET = 4;
/** A run shorter than this costs more in its segment header than alphanumeric mode saves. */
const SHORTEST_RUN = 12;
const ALPHANUMERIC_RUN = new RegExp(`[0-9A-Z $%*+\\-./:]{${SHORTEST_RUN},}`, 'g');
let loading = null;

/**
 * Resolves to the encoder (window.qrcode), loading its classic script once (CSP allows no inline code).
 * Rejects with { ok: false, error } in api.js's shape: the server's own message when the library is not
 * installed (404 qr_library_missing), a network failure otherwise.
 */
export function loadQRCode() {
  if (window.qrcode?.stringToBytesFuncs) return Promise.resolve(window.qrcode);
  if (loading) return loading;
  const script = document.createElement('script');
  script.src = QRCODE_URL;
  loading = new Promise((resolve, reject) => {
    script.addEventListener('load', resolve, { once: true });
    script.addEventListener('error', reject, { once: true });
    document.head.append(script);
  }).then(() => {
    if (!window.qrcode?.stringToBytesFuncs) throw new Error('qrcode-generator did not define qrcode');
    window.qrcode.stringToBytes = window.qrcode.stringToBytesFuncs['UTF-8'];
    return window.qrcode;
  }).catch(async () => {
    script.remove();
    loading = null;
    // Ask again as JSON: a missing library answers 404 with a message in the traveller's language.
    const answer = await getJSON(QRCODE_URL);
    throw answer.ok || answer.status === 200 ? { ok: false, error: { code: 'badResponse', message: '', hint: null } } : answer;
  });
  return loading;
}

/** The text cut into segments: [text, 'Alphanumeric' | 'Byte']. */
export function segments(text) {
  const parts = [];
  let last = 0;
  for (const match of text.matchAll(ALPHANUMERIC_RUN)) {
    if (match.index > last) parts.push([text.slice(last, match.index), 'Byte']);
    parts.push([match[0], 'Alphanumeric']);
    last = match.index + match[0].length;
  }
  if (last < text.length || parts.length === 0) parts.push([text.slice(last), 'Byte']);
  return parts;
}

/** The dark modules of `text`'s symbol as rows of booleans, or null when it does not fit in one QR code. */
export function qrModules(qrcode, text) {
  const symbol = qrcode(0, 'M');
  for (const [part, mode] of segments(text)) symbol.addData(part, mode);
  try {
    symbol.make();
  } catch (error) {
    if (String(error).startsWith('code length overflow')) return null;
    throw error;
  }
  const size = symbol.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (__, column) => symbol.isDark(row, column)));
}

/** The symbol as an SVG element with `label` as its accessible name, or null when the text does not fit. */
export function qrSvg(qrcode, text, label) {
  const modules = qrModules(qrcode, text);
  if (!modules) return null;
  const side = modules.length + 2 * QUIET;
  const svg = document.createElementNS(SVG_NS, 'svg');
  for (const [name, value] of [['class', 'saved-qr'], ['viewBox', `0 0 ${side} ${side}`], ['width', '220'], ['height', '220'],
    ['role', 'img'], ['aria-label', label], ['shape-rendering', 'crispEdges']]) svg.setAttribute(name, value);
  const background = document.createElementNS(SVG_NS, 'rect');
  for (const [name, value] of [['width', side], ['height', side], ['fill', '#fff']]) background.setAttribute(name, String(value));
  let path = '';
  modules.forEach((row, y) => row.forEach((dark, x) => { if (dark) path += `M${x + QUIET} ${y + QUIET}h1v1h-1z`; }));
  const dark = document.createElementNS(SVG_NS, 'path');
  dark.setAttribute('d', path);
  dark.setAttribute('fill', '#000');
  svg.append(background, dark);
  return svg;
}
