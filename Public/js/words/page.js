// Translate: source and target pickers fed by the provider's languages, swap, auto-detection,
// translation on the button or Ctrl/Cmd+Enter; the result box (result.js) shows it with copy and read-aloud,
// and the translations kept on the phone (history-view.js) come back with a tap, even with no connection.
// A translation that waits can be cancelled, and one slow (SLOW_MS) or unanswered points to the phrasebook,
// which answers from the phone without the server.
import { el } from '../shared/dom.js';
import { showFieldError, clearFieldError, focusFirstError } from '../shared/field-error.js';
import { postJSON } from '../shared/api.js';
import { pageHeader, errorBox } from '../shared/views.js';
import { loadDirection, saveDirection, loadDraft, saveDraft, matchCode, favouredLanguages, codePoints } from './direction.js';
import { languagePair } from '../settings/travel-settings.js';
import { resultBox } from './result.js';
import { historyList } from './history-view.js';
import { asAnswer } from './history.js';
import { photoControl } from './photo.js';
import { phrasebookSection } from './phrasebook.js';

// After this long with no answer (the client itself waits 15 s), the phrasebook is offered while the traveller waits.
export const SLOW_MS = 4000;

function option(language) {
  return el('option', { value: language.code, text: language.name });
}

function languageName(lang, code) {
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(code) || code;
  } catch {
    return code;
  }
}

function percent(ctx, confidence) {
  return new Intl.NumberFormat(ctx.lang, { style: 'percent', maximumFractionDigits: 0 }).format(Number(confidence) || 0);
}

