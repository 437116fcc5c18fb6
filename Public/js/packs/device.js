// Answerers on the device: when the server cannot be reached, api.js asks here before reporting the failure.
// A handler gets the path's query and the page's language and resolves to an answer in the server's shape
// (with `device: { pack, name, dataDate }` added), to `{ error: { code, message } }` when the phone knows why
// it cannot answer, or null when no kept pack can answer.
const handlers = new Map();

/** Registers `handler(query: URLSearchParams, { lang })` for the API path `pathname`. */
export function registerDevice(pathname, handler) {
  handlers.set(pathname, handler);
}

/** api.js's answer ({ ok: true, status: 200, data }) from the device for `path`, or null. */
export async function answerOnDevice(path, { lang }) {
  const url = new URL(path, 'https://device.invalid');
  const handler = handlers.get(url.pathname);
  if (!handler) return null;
  try {
    const data = await handler(url.searchParams, { lang });
    if (data?.error) return { ok: false, status: 0, error: { ...data.error, hint: null } };
    return data ? { ok: true, status: 200, data } : null;
  } catch {
    // A pack that cannot answer (a part gone from the cache, a module missing) is as if there were none.
    return null;
  }
}
