// A room's WebSocket that comes back by itself: on an unexpected close it reconnects with the
// player's token and the last sequence seen, so the server sends only what was missed.
// A server that goes silent with the connection still open (a hung server, a mobile link that
// stopped carrying anything) is noticed too: the page pings every few seconds (browsers show it no
// WebSocket ping frames), and a connection that has said nothing for too long is given up.

const RETRY_MS = [500, 1000, 2000, 4000, 8000];

/** How often the page pings the server, and the silence after which the connection counts as lost. */
export const HEARTBEAT = Object.freeze({ pingMs: 5000, timeoutMs: 12000 });

export function openRoomSocket({ code, lang, join, onMessage, onState, heartbeat = HEARTBEAT }) {
  let socket = null;
  /** The connection under way: `end()` forgets it, `drop()` gives it up and reconnects. */
  let current = null;
  let attempt = 0;
  let stopped = false;
  let lost = false;
  let timer = null;
  let lastSequence = 0;
  let token = join.token || null;

  function url() {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    return `${scheme}://${window.location.host}/api/v1/rooms/${encodeURIComponent(code)}/ws?lang=${lang}`;
  }

  function retry() {
    if (stopped) { onState('closed'); return; }
    lost = true;
    onState('reconnecting');
    timer = setTimeout(connect, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
    attempt += 1;
  }

  function connect() {
    // After a loss the page goes on saying so until the room answers again.
    onState(lost ? 'reconnecting' : 'connecting');
    let joined = false;
    let over = false;
    let silence = null;
    let beat = null;
    const ws = new WebSocket(url());
    socket = ws;
    const end = () => {
      if (over) return false;
      over = true;
      clearTimeout(silence);
      clearInterval(beat);
      return true;
    };
    // Closing a connection the server no longer answers may take a minute to say it closed: not waited for.
    const drop = () => {
      if (!end()) return;
      ws.close();
      retry();
    };
    current = { end, drop };
    const listen = () => {
      clearTimeout(silence);
      silence = setTimeout(drop, heartbeat.timeoutMs);
    };
    listen(); // the server must answer the handshake in time too
    ws.addEventListener('open', () => {
      if (over) return;
      attempt = 0;
      ws.send(JSON.stringify({ type: 'join', name: join.name, colour: join.colour, token, after: lastSequence }));
      beat = setInterval(() => {
        if (ws.readyState === WebSocket.OPEN) ws.send('{"type":"ping"}');
      }, heartbeat.pingMs);
    });
    ws.addEventListener('message', (event) => {
      if (over) return;
      listen();
      let message;
      try { message = JSON.parse(event.data); } catch { return; }
      if (message.type === 'pong') return;
      if (message.type === 'welcome') {
        joined = true;
        lost = false;
        token = message.you.token;
        onState('open');
      }
      for (const seen of message.type === 'welcome' ? message.events : message.type === 'event' ? [message.event] : []) {
        lastSequence = Math.max(lastSequence, seen.sequence);
      }
      onMessage(message);
      // The server closes after these (a code that leads nowhere, or lookups refused to this address
      // before joining): trying again would only count as another failed lookup.
      if (message.type === 'error' && (message.code === 'unknown_room' || (message.code === 'rate_limited' && !joined))) stopped = true;
    });
    ws.addEventListener('close', () => {
      if (end()) retry();
    });
  }

  // A phone that knows it went offline drops the socket at once (rather than waiting for a timeout)
  // and comes back as soon as it is online again.
  const offline = () => current?.drop();
  const online = () => {
    if (stopped || socket?.readyState === WebSocket.OPEN || socket?.readyState === WebSocket.CONNECTING) return;
    current?.end();
    clearTimeout(timer);
    connect();
  };
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);

  connect();
  return {
    send(message) {
      if (socket?.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    close() {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      current?.drop();
    },
    get token() { return token; },
  };
}

/** A fresh player seed: 16 random bytes in hexadecimal, mixed into each roll by the server. */
export function playerSeed() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