export function render(container, ctx) {
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language || ''];
  const state = { catalog: null, direction: loadDirection(browser, languagePair()), detected: null, inFlight: null, slowTimer: null };
  const names = new Map();
  // The provider's names once its languages are loaded; the browser's before (or with no connection).
  const nameOf = (code) => names.get(code) || languageName(ctx.lang, code);
  const output = resultBox(ctx, { nameOf, fallbackLanguage: () => target.value });
  const history = historyList(ctx, { nameOf, reuse });

  const providerLine = el('p', { id: 'translate-provider', class: 'muted', 'aria-live': 'polite', text: ctx.t('status.loading') });
  const source = el('select', { id: 'translate-source', name: 'source', disabled: true });
  const target = el('select', { id: 'translate-target', name: 'target', disabled: true });
  const auto = el('input', { id: 'translate-auto', type: 'checkbox', role: 'switch', class: 'switch-input' });
  const swap = el('button', {
    id: 'translate-swap', type: 'button', class: 'btn btn-secondary swap', disabled: true,
    'aria-label': ctx.t('translate.swap'), title: ctx.t('translate.swap'),
  }, el('span', { 'aria-hidden': 'true', text: '⇄' }));
  const text = el('textarea', {
    id: 'translate-text', name: 'text', rows: '5', autocomplete: 'off', spellcheck: 'true',
    placeholder: ctx.t('translate.placeholder'), 'aria-describedby': 'translate-count translate-keys',
  });
  text.value = loadDraft();
  const count = el('span', { id: 'translate-count', class: 'count', 'aria-live': 'polite' });
  const go = el('button', { id: 'translate-go', type: 'submit', class: 'btn btn-primary', disabled: true, text: ctx.t('translate.go') });
  const cancel = el('button', { id: 'translate-cancel', type: 'button', class: 'btn btn-secondary', hidden: true, text: ctx.t('translate.cancel') });
  // Polite, and in the page from the start: the pointer to the phrasebook is said when it comes.
  const waiting = el('div', { id: 'translate-waiting', 'aria-live': 'polite' });
  const detected = el('p', { id: 'translate-detected', class: 'detected', hidden: true });
  const problem = el('div', { id: 'translate-error', 'aria-live': 'assertive' });

  const form = el('form', { id: 'translate-form', class: 'translate', novalidate: true },
    el('div', { class: 'pickers' },
      el('div', { class: 'picker' }, el('label', { for: 'translate-source', text: ctx.t('translate.source') }), source),
      swap,
      el('div', { class: 'picker' }, el('label', { for: 'translate-target', text: ctx.t('translate.target') }), target)),
    el('div', { class: 'switch' }, auto, el('label', { for: 'translate-auto', text: ctx.t('translate.auto') })),
    detected,
    el('label', { for: 'translate-text', class: 'text-label', text: ctx.t('translate.text') }),
    text,
    el('div', { class: 'form-foot' },
      count,
      el('span', { id: 'translate-keys', class: 'muted keys', text: ctx.t('translate.keys') }),
      cancel,
      go),
    waiting,
    problem,
    output.node);
  const photo = photoControl(ctx, {
    nameOf, languages: () => ({ source: source.value || state.direction.source, target: target.value, favoured: favouredLanguages(languagePair()) }),
  });
  const phrasebook = phrasebookSection(ctx);
  container.append(pageHeader(ctx, 'translate'), providerLine, form, photo.node, phrasebook, history.node);

  const limit = () => state.catalog?.maximumLength || 5000;
  const targetsFor = (code) => {
    const catalog = state.catalog;
    if (!catalog) return [];
    if (!catalog.pairs || state.direction.auto) return catalog.targets;
    const allowed = catalog.pairs[code] || [];
    return catalog.targets.filter((language) => allowed.includes(language.code));
  };

  function updateCount() {
    const length = codePoints(text.value);
    const over = length > limit();
    const counted = ctx.t('translate.count', { count: ctx.formatNumber(length), limit: ctx.formatNumber(limit()) });
    count.textContent = over ? `${counted} · ${ctx.t('translate.tooLong')}` : counted;
    count.classList.toggle('is-over', over);
    // Too long: the field is invalid, described by the count that already describes it (and says why).
    if (over) showFieldError(text, count, { clearOnInput: false });
    else clearFieldError(text);
    go.disabled = !state.catalog || length === 0 || length > limit() || !text.value.trim();
  }

  function fillPickers() {
    const catalog = state.catalog;
    const sourceCodes = catalog.sources.map((language) => language.code);
    const sourceCode = matchCode(state.direction.source, sourceCodes) || sourceCodes[0];
    source.replaceChildren(...catalog.sources.map(option));
    source.value = sourceCode;
    const targets = targetsFor(sourceCode);
    const targetCode = matchCode(state.direction.target, targets.map((language) => language.code)) || targets[0]?.code;
    target.replaceChildren(...targets.map(option));
    if (targetCode) target.value = targetCode;
    state.direction = { source: sourceCode, target: targetCode, auto: state.direction.auto };
    auto.checked = state.direction.auto;
    auto.setAttribute('aria-checked', String(auto.checked));
    source.disabled = auto.checked;
    target.disabled = false;
    swap.disabled = false;
    updateCount();
  }

  function choose() {
    // A blank source (detection on, nothing detected) keeps the one chosen before.
    state.direction = { source: source.value || state.direction.source, target: target.value, auto: auto.checked };
    saveDirection(state.direction);
    fillPickers();
  }

  /** The phrasebook in sight, its search field ready: it answers from the phone when the server does not. */
  function openPhrasebook() {
    phrasebook.scrollIntoView({ block: 'start' });
    phrasebook.querySelector('#phrase-q')?.focus({ preventScroll: true });
  }

  /** A line saying why (`key`) and a button that opens the phrasebook. */
  function phrasebookPointer(key) {
    const open = el('button', { type: 'button', class: 'btn btn-secondary open-phrasebook', text: ctx.t('translate.openPhrasebook') });
    open.addEventListener('click', openPhrasebook);
    return el('div', { class: 'phrasebook-pointer' }, el('p', { text: ctx.t(key) }), open);
  }

  /** The form back from waiting: the button says Translate again, no Cancel, no pointer for the wait. */
  function settle() {
    clearTimeout(state.slowTimer);
    form.removeAttribute('aria-busy');
    go.textContent = ctx.t('translate.go');
    cancel.hidden = true;
    waiting.replaceChildren();
  }

  function cancelTranslation() {
    state.inFlight?.abort();
    state.inFlight = null;
    settle();
    updateCount();
    ctx.announce(ctx.t('translate.cancelled'));
    // On the button, ready to try again (the text field would open a phone's keyboard).
    go.focus();
  }

  function clearOutput() {
    output.clear();
    detected.hidden = true;
    problem.replaceChildren();
  }

  function swapLanguages() {
    const from = state.direction.auto ? (state.detected || source.value || state.direction.source) : source.value;
    state.direction = { source: target.value, target: from, auto: false };
    saveDirection(state.direction);
    state.detected = null;
    text.value = '';
    saveDraft('');
    clearOutput();
    fillPickers();
    ctx.announce(ctx.t('translate.swapped', { source: nameOf(source.value), target: nameOf(target.value) }));
    text.focus();
  }

  function showDetection(detection) {
    if (!detection || !detection.language) {
      detected.hidden = true;
      return;
    }
    const sure = detection.isReliable !== false;
    detected.textContent = ctx.t(sure ? 'translate.detected' : 'translate.detectedUnsure', {
      language: nameOf(detection.language), percent: percent(ctx, detection.confidence),
    });
    detected.dataset.language = detection.language;
    detected.dataset.sure = String(sure);
    detected.hidden = false;
  }

  async function translate() {
    const value = text.value;
    if (!value.trim() || codePoints(value) > limit()) { focusFirstError(form); return; }
    state.inFlight?.abort();
    const controller = new AbortController();
    state.inFlight = controller;
    ctx.signal.addEventListener('abort', () => {
      controller.abort();
      clearTimeout(state.slowTimer);
    }, { once: true });
    clearTimeout(state.slowTimer);
    waiting.replaceChildren();
    clearOutput();
    if (auto.checked) {
      // What was detected in the text before says nothing of this one: the source stays blank until it is known.
      state.detected = null;
      source.selectedIndex = -1;
    }
    form.setAttribute('aria-busy', 'true');
    go.disabled = true;
    go.textContent = ctx.t('translate.working');
    cancel.hidden = false;
    state.slowTimer = setTimeout(() => {
      waiting.replaceChildren(phrasebookPointer('translate.slow'));
      // Below the buttons, off a phone's screen: it comes into sight, unless the traveller has scrolled elsewhere.
      const buttons = cancel.getBoundingClientRect();
      if (buttons.bottom > 0 && buttons.top < window.innerHeight) waiting.scrollIntoView({ block: 'nearest' });
    }, SLOW_MS);
    const answer = await postJSON('/api/v1/translate', {
      text: value, source: auto.checked ? 'auto' : source.value, target: target.value, favoured: favouredLanguages(languagePair()),
    }, { signal: controller.signal });
    if (answer.aborted || controller.signal.aborted) return;
    state.inFlight = null;
    settle();
    updateCount();
    if (!answer.ok || typeof answer.data.text !== 'string') {
      const failure = answer.ok ? { error: { message: ctx.t('error.badResponse'), hint: null } } : answer;
      problem.replaceChildren(errorBox(ctx, ctx.t('translate.error'), failure));
      // No answer at all (no network, timeout): the phrasebook still works on the phone.
      if (!answer.ok && !answer.status) problem.append(phrasebookPointer('translate.unreachable'));
      // Below the button, the message is off a phone's screen: it comes into sight.
      problem.scrollIntoView({ block: 'nearest' });
      return;
    }
    const data = answer.data;
    output.show(data);
    history.add(value, data);
    if (auto.checked) {
      showDetection(data.detection);
      state.detected = data.source || null;
      // The (disabled) source picker shows what was detected, so the pair reads right at a glance.
      if ([...source.options].some((choice) => choice.value === state.detected)) source.value = state.detected;
    }
  }

  /** A kept translation back in the form and the result box, from the phone alone. */
  function reuse(entry) {
    if (state.inFlight) {
      state.inFlight.abort();
      state.inFlight = null;
      settle();
    }
    output.clear();
    detected.hidden = true;
    text.value = entry.text;
    saveDraft(entry.text);
    if (state.catalog) {
      problem.replaceChildren();
      state.direction = { source: entry.source, target: entry.target, auto: false };
      saveDirection(state.direction);
      fillPickers();
    }
    updateCount();
    output.show(asAnswer(entry));
    output.node.scrollIntoView({ block: 'nearest' });
    ctx.announce(ctx.t('translate.history.shown'));
  }

  source.addEventListener('change', choose);
  target.addEventListener('change', choose);
  auto.addEventListener('change', () => {
    auto.setAttribute('aria-checked', String(auto.checked));
    choose();
  });
  swap.addEventListener('click', swapLanguages);
  cancel.addEventListener('click', cancelTranslation);
  text.addEventListener('input', () => {
    saveDraft(text.value);
    updateCount();
  });
  text.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      translate();
    }
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    translate();
  });
  updateCount();

  async function loadLanguages() {
    providerLine.textContent = ctx.t('status.loading');
    problem.replaceChildren();
    const answer = await ctx.api.getJSON(`/api/v1/languages?lang=${encodeURIComponent(ctx.lang)}`, { signal: ctx.signal });
    if (answer.aborted || ctx.signal.aborted) return;
    if (!answer.ok || !Array.isArray(answer.data.sources) || !Array.isArray(answer.data.targets)) {
      const failure = answer.ok ? { error: { message: ctx.t('error.badResponse'), hint: null } } : answer;
      providerLine.textContent = '';
      problem.replaceChildren(errorBox(ctx, ctx.t('translate.loadError'), failure, loadLanguages));
      form.dataset.state = 'error';
      return;
    }
    state.catalog = answer.data;
    for (const language of [...answer.data.sources, ...answer.data.targets]) names.set(language.code, language.name);
    const providerName = answer.data.providerName || answer.data.provider;
    providerLine.textContent = ctx.t(answer.data.offline ? 'translate.providerOffline' : 'translate.provider', { name: providerName });
    fillPickers();
    form.dataset.state = 'ready';
  }
  loadLanguages();
}
