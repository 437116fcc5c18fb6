// An on-screen keypad: a grid of buttons, each sending its key to `onKey`.
import { el } from '../shared/dom.js';

/**
 * keys: [{ key, label, aria, className, wide }]. Buttons never take focus away from the field being
 * edited (pointerdown is cancelled), so typing on the keypad and on a keyboard mix freely.
 */
export function keypad(ctx, { label, keys, onKey, className = '' }) {
  return el('div', { class: `keypad ${className}`, role: 'group', 'aria-label': label },
    keys.map((k) => el('button', {
      type: 'button',
      class: ['key', k.className, k.wide ? 'key-wide' : null].filter(Boolean).join(' '),
      dataset: { key: k.key },
      'aria-label': k.aria ?? null,
      onpointerdown: (event) => event.preventDefault(),
      onclick: () => onKey(k.key),
    }, k.label)));
}
