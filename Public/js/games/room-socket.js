// A room's WebSocket that comes back by itself: on an unexpected close it reconnects with the
// player's token and the last sequence seen, so the server sends only what was missed.

const RETRY_MS = [500, 1000, 2000, 4000, 8000];

export function openRoomSocket({ code, lang, join, onMessage, onState }) {
  let socket = null;
  let attempt = 0;
  let stopped = false;
  let timer = null;
  let lastSequence = 0;
  let token = join.token || null;

  function url() {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    return `${scheme}://${window.location.host}/api/v1/rooms/${encodeURIComponent(code)}/ws?lang=${lang}`;
  }

  function connect() {
    onState('connecting');
    let joined = false;
    socket = new WebSocket(url());
    socket.addEventListener('open', () => {
      attempt = 0;
      socket.send(JSON.stringify({ type: 'join', name: join.name, colour: join.colour, token, after: lastSequence }));
    });
    socket.addEventListener('message', (event) => {
      let message;
      try { message = JSON.parse(event.data); } catch { return; }
      if (message.type === 'welcome') {
        joined = true;
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
    socket.addEventListener('close', () => {
      if (stopped) { onState('closed'); return; }
      onState('reconnecting');
      timer = setTimeout(connect, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
      attempt += 1;
    });
  }

  // A phone that knows it went offline drops the socket at once (rather than waiting for a timeout)
  // and comes back as soon as it is online again.
  const offline = () => socket?.close();
  const online = () => {
    if (stopped || socket?.readyState === WebSocket.OPEN || socket?.readyState === WebSocket.CONNECTING) return;
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
      socket?.close();
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
