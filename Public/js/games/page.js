// Games: a dice tray with one-tap rolls and free notation, rolled by the server's cryptographic
// generator; without the server, rolled on the device with the same notation (and marked so).
import { el } from '../shared/dom.js';
import { postJSON } from '../shared/api.js';
import { pageHeader, errorBox, notice } from '../shared/views.js';
import { rollOnDevice } from './local-roll.js';
import { rollItem } from './roll-view.js';
import { roomSection } from './room.js';

const HISTORY_KEY = 'games.history';
const HISTORY_SIZE = 50;

const QUICK = [
  { expression: '1d4' }, { expression: '1d6' }, { expression: '1d8' }, { expression: '1d10' }, { expression: '1d12' },
  { expression: '1d20' }, { expression: '1d100', text: 'd%' },
  { expression: '2d20kh1', key: 'games.quick.advantage' }, { expression: '2d20kl1', key: 'games.quick.disadvantage' },
  { expression: '4d6dl1', key: 'games.quick.stats' }, { expression: '4dF', key: 'games.quick.fate' },
];

function loadHistory(ctx) {
  const saved = ctx.storage.get(HISTORY_KEY, []);
  return Array.isArray(saved) ? saved.slice(0, HISTORY_SIZE) : [];
}

export function render(container, ctx) {
  let history = loadHistory(ctx);
  const input = el('input', {
    id: 'dice-expression', name: 'expression', type: 'text', autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false',
    inputmode: 'text', maxlength: '300', placeholder: '1d20+5', 'aria-describedby': 'dice-help',
  });
  const go = el('button', { id: 'dice-roll', type: 'submit', class: 'btn btn-primary', text: ctx.t('games.roll') });
  const problem = el('div', { id: 'dice-error', 'aria-live': 'assertive' });
  // Not a live region: it is drawn again at each roll, and would be read whole; the roll is announced alone.
  const list = el('ol', { id: 'dice-history', class: 'roll-list' });
  const empty = el('p', { id: 'dice-empty', class: 'muted', text: ctx.t('games.history.empty') });
  const clearButton = el('button', { id: 'dice-clear', type: 'button', class: 'btn btn-secondary btn-small', text: ctx.t('games.history.clear') });

  const quick = el('div', { class: 'dice-quick', role: 'group', 'aria-label': ctx.t('games.quick') },
    QUICK.map((q) => el('button', {
      type: 'button', class: 'btn btn-secondary dice-quick-btn', dataset: { expression: q.expression },
      title: q.expression, onclick: () => roll(q.expression),
    }, q.key ? ctx.t(q.key) : (q.text || q.expression.replace(/^1d/, 'd')))));

  const form = el('form', { id: 'dice-form', class: 'dice-form', novalidate: true },
    el('label', { for: 'dice-expression', text: ctx.t('games.expression') }),
    el('div', { class: 'dice-entry' }, input, go),
    el('p', { id: 'dice-help', class: 'muted dice-help', text: ctx.t('games.help') }));

  let roomRoll = null;
  const own = el('ol', { id: 'room-own', class: 'roll-list room-own', 'aria-label': ctx.t('games.room.own'), hidden: true });
  const rooms = roomSection(ctx, {
    bindTray: (handler) => {
      roomRoll = handler;
      form.classList.toggle('is-room', Boolean(handler));
    },
    showOwn: (items) => {
      own.replaceChildren(...(items || []));
      own.hidden = !items;
      if (items) own.scrollIntoView({ block: 'nearest' });
    },
  });

  container.append(pageHeader(ctx, 'games'),
    el('section', { class: 'dice-tray', 'aria-labelledby': 'dice-tray-h' },
      el('h2', { id: 'dice-tray-h', text: ctx.t('games.tray') }), quick, form, problem, own),
    rooms,
    el('section', { class: 'dice-history', 'aria-labelledby': 'dice-history-h' },
      el('div', { class: 'history-head' }, el('h2', { id: 'dice-history-h', text: ctx.t('games.history') }), clearButton),
      empty, list));

  function show() {
    list.replaceChildren(...history.map((entry) => rollItem(ctx, entry.roll, { local: entry.local })));
    empty.hidden = history.length > 0;
    clearButton.hidden = history.length === 0;
  }

  function remember(answer, local) {
    for (const roll of answer.rolls) history.unshift({ roll, local });
    history = history.slice(0, HISTORY_SIZE);
    ctx.storage.set(HISTORY_KEY, history);
    show();
    const last = answer.rolls[answer.rolls.length - 1];
    ctx.announce(ctx.t('games.rolled', { expression: answer.expression, total: answer.rolls.map((r) => r.total).join(', ') || last.total }));
  }

  async function roll(expression) {
    problem.replaceChildren();
    const text = expression.trim();
    if (!text) {
      problem.append(notice(ctx.t('games.emptyRoll'), 'error'));
      return;
    }
    if (roomRoll) {
      roomRoll(text);
      return;
    }
    go.disabled = true;
    let answer = await postJSON('/api/v1/dice/roll', { expression: text }, { signal: ctx.signal });
    go.disabled = false;
    if (answer.aborted) return;
    // The server out of reach: the phone rolls it, with the same parser, limits and messages.
    const local = answer.status === 0;
    if (local) answer = rollOnDevice(ctx.t, text);
    if (answer.ok) {
      remember(answer.data, local);
      return;
    }
    problem.append(errorBox(ctx, ctx.t('games.error'), answer));
    input.focus();
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    roll(input.value);
  });
  clearButton.addEventListener('click', () => {
    history = [];
    ctx.storage.set(HISTORY_KEY, history);
    show();
    // The button hides with the history: the focus goes back to the roll field rather than off the page.
    input.focus();
    ctx.announce(ctx.t('games.history.cleared'));
  });
  show();
}
