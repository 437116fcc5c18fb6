// The phrasebook section of the words page: Tatoeba's human translations searched by words and topic,
// favourites kept on the phone, a large "show this to someone" view, and the phrase spoken in its language
// when the device has a voice for it. Answers come from the server, or from a kept trip pack without it.
import { el } from '../shared/dom.js';
import * as storage from '../shared/storage.js';
import { errorBox } from '../shared/views.js';
import { languagePair } from '../settings/travel-settings.js';

const TOPICS = ['greetings', 'transport', 'lodging', 'food', 'health', 'money', 'time'];
const FAVOURITES = 'phrasebook.favourites';
const TARGET = 'phrasebook.target';
const SHOWN = 40;

/** The saved favourites: [{ id, topic, text, translation, source, target }], newest first. */
export function favourites() {
  const saved = storage.get(FAVOURITES, []);
  return Array.isArray(saved) ? saved.filter((entry) => entry && typeof entry.translation === 'string') : [];
}

function toggleFavourite(card, source, target) {
  const saved = favourites();
  const index = saved.findIndex((entry) => entry.id === card.id && entry.target === target);
  if (index >= 0) saved.splice(index, 1);
  else saved.unshift({ ...card, source, target });
  storage.set(FAVOURITES, saved);
  return index < 0;
}

/** A voice of the device for `lang` (its language part), or null. */
export function voiceFor(lang) {
  if (!('speechSynthesis' in window)) return null;
  const base = String(lang).toLowerCase().split('-')[0];
  return window.speechSynthesis.getVoices().find((voice) => String(voice.lang).toLowerCase().replace('_', '-').split('-')[0] === base) || null;
}

function speak(text, lang) {
  if (!voiceFor(lang)) return;
  // The language is enough: the browser takes its voice for it.
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = lang;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}

/**
 * The language the phrases are shown in, never the page's own (`lang`, the phrases' source): the one the
 * traveller picked, else the away language, else the other interface language.
 */
export function phraseTarget(lang, picked, away) {
  return [picked, away].find((code) => typeof code === 'string' && code && code !== lang) || (lang === 'fr' ? 'en' : 'fr');
}

