// Currency: the full converter with its keypad.
import { pageHeader } from '../shared/views.js';
import { createConverter } from './converter.js';

export function render(container, ctx) {
  const converter = createConverter(ctx, { compact: false, withKeypad: true, idPrefix: 'cv' });
  container.append(pageHeader(ctx, 'currency'), converter.element);
}
