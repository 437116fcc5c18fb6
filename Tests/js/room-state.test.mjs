// A room's state in the web app (Public/js/games/room-state.js) under Node's test runner: what each
// of the server's messages does to it, with no page and no socket.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { initialState, reduce, canScore, isSummarised, nameOf, others, scoreOf } from '../../Public/js/games/room-state.js';

const maud = { id: 'm1', name: 'Maud', colour: '#aa3300', master: true };
const ana = { id: 'a1', name: 'Ana', colour: '#00aa00', master: false };
const bo = { id: 'b1', name: 'Bo', colour: '#0000aa', master: false };

const joined = (sequence, player) => ({ sequence, kind: 'joined', player, at: '2026-01-01T00:00:00Z' });
const roll = (sequence, player, rolls) => ({ sequence, kind: 'roll', player, at: '2026-01-01T00:00:00Z', expression: '1d6', visibility: 'all', rolls });
const party = (sequence, player, fields) => ({ sequence, kind: 'party', player, at: '2026-01-01T00:00:00Z', party: fields });

function welcome({ you = { ...ana, token: 't-ana' }, players = [maud, ana], events = [joined(1, maud), joined(2, ana)], closed = false } = {}) {
  return { type: 'welcome', you, room: { code: 'K7QX2M4PR9', commitment: 'c0ffee', closed, players }, events };
}

test('before any message the room is empty', () => {
  const state = initialState();
  assert.equal(state.you, null);
  assert.deepEqual(state.players, []);
  assert.deepEqual(state.events, []);
});

test('the welcome sets who this phone is, the room and the events missed', () => {
  const state = reduce(initialState(), welcome());
  assert.equal(state.code, 'K7QX2M4PR9');
  assert.equal(state.you.token, 't-ana');
  assert.equal(state.commitment, 'c0ffee');
  assert.equal(state.closed, false);
  assert.deepEqual(state.players.map((p) => p.id), ['m1', 'a1']);
  assert.deepEqual(state.events.map((e) => e.sequence), [1, 2]);
});

test('events are kept in order of number, each number once, whatever order they come in', () => {
  let state = reduce(initialState(), welcome());
  for (const sequence of [4, 3, 4, 2]) state = reduce(state, { type: 'event', event: roll(sequence, maud, [{ total: sequence, parts: [] }]) });
  assert.deepEqual(state.events.map((e) => e.sequence), [1, 2, 3, 4]);
  assert.equal(state.events[1].kind, 'joined', 'event 2 as it first came');
});

test('a join brings the players; a player seen in an event is added; known players keep their place', () => {
  let state = reduce(initialState(), welcome());
  state = reduce(state, { type: 'event', event: joined(3, bo), players: [maud, ana, bo] });
  assert.deepEqual(state.players.map((p) => p.name), ['Maud', 'Ana', 'Bo']);
  const renamed = { ...bo, id: 'z1', name: 'Zoé' };
  state = reduce(state, { type: 'event', event: roll(4, renamed, []) });
  assert.deepEqual(state.players.map((p) => p.name), ['Maud', 'Ana', 'Bo', 'Zoé']);
  assert.equal(nameOf(state, 'z1'), 'Zoé');
  assert.equal(nameOf(state, 'nobody'), '?');
  assert.deepEqual(others(state).map((p) => p.id), ['m1', 'b1', 'z1']);
});

test('a message that changes nothing of the players keeps their list as it was', () => {
  const state = reduce(initialState(), welcome());
  const next = reduce(state, { type: 'event', event: roll(3, maud, []), players: [maud, ana] });
  assert.equal(next.players, state.players);
  assert.equal(next.scores, state.scores);
  assert.equal(reduce(next, { type: 'event', event: roll(3, maud, []) }), next, 'an event seen already changes nothing');
});

test('score changes add up, once per event', () => {
  let state = reduce(initialState(), welcome());
  const plusTwo = { type: 'event', event: party(3, ana, { tool: 'score', player: 'a1', delta: 2 }) };
  state = reduce(reduce(state, plusTwo), plusTwo);
  state = reduce(state, { type: 'event', event: party(4, maud, { tool: 'score', player: 'a1', delta: -5 }) });
  assert.equal(scoreOf(state, 'a1'), -3);
  assert.equal(scoreOf(state, 'm1'), 0);
});

test('a player changes their own score; the game master anyone’s', () => {
  const player = reduce(initialState(), welcome());
  assert.ok(canScore(player, 'a1'));
  assert.ok(!canScore(player, 'm1'));
  const master = reduce(initialState(), welcome({ you: { ...maud, token: 't-maud' } }));
  assert.ok(canScore(master, 'a1') && canScore(master, 'm1'));
  assert.ok(!canScore(initialState(), 'a1'), 'not before the welcome');
});

test('closing reveals the seed; a room closed already comes closed', () => {
  let state = reduce(initialState(), welcome());
  state = reduce(state, { type: 'event', event: { ...joined(3, maud), kind: 'closed', seed: 'abcd' } });
  assert.equal(state.closed, true);
  assert.equal(state.seed, 'abcd');
  assert.equal(reduce(initialState(), welcome({ closed: true })).closed, true);
});

test('a roll sent in whole replaces its summary; details of an unknown roll change nothing', () => {
  const summary = [{ total: 9, parts: [{ dice: [], summary: { kept: 3 } }] }];
  let state = reduce(initialState(), welcome({ events: [roll(1, maud, summary)] }));
  assert.ok(isSummarised(state.events[0]));
  const whole = [{ total: 9, parts: [{ dice: [{ value: 3 }, { value: 3 }, { value: 3 }] }] }];
  state = reduce(state, { type: 'details', sequence: 1, rolls: whole });
  assert.deepEqual(state.events[0].rolls, whole);
  assert.ok(!isSummarised(state.events[0]));
  assert.equal(reduce(state, { type: 'details', sequence: 7, rolls: whole }), state);
  assert.ok(!isSummarised({ kind: 'roll', hidden: true }));
  assert.ok(isSummarised({ rolls: [{ partsLeftOut: 2, parts: [] }] }));
});

test('errors: what was typed sends the phone back to the form; a full room or a refused lookup only before the welcome', () => {
  const error = (code) => ({ type: 'error', code, message: `m-${code}` });
  for (const code of ['unknown_room', 'invalid_name', 'name_taken', 'invalid_colour', 'room_full', 'rate_limited']) {
    assert.equal(reduce(initialState(), error(code)).error.refused, true, code);
  }
  const joinedState = reduce(initialState(), welcome());
  for (const code of ['room_full', 'rate_limited', 'invalid_seed', 'not_game_master']) {
    const state = reduce(joinedState, error(code));
    assert.deepEqual(state.error, { code, message: `m-${code}`, refused: false });
  }
  const once = reduce(joinedState, error('rate_limited'));
  assert.notEqual(reduce(once, error('rate_limited')).error, once.error, 'the same error again is told again');
});

test('messages of no known type change nothing', () => {
  const state = reduce(initialState(), welcome());
  assert.equal(reduce(state, { type: 'pong' }), state);
});