/** The target languages offered: all but the page's own, by their name in the page's language. */
export function targetChoices(languages, lang, nameOf) {
  const collator = new Intl.Collator(lang);
  return languages.filter((code) => code !== lang).map((code) => ({ code, name: nameOf(code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export function phrasebookSection(ctx) {
  const names = new Intl.DisplayNames([ctx.lang], { type: 'language' });
  const nameOf = (code) => { try { return names.of(code); } catch { return code; } };
  const state = { target: phraseTarget(ctx.lang, storage.get(TARGET, null), languagePair()[1]), topic: '', languages: [] };

  const search = el('input', {
    id: 'phrase-q', type: 'search', name: 'q', autocomplete: 'off', placeholder: ctx.t('phrasebook.placeholder'),
  });
  const target = el('select', { id: 'phrase-target', name: 'to' });
  const topics = el('div', { id: 'phrase-topics', class: 'chips', role: 'group', 'aria-label': ctx.t('phrasebook.topics') },
    ...['', ...TOPICS, 'favourites'].map((topic) => el('button', {
      type: 'button', class: 'chip', 'data-topic': topic, 'aria-pressed': String(topic === ''),
      text: ctx.t(topic ? `phrasebook.topic.${topic}` : 'phrasebook.topic.all'),
    })));
  // The count is said as the phrases change; the list itself is not a live region (it would be read whole).
  const list = el('ul', { id: 'phrase-list', class: 'phrase-list' });
  const status = el('p', { id: 'phrase-status', class: 'muted', role: 'status' });
  const problem = el('div', { id: 'phrase-error', 'aria-live': 'assertive' });
  const credit = el('p', { id: 'phrase-credit', class: 'muted credit' },
    ctx.t('phrasebook.creditBefore'), ' ',
    el('a', { href: 'https://tatoeba.org', rel: 'noopener', text: 'Tatoeba' }), ' (',
    el('a', { href: 'https://creativecommons.org/licenses/by/2.0/fr/', rel: 'noopener', text: 'CC BY 2.0 FR' }), '), ',
    ctx.t('phrasebook.creditCopies'), ' ',
    el('a', { href: 'https://github.com/Helsinki-NLP/OPUS-MT-testsets', rel: 'noopener', text: 'OPUS-MT' }), ', ',
    el('a', { href: 'https://github.com/facebookresearch/LASER', rel: 'noopener', text: 'LASER' }), ', ',
    el('a', { href: 'https://www.manythings.org/anki/', rel: 'noopener', text: 'ManyThings.org' }), '.');

  const shownText = el('p', { id: 'phrase-show-text', class: 'phrase-show-translation' });
  const shownOriginal = el('p', { id: 'phrase-show-original', class: 'muted' });
  const shownSpeak = el('button', { id: 'phrase-show-speak', type: 'button', class: 'btn btn-secondary', text: ctx.t('phrasebook.speak') });
  const shownClose = el('button', { id: 'phrase-show-close', type: 'button', class: 'btn btn-primary', text: ctx.t('phrasebook.close') });
  const show = el('dialog', { id: 'phrase-show', class: 'phrase-show', 'aria-labelledby': 'phrase-show-text' },
    shownText, shownOriginal, el('div', { class: 'result-actions' }, shownSpeak, shownClose));

  const node = el('section', { id: 'phrasebook', class: 'phrasebook result-box', 'aria-labelledby': 'phrasebook-h' },
    el('h2', { id: 'phrasebook-h', text: ctx.t('phrasebook.title') }),
    el('div', { class: 'phrase-controls' },
      el('label', { for: 'phrase-q', text: ctx.t('phrasebook.search') }), search,
      el('label', { for: 'phrase-target', text: ctx.t('phrasebook.target') }), target),
    topics, status, problem, list, credit, show);

  function openShow(card, lang) {
    shownText.textContent = card.translation;
    shownText.setAttribute('lang', lang);
    shownOriginal.textContent = card.text;
    shownSpeak.hidden = !voiceFor(lang);
    shownSpeak.onclick = () => speak(card.translation, lang);
    if (typeof show.showModal === 'function') show.showModal();
    else show.setAttribute('open', '');
  }
  shownClose.addEventListener('click', () => (typeof show.close === 'function' ? show.close() : show.removeAttribute('open')));

  function item(card, source, lang) {
    const starred = favourites().some((entry) => entry.id === card.id && entry.target === lang);
    const star = el('button', {
      type: 'button', class: 'btn btn-secondary phrase-star', 'aria-pressed': String(starred),
      'aria-label': ctx.t(starred ? 'phrasebook.unstar' : 'phrasebook.star'), text: starred ? '★' : '☆',
    });
    star.addEventListener('click', () => {
      const now = toggleFavourite(card, source, lang);
      star.setAttribute('aria-pressed', String(now));
      star.textContent = now ? '★' : '☆';
      star.setAttribute('aria-label', ctx.t(now ? 'phrasebook.unstar' : 'phrasebook.star'));
      ctx.announce(ctx.t(now ? 'phrasebook.starred' : 'phrasebook.unstarred'));
    });
    const showButton = el('button', { type: 'button', class: 'btn btn-secondary phrase-open', text: ctx.t('phrasebook.show') });
    showButton.addEventListener('click', () => openShow(card, lang));
    const speakButton = el('button', {
      type: 'button', class: 'btn btn-secondary phrase-speak', text: ctx.t('phrasebook.speak'), hidden: !voiceFor(lang),
    });
    speakButton.addEventListener('click', () => speak(card.translation, lang));
    return el('li', { class: 'phrase', 'data-id': String(card.id) },
      el('p', { class: 'phrase-text', lang: source, text: card.text }),
      el('p', { class: 'phrase-translation', lang, text: card.translation }),
      el('div', { class: 'phrase-actions' }, showButton, speakButton, star));
  }

  function fillTargets(languages) {
    state.languages = languages;
    const choices = targetChoices(languages, ctx.lang, nameOf);
    target.replaceChildren(...choices.map(({ code, name }) => el('option', { value: code, text: name })));
    target.value = state.target;
  }

  function showFavourites() {
    const saved = favourites().filter((entry) => !search.value.trim() || `${entry.text} ${entry.translation}`.toLowerCase().includes(search.value.trim().toLowerCase()));
    list.replaceChildren(...saved.map((entry) => item(entry, entry.source, entry.target)));
    status.textContent = ctx.t(saved.length ? 'phrasebook.count' : 'phrasebook.noFavourites', { count: ctx.formatNumber(saved.length) });
  }

  let inFlight = null;
  async function load() {
    problem.replaceChildren();
    if (state.topic === 'favourites') {
      showFavourites();
      return;
    }
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const query = new URLSearchParams({ from: ctx.lang, to: state.target, lang: ctx.lang });
    if (search.value.trim()) query.set('q', search.value.trim());
    if (state.topic) query.set('topic', state.topic);
    node.setAttribute('aria-busy', 'true');
    const answer = await ctx.api.getJSON(`/api/v1/phrases?${query}`, { signal: controller.signal });
    if (answer.aborted || controller.signal.aborted || ctx.signal.aborted) return;
    node.removeAttribute('aria-busy');
    if (!answer.ok || !Array.isArray(answer.data?.phrases)) {
      if (answer.error?.code === 'unknown_phrase_language' && state.target !== (ctx.lang === 'fr' ? 'en' : 'fr')) {
        state.target = ctx.lang === 'fr' ? 'en' : 'fr';
        load();
        return;
      }
      const failure = answer.ok ? { error: { message: ctx.t('error.badResponse'), hint: null } } : answer;
      list.replaceChildren();
      status.textContent = '';
      problem.replaceChildren(errorBox(ctx, ctx.t('phrasebook.error'), failure, load));
      node.dataset.state = 'error';
      return;
    }
    const data = answer.data;
    if (Array.isArray(data.languages) && data.languages.join() !== state.languages.join()) fillTargets(data.languages);
    target.value = data.target;
    // A long list is cut on the phone: the words or a topic narrow it.
    list.replaceChildren(...data.phrases.slice(0, SHOWN).map((card) => item(card, data.source, data.target)));
    const count = { count: ctx.formatNumber(data.phrases.length), shown: ctx.formatNumber(SHOWN) };
    status.textContent = ctx.t(data.phrases.length > SHOWN ? 'phrasebook.more' : data.phrases.length ? 'phrasebook.count' : 'phrasebook.none', count);
    node.dataset.state = data.device ? 'device' : 'ready';
  }

  let typing = null;
  search.addEventListener('input', () => {
    clearTimeout(typing);
    typing = setTimeout(load, 250);
  });
  target.addEventListener('change', () => {
    state.target = target.value;
    storage.set(TARGET, state.target);
    load();
  });
  topics.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-topic]');
    if (!button) return;
    state.topic = button.dataset.topic;
    for (const chip of topics.querySelectorAll('button')) chip.setAttribute('aria-pressed', String(chip === button));
    load();
  });
  // Voices arrive after the page on some devices: show the speak buttons once they do.
  if ('speechSynthesis' in window) {
    window.speechSynthesis.addEventListener?.('voiceschanged', () => {
      for (const button of list.querySelectorAll('.phrase-speak')) button.hidden = !voiceFor(button.closest('li').querySelector('.phrase-translation').lang);
    });
  }
  load();
  return node;
}
