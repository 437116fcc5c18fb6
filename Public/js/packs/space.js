// The browser's storage for packs: how much is used and left (navigator.storage.estimate), keeping it from
// eviction (navigator.storage.persist), and whether a download fits in what is left.

/** { fits, needed, left }: a download of `needed` bytes against an estimate ({ usage, quota }); unknown space fits. */
export function spaceCheck(needed, estimate) {
  if (!estimate || !Number.isFinite(estimate.quota) || !Number.isFinite(estimate.usage)) return { fits: true, needed, left: null };
  const left = Math.max(0, estimate.quota - estimate.usage);
  return { fits: needed <= left, needed, left };
}

/** { usage, quota } from the browser, or null when it cannot tell. */
export async function readSpace() {
  try {
    const estimate = await navigator.storage?.estimate?.();
    return estimate && Number.isFinite(estimate.quota) ? { usage: estimate.usage || 0, quota: estimate.quota } : null;
  } catch {
    return null;
  }
}

/** Asks the browser to keep the storage; true when granted, null when the browser has no such request. */
export async function askPersist() {
  try {
    if (!navigator.storage?.persist) return null;
    return (await navigator.storage.persisted?.()) || await navigator.storage.persist();
  } catch {
    return false;
  }
}

/** "12.3 MB" / "12,3 Mo": bytes in the largest unit that keeps the number at least 1. */
export function formatBytes(bytes, lang) {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(lang, {
    style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: unit >= 2 && value < 100 ? 1 : 0,
  }).format(value);
}
