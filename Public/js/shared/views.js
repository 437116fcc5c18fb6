// Shared building blocks for tool views.
import { el, icon } from './dom.js';

/**
 * Page heading block. The <h1> gets id "view-title" and tabindex=-1 so the router can move
 * focus to it after navigation.
 */
export function pageHeader(ctx, name, iconName = name) {
  return el('header', { class: 'view-header' },
    el('span', { class: 'view-icon' }, icon(iconName)),
    el('h1', { id: 'view-title', tabindex: '-1', text: ctx.t(`${name}.title`) }),
    el('p', { class: 'lead', text: ctx.t(`${name}.desc`) }));
}

/** A highlighted notice box (kind: info | warn | error). */
export function notice(text, kind = 'info') {
  return el('p', { class: `notice notice-${kind}` }, text);
}

/** Standard placeholder for a tool that is not built yet. */
export function comingSoon(container, ctx, name) {
  container.append(pageHeader(ctx, name), notice(ctx.t('notice.soon'), 'warn'));
}

/** Error box from an api.js failure; optional retry button. */
export function errorBox(ctx, title, failure, onRetry) {
  const box = el('div', { class: 'notice notice-error', role: 'alert' },
    el('p', { class: 'notice-title', text: title }),
    el('p', { text: failure.error.message }));
  if (failure.error.hint) {
    box.append(el('p', { class: 'notice-hint' }, `${ctx.t('error.hintLabel')} ${failure.error.hint}`));
  }
  if (onRetry) {
    box.append(el('button', { type: 'button', class: 'btn btn-secondary', onclick: onRetry, text: ctx.t('settings.retry') }));
  }
  return box;
}

export function renderNotFound(container, ctx) {
  container.append(pageHeader(ctx, 'notFound', 'about'),
    el('p', {}, el('a', { href: '/', class: 'btn btn-primary', text: ctx.t('notFound.back') })));
}
