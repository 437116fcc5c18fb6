// A room as this phone knows it, built from the server's messages alone: `reduce(state, message)`
// gives the next state and never touches the page or the socket (room.js shows it). A part that a
// message leaves as it was keeps its identity, so the view redraws only what changed.

/** Errors that send the phone back to the form: the room cannot be joined with what was typed. */
const REFUSED = ['unknown_room', 'invalid_name', 'name_taken', 'invalid_colour'];
/** Errors that do the same before the welcome only (a lookup refusal comes before it). */
const REFUSED_BEFORE_JOINING = ['room_full', 'rate_limited'];

/** The state before the server has said anything. */
export function initialState() {
  return { code: null, you: null, commitment: '', closed: false, seed: null, players: [], scores: {}, events: [], error: null };
}

/** The state after one message from the room's WebSocket (`welcome`, `event`, `details` or `error`). */
export function reduce(state, message) {
  switch (message.type) {
    case 'welcome': {
      const next = {
        ...state, code: message.room.code, you: message.you, commitment: message.room.commitment,
        closed: state.closed || message.room.closed, players: withPlayers(state.players, message.room.players),
      };
      return message.events.reduce(withEvent, next);
    }
    case 'event': {
      const players = withPlayers(state.players, message.players || []);
      return withEvent(players === state.players ? state : { ...state, players }, message.event);
    }
    case 'details':
      return withDetails(state, message.sequence, message.rolls);
    case 'error': {
      const refused = REFUSED.includes(message.code) || (!state.you && REFUSED_BEFORE_JOINING.includes(message.code));
      return { ...state, error: { code: message.code, message: message.message, refused } };
    }
    default:
      return state;
  }
}

/** `players` with each of `list` added or brought up to date, in the order first seen; the same array when nothing changed. */
function withPlayers(players, list) {
  let next = players;
  for (const player of list) {
    const index = next.findIndex((known) => known.id === player.id);
    if (index >= 0 && samePlayer(next[index], player)) continue;
    if (next === players) next = [...players];
    if (index >= 0) next[index] = player;
    else next.push(player);
  }
  return next;
}

function samePlayer(a, b) {
  return a.name === b.name && a.colour === b.colour && a.master === b.master;
}

/** The state with `event` among its events (in order of number, each number once) and what it tells. */
function withEvent(state, event) {
  if (state.events.some((known) => known.sequence === event.sequence)) return state;
  const next = { ...state, players: withPlayers(state.players, [event.player]) };
  next.events = [...state.events, event].sort((a, b) => a.sequence - b.sequence);
  const party = event.kind === 'party' ? event.party : null;
  if (party?.tool === 'score') next.scores = { ...state.scores, [party.player]: scoreOf(state, party.player) + party.delta };
  if (event.kind === 'closed') {
    next.closed = true;
    if (event.seed) next.seed = event.seed;
  }
  return next;
}

/** The state with roll `sequence` holding every die, as the server sent them to this phone. */
function withDetails(state, sequence, rolls) {
  const index = state.events.findIndex((event) => event.sequence === sequence && event.kind === 'roll' && event.rolls);
  if (index < 0) return state;
  const events = [...state.events];
  events[index] = { ...events[index], rolls };
  return { ...state, events };
}

/** A player's score: the sum of the score changes seen. */
export function scoreOf(state, id) {
  return state.scores[id] || 0;
}

/** Whether this phone may change `id`'s score: its own, or anyone's for the game master (the server refuses the rest). */
export function canScore(state, id) {
  return Boolean(state.you && (state.you.master || id === state.you.id));
}

/** A player's name, or `?` for one not seen yet. */
export function nameOf(state, id) {
  return state.players.find((player) => player.id === id)?.name || '?';
}

/** The players a private roll may go to: everyone but this phone's player. */
export function others(state) {
  return state.players.filter((player) => player.id !== state.you?.id);
}

/** Whether a roll's event lists some of its pools in summary (the whole roll is sent on request). */
export function isSummarised(event) {
  return Boolean(event.rolls?.some((roll) => roll.partsLeftOut || roll.parts.some((part) => part.summary)));
}
