// The map search's status line, just under the search field, where the traveller is looking (the results list is
// a whole map lower, out of sight on a phone): the search under way, with "Cancel", while a slow or silent link
// keeps it waiting; why it failed, with "Try again"; otherwise only the field's description for screen readers
// (how many results, or that the search was cancelled).
import { el } from '../shared/dom.js';
import { errorBox } from '../shared/views.js';

/**
 * `form`, `go` (its submit button) and `input` are the search form's; `onCancel()` stops the search under way,
 * `onRetry(query)` asks again, `onDismiss()` puts a failure away.
 */
export function searchStatusLine(ctx, { form, go, input, onCancel, onRetry, onDismiss }) {
  const node = el('div', { id: 'map-search-status', class: 'visually-hidden' });
  let running = null; // the query being asked of the server

  // The button is "disabled" for the search under way only: other words make a new search.
  input.addEventListener('input', () => {
    if (running === null) return;
    if (input.value.trim() === running) go.setAttribute('aria-disabled', 'true');
    else go.removeAttribute('aria-disabled');
  });

  /** Shown on the page while searching or after a failure; for screen readers only otherwise. */
  function show(state, ...nodes) {
    node.dataset.state = state;
    node.className = state === 'searching' || state === 'failed' ? 'map-search-status' : 'visually-hidden';
    node.replaceChildren(...nodes);
  }

  return {
    node,
    /** The query under way, or null. */
    get running() { return running; },

    searching(query) {
      running = query;
      form.setAttribute('aria-busy', 'true');
      go.setAttribute('aria-disabled', 'true');
      const text = ctx.t('map.search.searchingFor', { query });
      show('searching', el('p', { class: 'map-search-busy' },
        el('span', { class: 'map-search-spinner', 'aria-hidden': 'true' }),
        el('span', { class: 'map-search-busy-text', text }),
        el('button', { type: 'button', id: 'map-search-cancel', class: 'btn btn-secondary', text: ctx.t('map.search.cancel'), onclick: onCancel })));
      ctx.announce(text);
    },

    /** No search under way any more (answered, failed, cancelled or replaced). */
    settled() {
      running = null;
      form.removeAttribute('aria-busy');
      go.removeAttribute('aria-disabled');
      if (node.dataset.state === 'searching') show('idle');
    },

    /** Words for screen readers only (the field's description): how many results, or that it was cancelled. */
    said(text) {
      show('done', text);
    },

    /** Why the search for `query` failed (`failure`: an API answer's error). */
    failed(query, failure) {
      const box = errorBox(ctx, ctx.t('map.search.error'), failure, null);
      box.classList.add('map-search-failure');
      box.append(el('div', { class: 'map-search-failure-actions' },
        el('button', { type: 'button', class: 'btn btn-secondary', id: 'map-search-retry', text: ctx.t('settings.retry'), onclick: () => onRetry(query) }),
        el('button', { type: 'button', class: 'btn btn-secondary', id: 'map-search-dismiss', text: ctx.t('map.search.dismiss'), onclick: onDismiss })));
      show('failed', box);
    },

    /** A failure shown before goes (a new answer, or none). */
    clearFailure() {
      if (node.dataset.state === 'failed') show('idle');
    },
  };
}
