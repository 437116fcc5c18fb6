// Party tools in a room: coin, who starts, teams, cards, secret roles, scores and a turn timer.
// The server draws every outcome from the room's seed; this module sends the requests and tells the outcomes.
import { el } from '../shared/dom.js';
import { playerSeed } from './room-socket.js';

/** The tools' buttons. `send(message)` goes to the room; `isMaster()` shows the roles row to the game master. */
export function partyControls(ctx, { send, isMaster }) {
  const request = (fields) => send({ type: 'party', seed: playerSeed(), ...fields });
  const teams = el('select', { id: 'party-teams-count', 'aria-label': ctx.t('games.party.teamsCount') },
    [2, 3, 4].map((n) => el('option', { value: String(n), text: String(n) })));
  const timer = el('select', { id: 'party-timer-seconds', 'aria-label': ctx.t('games.party.timerLength') },
    [30, 60, 120, 300].map((n) => el('option', { value: String(n), text: ctx.t('games.party.seconds', { count: n }) })));
  timer.value = '60';
  const roles = el('input', { id: 'party-roles', type: 'text', maxlength: '300', placeholder: ctx.t('games.party.rolesExample') });
  const button = (id, key, onclick) => el('button', { id, type: 'button', class: 'btn btn-secondary btn-small', text: ctx.t(key), onclick });
  const rolesRow = el('div', { class: 'party-row', hidden: !isMaster() },
    el('label', { for: 'party-roles', text: ctx.t('games.party.roles') }), roles,
    button('party-deal', 'games.party.deal', () => request({
      tool: 'roles', roles: roles.value.split(',').map((r) => r.trim()).filter(Boolean),
    })));
  const box = el('details', { class: 'party', id: 'party' },
    el('summary', { text: ctx.t('games.party.title') }),
    el('div', { class: 'party-row' },
      button('party-coin', 'games.party.coin', () => request({ tool: 'coin' })),
      button('party-start', 'games.party.start', () => request({ tool: 'start' }))),
    el('div', { class: 'party-row' },
      button('party-teams', 'games.party.teams', () => request({ tool: 'teams', count: Number(teams.value) })), teams),
    el('div', { class: 'party-row' },
      button('party-draw', 'games.party.draw', () => request({ tool: 'draw', count: 1 })),
      button('party-shuffle', 'games.party.shuffle', () => request({ tool: 'shuffle' }))),
    el('div', { class: 'party-row' },
      button('party-timer', 'games.party.timer', () => request({ tool: 'timer', seconds: Number(timer.value) })), timer),
    rolesRow);
  return {
    element: box,
    refresh() { rolesRow.hidden = !isMaster(); },
    score(player, delta) { request({ tool: 'score', player, delta }); },
  };
}

/** One line telling a party event to the players. `nameOf(id)` gives a player's name. */
export function partyText(ctx, event, nameOf) {
  const party = event.party;
  const who = event.player.name;
  switch (party.tool) {
    case 'coin': return ctx.t('games.party.coinResult', { name: who, side: ctx.t(party.heads ? 'games.party.heads' : 'games.party.tails') });
    case 'start': return ctx.t('games.party.startResult', { order: party.order.map(nameOf).join(' → ') });
    case 'teams': return ctx.t('games.party.teamsResult', {
      teams: party.teams.map((team, i) => `${i + 1}: ${team.map(nameOf).join(', ')}`).join(' — '),
    });
    case 'draw': return ctx.t('games.party.drawResult', { name: who, cards: party.cards.join(' '), left: party.cardsLeft });
    case 'shuffle': return ctx.t('games.party.shuffleResult', { name: who });
    case 'roles': {
      const entries = Object.entries(party.roles || {});
      if (entries.length === 1) return ctx.t('games.party.yourRole', { role: entries[0][1] });
      if (entries.length === 0) return ctx.t('games.party.rolesDealt', { name: who });
      return ctx.t('games.party.allRoles', { roles: entries.map(([id, role]) => `${nameOf(id)}: ${role}`).join(', ') });
    }
    case 'score': return ctx.t('games.party.scoreResult', { name: nameOf(party.player), delta: party.delta > 0 ? `+${party.delta}` : String(party.delta) });
    case 'timer': return ctx.t('games.party.timerResult', { name: who, count: party.seconds });
    default: return '';
  }
}

/** A countdown to `endsAt`, updated every second until it ends or the view goes. */
export function countdown(ctx, endsAt, signal) {
  const out = el('strong', { class: 'party-countdown', 'aria-live': 'off' });
  const end = Date.parse(endsAt);
  const tick = () => {
    const left = Math.max(0, Math.round((end - Date.now()) / 1000));
    out.textContent = left > 0 ? ctx.t('games.party.left', { count: left }) : ctx.t('games.party.timeUp');
    if (left > 0 && !signal.aborted) setTimeout(tick, 1000);
  };
  tick();
  return out;
}
