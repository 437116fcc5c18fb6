// Settings: home and away (travel-panel.js), language, colour scheme and the providers' status
// from GET /api/v1/providers.
import { el } from '../shared/dom.js';
import { travelSection } from './travel-panel.js';
import { pageHeader, errorBox, notice } from '../shared/views.js';

function choiceGroup(legend, name, options, selected, onChange) {
  return el('fieldset', { class: 'choices' },
    el('legend', { text: legend }),
    options.map((option) =>
      el('div', { class: 'choice' },
        el('input', {
          type: 'radio', name, id: `settings-${name}-${option.value}`, value: option.value,
          checked: option.value === selected, 'aria-describedby': option.desc ? `settings-${name}-${option.value}-desc` : null,
          onchange: (event) => { if (event.target.checked) onChange(option.value); },
        }),
        el('label', { for: `settings-${name}-${option.value}`, lang: option.lang || null },
          el('span', { class: 'choice-label', text: option.label }),
          option.desc ? el('span', { class: 'choice-desc', id: `settings-${name}-${option.value}-desc`, text: option.desc }) : null))));
}

function stat(label, value, extraClass) {
  return [el('dt', { text: label }), el('dd', { class: extraClass || null }, value)];
}

function providerCard(ctx, provider) {
  const configured = provider.state === 'configured';
  const lastError = provider.lastError && typeof provider.lastError === 'object' ? provider.lastError : null;
  return el('li', { class: 'provider', dataset: { provider: String(provider.id ?? '') } },
    el('div', { class: 'provider-head' },
      el('h4', { class: 'provider-name', text: provider.name || provider.id || '?' }),
      el('span', {
        class: `badge ${configured ? 'badge-ok' : 'badge-off'}`,
        text: ctx.t(configured ? 'settings.state.configured' : 'settings.state.notConfigured'),
      })),
    provider.detail ? el('p', { class: 'provider-detail', text: provider.detail }) : null,
    el('dl', { class: 'provider-stats' },
      stat(ctx.t('settings.lastSuccess'), provider.lastSuccess ? ctx.formatDateTime(provider.lastSuccess) : ctx.t('settings.never')),
      stat(ctx.t('settings.lastError'), lastError
        ? [lastError.at ? el('span', { class: 'stat-when', text: ctx.formatDateTime(lastError.at) }) : null,
          el('span', { class: 'stat-message', text: lastError.message || '' })]
        : ctx.t('settings.none'), lastError ? 'is-error' : null),
      stat(ctx.t('settings.callsToday'), ctx.formatNumber(Number(provider.callsToday) || 0))));
}

function capabilityLabel(ctx, capability) {
  return ctx.has(`cap.${capability}`) ? ctx.t(`cap.${capability}`) : capability;
}

async function loadProviders(ctx, target) {
  target.setAttribute('aria-busy', 'true');
  delete target.dataset.state;
  target.replaceChildren(el('p', { class: 'muted', text: ctx.t('status.loading') }));
  const result = await ctx.api.getJSON('/api/v1/providers', { signal: ctx.signal });
  if (result.aborted || ctx.signal.aborted) return;
  target.removeAttribute('aria-busy');
  if (!result.ok || !Array.isArray(result.data.capabilities)) {
    const failure = result.ok ? { error: { message: ctx.t('error.badResponse'), hint: null } } : result;
    target.replaceChildren(errorBox(ctx, ctx.t('settings.providersError'), failure, () => loadProviders(ctx, target)));
    target.dataset.state = 'error';
    return;
  }
  const groups = result.data.capabilities.filter((group) => Array.isArray(group.providers) && group.providers.length);
  if (!groups.length) {
    target.replaceChildren(notice(ctx.t('settings.providersEmpty')));
    target.dataset.state = 'empty';
    return;
  }
  target.replaceChildren(...groups.map((group) =>
    el('section', { class: 'capability', dataset: { capability: String(group.capability) } },
      el('h3', { text: capabilityLabel(ctx, String(group.capability)) }),
      el('ul', { class: 'provider-list' }, group.providers.map((provider) => providerCard(ctx, provider))))));
  target.dataset.state = 'loaded';
}

export function render(container, ctx) {
  const providers = el('div', { id: 'providers', class: 'providers', 'aria-live': 'polite' });
  container.append(
    pageHeader(ctx, 'settings'),
    travelSection(ctx),
    el('section', { class: 'section settings-prefs' },
      choiceGroup(ctx.t('settings.langLegend'), 'lang', [
        { value: 'fr', label: ctx.t('lang.frName'), lang: 'fr' },
        { value: 'en', label: ctx.t('lang.enName'), lang: 'en' },
      ], ctx.lang, ctx.setLang),
      choiceGroup(ctx.t('settings.schemeLegend'), 'scheme', [
        { value: 'home', label: ctx.t('scheme.home'), desc: ctx.t('scheme.homeDesc') },
        { value: 'away', label: ctx.t('scheme.away'), desc: ctx.t('scheme.awayDesc') },
      ], ctx.scheme, ctx.setScheme)),
    el('section', { class: 'section', 'aria-labelledby': 'providers-h' },
      el('h2', { id: 'providers-h', text: ctx.t('settings.providersHeading') }),
      el('p', { class: 'muted', text: ctx.t('settings.providersIntro') }),
      providers));
  loadProviders(ctx, providers);
}
