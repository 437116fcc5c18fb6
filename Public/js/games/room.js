// Rooms: open one (you are the game master) or join one by code or link, with a name and a colour;
// then every roll of every player appears here live, numbered, and the room survives lost connections.
import { el } from '../shared/dom.js';
import { getJSON, postJSON } from '../shared/api.js';
import { errorBox, notice } from '../shared/views.js';
import { openRoomSocket, playerSeed } from './room-socket.js';
import { rollItem, whoChip } from './roll-view.js';
import { partyControls, partyText, countdown } from './party.js';
import { initialState, reduce, canScore, isSummarised, nameOf, others, scoreOf } from './room-state.js';

const PLAYER_KEY = 'games.player';
const COLOURS = ['#c0392b', '#2471a3', '#1e8449', '#b9770e', '#7d3c98', '#117a65'];

function tokenKey(code) {
  return `games.room.${code}`;
}

/**
 * The rooms section. `bindTray(handler)` lets the dice tray send its rolls to the room while one is open;
 * `showOwn(items)` shows this phone's own latest roll by the tray (null: none, the room is left).
 */
export function roomSection(ctx, { bindTray, showOwn }) {
  const saved = ctx.storage.get(PLAYER_KEY, {}) || {};
  const params = new URLSearchParams(window.location.search);
  const name = el('input', { id: 'room-name', type: 'text', maxlength: '24', autocomplete: 'nickname', value: saved.name || '' });
  const colour = el('input', { id: 'room-colour', type: 'color', value: saved.colour || COLOURS[Math.floor(Math.random() * COLOURS.length)] });
  const codeInput = el('input', {
    id: 'room-code', type: 'text', maxlength: '12', autocomplete: 'off', autocapitalize: 'characters', spellcheck: 'false',
    value: params.get('room') || '', placeholder: 'ABC234',
  });
  const create = el('button', { id: 'room-create', type: 'button', class: 'btn btn-secondary', text: ctx.t('games.room.create') });
  const joinButton = el('button', { id: 'room-join', type: 'submit', class: 'btn btn-primary', text: ctx.t('games.room.join') });
  const problem = el('div', { id: 'room-error', 'aria-live': 'assertive' });
  const lobby = el('form', { id: 'room-lobby', class: 'room-lobby', novalidate: true },
    el('div', { class: 'room-who' },
      el('div', { class: 'field' }, el('label', { for: 'room-name', text: ctx.t('games.room.name') }), name),
      el('div', { class: 'field field-colour' }, el('label', { for: 'room-colour', text: ctx.t('games.room.colour') }), colour)),
    el('div', { class: 'field' }, el('label', { for: 'room-code', text: ctx.t('games.room.code') }),
      el('div', { class: 'dice-entry' }, codeInput, joinButton)),
    el('p', { class: 'room-or muted', text: ctx.t('games.room.or') }),
    create);

  const live = el('div', { id: 'room-live', class: 'room-live', hidden: true });
  const section = el('section', { class: 'rooms', 'aria-labelledby': 'rooms-h' },
    el('h2', { id: 'rooms-h', text: ctx.t('games.room.title') }), lobby, problem, live);

  let current = null;

  function remember() {
    ctx.storage.set(PLAYER_KEY, { name: name.value.trim(), colour: colour.value });
  }

  function leave() {
    current?.socket.close();
    current = null;
    bindTray(null);
    showOwn(null);
    live.hidden = true;
    live.replaceChildren();
    lobby.hidden = false;
  }

  function enter(code, token) {
    problem.replaceChildren();
    remember();
    lobby.hidden = true;
    live.hidden = false;
    const link = `${window.location.origin}/games?room=${code}`;
    const state = el('p', { id: 'room-state', class: 'muted', 'aria-live': 'polite', text: ctx.t('games.room.connecting') });
    const players = el('ul', { id: 'room-players', class: 'room-players', 'aria-label': ctx.t('games.room.players') });
    const rolls = el('ol', { id: 'room-rolls', class: 'roll-list', 'aria-live': 'polite' });
    const secret = el('select', { id: 'room-secret' });
    const secretRow = el('div', { class: 'field', hidden: true }, el('label', { for: 'room-secret', text: ctx.t('games.room.secret') }), secret);
    const closeButton = el('button', { id: 'room-close', type: 'button', class: 'btn btn-secondary btn-small', hidden: true, text: ctx.t('games.room.close') });
    const leaveButton = el('button', { id: 'room-leave', type: 'button', class: 'btn btn-secondary btn-small', text: ctx.t('games.room.leave') });
    const commitment = el('code', { id: 'room-commitment', class: 'room-commitment' });
    const reveal = el('p', { id: 'room-reveal', class: 'room-commitment', hidden: true });
    const roomProblem = el('div', { id: 'room-live-error', 'aria-live': 'assertive' });
    const fair = el('details', { id: 'room-fair', class: 'room-fair' },
      el('summary', { text: ctx.t('games.room.fair') }),
      el('p', { class: 'muted', text: ctx.t('games.room.fairText') }), commitment, reveal);
    let room = initialState();
    /** The events shown, by number: an event the room state replaced (a roll sent in whole) is shown again. */
    const shown = new Map();
    let socket = null;
    const party = partyControls(ctx, { send: (message) => socket?.send(message), isMaster: () => Boolean(room.you?.master) });
    live.replaceChildren(
      el('div', { class: 'room-head' },
        el('p', { class: 'room-code-line' }, `${ctx.t('games.room.code')} `, el('strong', { id: 'room-code-shown', text: code })),
        el('p', { class: 'room-link' }, el('a', { id: 'room-link', href: link, text: link })),
        // The link as a QR code (libqrencode on the server) for the others to scan with their camera.
        el('img', {
          id: 'room-qr', class: 'room-qr', width: 180, height: 180, alt: ctx.t('games.room.qrAlt'),
          src: `/api/v1/qr?${new URLSearchParams({ data: link, format: 'svg' })}`,
        }),
        state),
      fair,
      el('h3', { text: ctx.t('games.room.players') }), players,
      party.element,
      secretRow,
      el('div', { class: 'room-actions' }, closeButton, leaveButton),
      roomProblem,
      el('h3', { text: ctx.t('games.room.rolls') }), rolls);


    /** Shows what changed from `previous` to the room as it is now. */
    function render(previous) {
      if (room.you !== previous.you) {
        ctx.storage.set(tokenKey(room.code), room.you.token);
        party.refresh();
      }
      commitment.textContent = room.commitment;
      secretRow.hidden = !room.you?.master || room.closed;
      closeButton.hidden = !room.you?.master || room.closed;
      if (room.players !== previous.players || room.scores !== previous.scores || room.you !== previous.you) showPlayers();
      for (const event of room.events) if (shown.get(event.sequence) !== event) showEvent(event);
      if (room.seed && !previous.seed) revealSeed(room.seed);
      if (room.error && room.error !== previous.error) {
        roomProblem.replaceChildren(notice(room.error.message, 'error'));
        if (room.error.refused) {
          leave();
          problem.replaceChildren(notice(room.error.message, 'error'));
        }
      }
    }

    /** The game master's choice of who sees a roll: everyone, the master alone, or the master and one player. */
    function showAudience() {
      const chosen = secret.value;
      secret.replaceChildren(
        el('option', { value: 'all', text: ctx.t('games.room.audience.all') }),
        el('option', { value: 'master', text: ctx.t('games.room.audience.master') }),
        ...others(room).map((player) => el('option', {
          value: `private:${player.id}`, text: ctx.t('games.room.audience.private', { name: player.name }),
        })));
      secret.value = [...secret.options].some((option) => option.value === chosen) ? chosen : 'all';
    }

    function showPlayers() {
      showAudience();
      const scoring = (player) => canScore(room, player.id);
      players.replaceChildren(...room.players.map((player) => el('li', { class: 'room-player' },
        whoChip(player.name, player.colour),
        player.master ? el('span', { class: 'badge badge-off', text: ctx.t('games.room.master') }) : null,
        el('span', { class: 'score', 'aria-label': ctx.t('games.party.score'), text: String(scoreOf(room, player.id)) }),
        !scoring(player) ? null : el('button', {
          type: 'button', class: 'btn btn-secondary btn-small score-btn', 'aria-label': ctx.t('games.party.scoreUp', { name: player.name }),
          text: '+1', onclick: () => party.score(player.id, 1),
        }),
        !scoring(player) ? null : el('button', {
          type: 'button', class: 'btn btn-secondary btn-small score-btn', 'aria-label': ctx.t('games.party.scoreDown', { name: player.name }),
          text: '−1', onclick: () => party.score(player.id, -1),
        }))));
    }

    /** Shows `event` in its place by number, in place of what showed it before. */
    function showEvent(event) {
      shown.set(event.sequence, event);
      let item;
      let items = [];
      if (event.kind === 'roll' && event.rolls) {
        // A repeated roll (6x 4d6dl1) shows each repetition with its own dice and total.
        items = event.rolls.map((roll, index) => rollItem(ctx, roll, {
          who: event.player.name, colour: event.player.colour, sequence: event.sequence,
          repetition: event.rolls.length > 1 ? `${index + 1}/${event.rolls.length}` : null,
        }));
        if (event.visibility && event.visibility !== 'all') for (const one of items) one.classList.add('is-secret');
        // Large pools come summarised: the whole roll is sent to whoever asks for it.
        if (isSummarised(event)) {
          items.at(-1).append(el('button', {
            type: 'button', class: 'btn btn-secondary btn-small', text: ctx.t('games.room.details'),
            onclick: () => socket?.send({ type: 'details', sequence: event.sequence }),
          }));
        }
      } else if (event.kind === 'roll' && event.failure) {
        // A roll whose dice led to an error still took its number (see the fairness proof).
        item = el('li', { class: 'roll room-note' }, el('span', { class: 'roll-seq muted', text: `#${event.sequence} ` }),
          ctx.t('games.room.failedRoll', { name: event.player.name, expression: event.expression, code: event.failure }));
      } else if (event.kind === 'party' && event.party) {
        item = el('li', { class: 'roll room-party' }, el('span', { class: 'roll-seq muted', text: `#${event.sequence} ` }),
          partyText(ctx, event, (id) => nameOf(room, id)));
        if (event.party.tool === 'timer') item.append(' ', countdown(ctx, event.party.endsAt, ctx.signal));
      } else {
        const text = event.kind === 'joined' ? ctx.t('games.room.joined', { name: event.player.name })
          : event.kind === 'closed' ? ctx.t('games.room.closedBy', { name: event.player.name })
            : ctx.t('games.room.hiddenRoll', { name: event.player.name });
        item = el('li', { class: 'roll room-note' }, el('span', { class: 'roll-seq muted', text: `#${event.sequence} ` }), text);
      }
      if (item) items = [item];
      // The roller's own result, by the tray they rolled from: in view without scrolling past the room.
      if (event.kind === 'roll' && event.rolls && event.player.id === room.you?.id) {
        showOwn(event.rolls.map((roll, index) => rollItem(ctx, roll, {
          who: event.player.name, colour: event.player.colour, sequence: event.sequence,
          repetition: event.rolls.length > 1 ? `${index + 1}/${event.rolls.length}` : null,
        })));
      }
      const old = [...rolls.children].filter((child) => Number(child.dataset.sequence) === event.sequence);
      const after = old[0] || [...rolls.children].find((child) => Number(child.dataset.sequence) < event.sequence);
      for (const one of items) {
        one.dataset.sequence = String(event.sequence);
        rolls.insertBefore(one, after || null);
      }
      for (const child of old) child.remove();
    }

    async function revealSeed(seed) {
      // The room is over: its proof comes to the front.
      fair.open = true;
      reveal.hidden = false;
      reveal.textContent = `${ctx.t('games.room.seed')} ${seed}`;
      reveal.append(el('br'), el('a', {
        id: 'room-export', href: `/api/v1/rooms/${encodeURIComponent(code)}/export`, download: `room-${code}.json`, text: ctx.t('games.room.export'),
      }));
      if (!crypto.subtle) return;
      const bytes = new Uint8Array(seed.match(/../g).map((h) => parseInt(h, 16)));
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
      const hex = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
      reveal.append(el('br'), el('strong', { text: ctx.t(hex === commitment.textContent ? 'games.room.seedOk' : 'games.room.seedBad') }));
      const verified = el('p', { id: 'room-verified', 'aria-live': 'polite' });
      const verify = el('button', { id: 'room-verify', type: 'button', class: 'btn btn-secondary btn-small', text: ctx.t('games.room.verify') });
      verify.addEventListener('click', () => checkRolls(verified));
      reveal.append(el('br'), verify, verified);
    }

    /** Re-rolls every roll of the export from the revealed seed (the checks of `baluchon dice verify`). */
    async function checkRolls(verified) {
      verified.replaceChildren();
      const exported = await getJSON(`/api/v1/rooms/${encodeURIComponent(code)}/export`, { signal: ctx.signal });
      if (exported.aborted) return;
      if (!exported.ok) {
        verified.append(errorBox(ctx, ctx.t('games.room.notVerified'), exported));
        return;
      }
      if (exported.data.commitment !== commitment.textContent) {
        verified.append(notice(ctx.t('games.room.seedBad'), 'error'));
        return;
      }
      const answer = await postJSON('/api/v1/dice/verify', exported.data, { signal: ctx.signal });
      if (answer.aborted) return;
      if (answer.ok) verified.append(notice(ctx.t('games.room.verified', { count: answer.data.rolls }), 'info'));
      else verified.append(errorBox(ctx, ctx.t('games.room.notVerified'), answer));
    }

    socket = openRoomSocket({
      code, lang: ctx.lang, join: { name: name.value.trim(), colour: colour.value, token },
      onState: (value) => { state.textContent = ctx.t(`games.room.state.${value}`); },
      onMessage: (message) => {
        const previous = room;
        room = reduce(room, message);
        render(previous);
      },
    });
    current = { code, socket };
    bindTray((expression) => {
      roomProblem.replaceChildren();
      const [visibility, to] = secretRow.hidden ? ['all'] : secret.value.split(':');
      const sent = socket.send({ type: 'roll', expression, seed: playerSeed(), visibility, to });
      if (!sent) roomProblem.replaceChildren(notice(ctx.t('games.room.notConnected'), 'warn'));
    });
    closeButton.addEventListener('click', () => socket.send({ type: 'close' }));
    leaveButton.addEventListener('click', leave);
  }

  // One room request (open or join) at a time: a second tap while the first waits on a slow link is ignored,
  // otherwise two rooms open and the phone stays connected to both.
  let pending = false;
  async function oneAtATime(task) {
    if (pending) return;
    pending = true;
    create.disabled = joinButton.disabled = true;
    lobby.setAttribute('aria-busy', 'true');
    try {
      await task();
    } finally {
      pending = false;
      create.disabled = joinButton.disabled = false;
      lobby.removeAttribute('aria-busy');
    }
  }

  create.addEventListener('click', () => oneAtATime(async () => {
    problem.replaceChildren();
    if (!name.value.trim()) {
      problem.append(notice(ctx.t('games.room.needName'), 'error'));
      name.focus();
      return;
    }
    const answer = await postJSON('/api/v1/rooms', {}, { signal: ctx.signal });
    if (!answer.ok) {
      if (!answer.aborted) problem.append(errorBox(ctx, ctx.t('games.room.cannotCreate'), answer));
      return;
    }
    enter(answer.data.code, answer.data.masterToken);
  }));

  lobby.addEventListener('submit', (event) => {
    event.preventDefault();
    oneAtATime(() => join());
  });

  async function join() {
    problem.replaceChildren();
    if (!name.value.trim()) {
      problem.append(notice(ctx.t('games.room.needName'), 'error'));
      name.focus();
      return;
    }
    const code = codeInput.value.trim();
    if (!code) {
      problem.append(notice(ctx.t('games.room.needCode'), 'error'));
      codeInput.focus();
      return;
    }
    const answer = await getJSON(`/api/v1/rooms/${encodeURIComponent(code)}`, { signal: ctx.signal });
    if (!answer.ok) {
      if (!answer.aborted) problem.append(errorBox(ctx, ctx.t('games.room.cannotJoin'), answer));
      return;
    }
    enter(answer.data.code, ctx.storage.get(tokenKey(answer.data.code), null));
  }

  ctx.signal.addEventListener('abort', () => current?.socket.close(), { once: true });
  return section;
}
