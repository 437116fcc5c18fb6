// Weather tool — placeholder until the real tool is built.
import { comingSoon } from '../views.js';

export function render(container, ctx) {
  comingSoon(container, ctx, 'weather');
}
