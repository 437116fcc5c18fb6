// XML files of places (GPX, KML) parsed on the phone with the server's rules (BaluchonCore's XMLTree): the
// browser's DOMParser reads the XML (never innerHTML), a DOCTYPE is refused before it parses anything (so no
// entity is declared, fetched or expanded), depth and element count are bounded; and the few ways the readers
// look into the tree (an element's children by local name, its own text, a child's trimmed value).
import { FileRefusal, malformed } from './file-refusal.js';
import { trimmed } from './file-values.js';

const MAXIMUM_DEPTH = 100;
const MAXIMUM_ELEMENTS = 1_000_000;
const XHTML = 'http://www.w3.org/1999/xhtml';
const GECKO_ERROR = 'http://www.mozilla.org/newlayout/xml/parsererror.xml';

/** Whether a DOCTYPE follows the XML declaration, processing instructions and comments. */
function declaresDoctype(text) {
  const prolog = /^\uFEFF?(?:[ \t\r\n]+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->)*/.exec(text)[0];
  return text.startsWith('<!DOCTYPE', prolog.length);
}

/** The parser's complaint (Blink's inside the document, Gecko's as its root), or null. */
function parserError(doc) {
  if (doc.documentElement?.namespaceURI === GECKO_ERROR) return doc.documentElement.textContent;
  const error = doc.getElementsByTagNameNS(XHTML, 'parsererror')[0];
  return error ? error.textContent : null;
}

/** Depth and element count checked in document order, as the server's reader meets them. */
function checkBounds(root, format) {
  let elements = 0;
  const pending = root ? [[root, 0]] : [];
  while (pending.length) {
    const [node, depth] = pending.pop();
    if (node.namespaceURI === XHTML && node.localName === 'parsererror') continue;
    if (depth >= MAXIMUM_DEPTH) throw new FileRefusal('file_too_deep', { format, maximum: MAXIMUM_DEPTH });
    elements += 1;
    if (elements > MAXIMUM_ELEMENTS) throw new FileRefusal('file_too_many_elements', { format, maximum: MAXIMUM_ELEMENTS });
    for (let child = node.lastElementChild; child; child = child.previousElementSibling) pending.push([child, depth + 1]);
  }
}

/** The document's root element, or the refusal the server gives for its XML; `format` names it ("GPX", "KML"). */
export function parseXML(text, format) {
  if (declaresDoctype(text)) throw new FileRefusal('xml_entities_refused');
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const error = parserError(doc);
  checkBounds(error && doc.documentElement?.namespaceURI === GECKO_ERROR ? null : doc.documentElement, format);
  if (error !== null) {
    if (/entit/i.test(error)) throw new FileRefusal('xml_entities_refused');
    if (/depth/i.test(error)) throw new FileRefusal('file_too_deep', { format, maximum: MAXIMUM_DEPTH });
    throw malformed(format, 'xml.error', { line: Number(/line (\d+)/i.exec(error)?.[1] ?? 1) });
  }
  return doc.documentElement;
}

export const children = (node, name) => [...node.children].filter((child) => child.localName === name);
export const child = (node, name) => (node ? children(node, name)[0] ?? null : null);
/** The element's own text, its child elements' left out. */
export const ownText = (node) => [...node.childNodes].filter((part) => part.nodeType === 3 || part.nodeType === 4).map((part) => part.data).join('');
/** The trimmed text of a child, null when absent or empty. */
export const value = (node, name) => {
  const found = child(node, name);
  return (found && trimmed(ownText(found))) || null;
};
/** Every descendant of that local name, in document order. */
export const descendants = (node, name) => (node ? [...node.getElementsByTagNameNS('*', name)] : []);
