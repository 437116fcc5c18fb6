// Tiny DOM helpers. Text always goes through textContent / text nodes, never HTML parsing.

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * el('p', { class: 'lead', text: 'Hello' })
 * el('a', { href: '/x', onclick: fn }, 'child text', otherNode)
 * Props: class, text, dataset (object), on<event> (function), boolean true → empty attribute,
 * null/undefined/false → skipped, anything else → setAttribute(name, String(value)).
 */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === 'class') node.className = value;
    else if (key === 'text') node.textContent = String(value);
    else if (key === 'dataset') Object.assign(node.dataset, value);
    else if (key.startsWith('on') && typeof value === 'function') {
      node.addEventListener(key.slice(2), value);
    } else if (value === true) node.setAttribute(key, '');
    else node.setAttribute(key, String(value));
  }
  return append(node, children);
}

/** Append children (nodes, strings, numbers, nested arrays); null/false are skipped. */
export function append(node, children) {
  for (const child of [children].flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

/** Remove every child of node. */
export function clear(node) {
  node.replaceChildren();
  return node;
}

/** Decorative icon from the sprite (aria-hidden). */
export function icon(name, className = 'icon') {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('class', className);
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const use = document.createElementNS(SVG_NS, 'use');
  use.setAttribute('href', `/icons/sprite.svg#i-${name}`);
  svg.append(use);
  return svg;
}

export const $ = (selector, root = document) => root.querySelector(selector);
export const $$ = (selector, root = document) => Array.from(root.querySelectorAll(selector));
