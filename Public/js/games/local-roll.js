// Rolls simple dice on the device when the server cannot be reached: NdX, d%, dF, keep/drop and a
// modifier (the one-tap rolls). Faces come from crypto.getRandomValues with rejection sampling, so
// no face is favoured. Anything richer needs the server, and the page says so.

const SIMPLE = /^\s*(\d{0,3})\s*[dD](\d{1,4}|%|F)\s*(?:(kh|kl|dh|dl)(\d{0,2}))?\s*(?:([+-])\s*(\d{1,4}))?\s*$/;

/** A uniform integer in [low, high] without modulo bias. */
export function face(low, high) {
  const count = high - low + 1;
  const limit = Math.floor(0x100000000 / count) * count;
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    if (word[0] < limit) return low + (word[0] % count);
  }
}

/** Whether `text` is simple enough to roll on the device. */
export function canRollLocally(text) {
  return SIMPLE.test(text);
}

/** A roll shaped like the API's answer ({ expression, rolls: [...] }), or null when too complex. */
export function rollLocally(text) {
  const match = SIMPLE.exec(text);
  if (!match) return null;
  const [, countText, sidesText, rule, ruleCountText, sign, modifierText] = match;
  const count = countText === '' ? 1 : Number(countText);
  if (count < 1 || count > 100) return null;
  const fudge = sidesText === 'F';
  const sides = sidesText === '%' ? 100 : fudge ? 3 : Number(sidesText);
  if (sides < 1) return null;
  const die = fudge ? 'dF' : `d${sides}`;
  const dice = [];
  for (let i = 0; i < count; i += 1) {
    const value = fudge ? face(-1, 1) : face(1, sides);
    dice.push({ value, die, kept: true, exploded: false, fromExplosion: false, rerolled: false, success: false, failure: false });
  }
  let notation = `${count}${fudge ? 'dF' : `d${sides}`}`;
  if (rule) {
    const n = Math.min(ruleCountText === '' ? 1 : Number(ruleCountText), count);
    notation += `${rule}${ruleCountText === '' ? 1 : Number(ruleCountText)}`;
    const order = dice.map((d, i) => i).sort((a, b) => dice[a].value - dice[b].value || a - b);
    const dropped = rule === 'kh' ? order.slice(0, count - n)
      : rule === 'kl' ? order.slice(n)
        : rule === 'dh' ? order.slice(count - n)
          : order.slice(0, n);
    for (const index of dropped) dice[index].kept = false;
  }
  const value = dice.filter((d) => d.kept).reduce((sum, d) => sum + d.value, 0);
  const modifier = sign ? (sign === '-' ? -1 : 1) * Number(modifierText) : 0;
  const expression = modifier ? `${notation} ${sign} ${modifierText.replace(/^0+(?=\d)/, '')}` : notation;
  const part = { notation, dice, value, successes: null, label: null };
  return { expression, rolls: [{ expression, total: value + modifier, parts: [part], labels: [], glitch: false, criticalGlitch: false }] };
}
