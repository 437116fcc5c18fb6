// A room's WebSocket in the web app (Public/js/games/room-socket.js) under Node's test runner, with a
// fake WebSocket and fake clocks: the heartbeat notices a server that went silent with the connection
// still open, says the connection is lost, reconnects by itself and catches up from the last event seen.
import { test, mock } from 'node:test';
import assert from 'node:assert/strict';

class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  static made = [];

  constructor(url) {
    this.url = url;
    this.readyState = FakeSocket.CONNECTING;
    this.sent = [];
    this.listeners = {};
    FakeSocket.made.push(this);
  }

  addEventListener(type, listener) {
    (this.listeners[type] ||= []).push(listener);
  }

  emit(type, event = {}) {
    for (const listener of this.listeners[type] || []) listener(event);
  }

  send(text) {
    this.sent.push(JSON.parse(text));
  }

  /** Like a browser talking to a silent server: closing, with no `close` event until the server answers. */
  close() {
    this.readyState = FakeSocket.CLOSING;
  }

  // The server's side.
  accept() {
    this.readyState = FakeSocket.OPEN;
    this.emit('open');
  }

  say(message) {
    this.emit('message', { data: JSON.stringify(message) });
  }

  types() {
    return this.sent.map((message) => message.type);
  }
}

globalThis.WebSocket = FakeSocket;
globalThis.window = Object.assign(new EventTarget(), { location: { protocol: 'http:', host: 'phone.test' } });

const { openRoomSocket, HEARTBEAT } = await import('../../Public/js/games/room-socket.js');

const you = { id: 'a1', name: 'Ana', colour: '#00aa00', master: false, token: 't-ana' };
const room = { code: 'K7QX2M4PR9', commitment: 'c0ffee', closed: false, players: [you] };
const event = (sequence) => ({ sequence, kind: 'joined', player: you, at: '2026-01-01T00:00:00Z' });

function open(t) {
  FakeSocket.made = [];
  t.mock.timers.enable({ apis: ['setTimeout', 'setInterval'] });
  const states = [];
  const messages = [];
  const socket = openRoomSocket({
    code: 'K7QX2M4PR9', lang: 'fr', join: { name: 'Ana', colour: '#00aa00' },
    onMessage: (message) => messages.push(message), onState: (state) => states.push(state),
  });
  t.after(() => socket.close());
  return { socket, states, messages, last: () => FakeSocket.made.at(-1) };
}

test('the heartbeat is a few seconds, the timeout within 15 s', () => {
  assert.ok(HEARTBEAT.pingMs <= 5000);
  assert.ok(HEARTBEAT.timeoutMs > 2 * HEARTBEAT.pingMs && HEARTBEAT.timeoutMs <= 15000);
});

test('a joined phone pings the server every few seconds, and a pong keeps it connected', (t) => {
  const { states, messages, last } = open(t);
  const ws = last();
  ws.accept();
  ws.say({ type: 'welcome', you, room, events: [event(1)] });
  assert.deepEqual(ws.types(), ['join']);
  for (let beat = 1; beat <= 6; beat += 1) {
    t.mock.timers.tick(HEARTBEAT.pingMs);
    assert.equal(ws.types().filter((type) => type === 'ping').length, beat);
    ws.say({ type: 'pong' });
  }
  assert.equal(FakeSocket.made.length, 1, 'an answering server keeps its connection');
  assert.equal(states.at(-1), 'open');
  assert.deepEqual(messages.map((message) => message.type), ['welcome'], 'pongs are not the room’s business');
});

test('a server silent with the connection open is given up, and the phone reconnects and catches up', (t) => {
  const { socket, states, last } = open(t);
  const first = last();
  first.accept();
  first.say({ type: 'welcome', you, room, events: [event(1), event(2)] });
  first.say({ type: 'event', event: event(3) });
  // The server hangs: pings go unanswered, and no `close` ever comes.
  t.mock.timers.tick(HEARTBEAT.timeoutMs - 1);
  assert.equal(states.at(-1), 'open');
  t.mock.timers.tick(1);
  assert.equal(states.at(-1), 'reconnecting', 'within the timeout the page says the connection is lost');
  assert.equal(first.readyState, FakeSocket.CLOSING);
  assert.equal(socket.send({ type: 'roll', expression: '1d6' }), false, 'a roll is not sent into a dead connection');
  // The next try hangs too (the server takes the connection but never answers): given up in turn,
  // and the page goes on saying it is reconnecting.
  t.mock.timers.tick(500);
  const second = last();
  assert.notEqual(second, first);
  assert.equal(states.at(-1), 'reconnecting');
  t.mock.timers.tick(HEARTBEAT.timeoutMs);
  assert.equal(second.readyState, FakeSocket.CLOSING);
  assert.equal(states.at(-1), 'reconnecting');
  // The server answers again.
  t.mock.timers.tick(1000);
  const third = last();
  assert.equal(FakeSocket.made.length, 3);
  third.accept();
  assert.deepEqual(third.sent[0], { type: 'join', name: 'Ana', colour: '#00aa00', token: 't-ana', after: 3 });
  third.say({ type: 'welcome', you, room, events: [] });
  assert.equal(states.at(-1), 'open');
  // The abandoned connections closing at last change nothing.
  first.emit('close');
  second.emit('close');
  t.mock.timers.tick(10000);
  assert.equal(FakeSocket.made.length, 3);
  assert.equal(states.at(-1), 'open');
});

test('leaving the room stops the heartbeat: no reconnection after', (t) => {
  const { socket, states, last } = open(t);
  const ws = last();
  ws.accept();
  ws.say({ type: 'welcome', you, room, events: [] });
  socket.close();
  assert.equal(states.at(-1), 'closed');
  t.mock.timers.tick(60000);
  assert.equal(FakeSocket.made.length, 1);
  assert.equal(ws.types().includes('ping'), false);
});

test('a server that closes the connection is still reconnected to at once', (t) => {
  const { states, last } = open(t);
  const ws = last();
  ws.accept();
  ws.say({ type: 'welcome', you, room, events: [] });
  ws.readyState = FakeSocket.CLOSED;
  ws.emit('close');
  assert.equal(states.at(-1), 'reconnecting');
  t.mock.timers.tick(500);
  assert.equal(FakeSocket.made.length, 2);
});
