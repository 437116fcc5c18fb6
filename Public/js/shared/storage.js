// Namespaced localStorage with JSON values. Never throws (private mode, quota, disabled storage).

const NS = 'baluchon.';

export function get(key, fallback = null) {
  try {
    const raw = window.localStorage.getItem(NS + key);
    return raw === null ? fallback : JSON.parse(raw);
  } catch {
    return fallback;
  }
}

export function set(key, value) {
  try {
    window.localStorage.setItem(NS + key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function remove(key) {
  try {
    window.localStorage.removeItem(NS + key);
  } catch {
    /* storage unavailable: nothing to remove */
  }
}
