// Currency: the full converter with its keypad.
import { pageHeader } from '../views.js';
import { createConverter } from '../money/converter.js';

export function render(container, ctx) {
  const converter = createConverter(ctx, { compact: false, withKeypad: true, idPrefix: 'cv' });
  container.append(pageHeader(ctx, 'currency'), converter.element);
}
