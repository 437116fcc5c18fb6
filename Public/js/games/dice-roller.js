// Rolls parsed dice on the device: a port of BaluchonCore's DiceRoller and its listing (DiceSummary),
// answering in the shape of POST /api/v1/dice/roll ({ expression, rolls }). Faces come from
// crypto.getRandomValues by rejection sampling, so no face is favoured by a modulo. Arithmetic is done
// on 64-bit integers (BigInt), so a result too large for the server is too large here as well.
import { DiceError } from './dice-error.js';
import { DICE_LIMITS, faceRange, parseDice } from './dice-parser.js';
import { dieName, nodeText, programText, termText } from './dice-text.js';

const INT_MIN = -(2n ** 63n);
const INT_MAX = 2n ** 63n - 1n;

/** DiceListing.standard: dice listed one by one, and parts listed, across the repetitions of a roll. */
export const DICE_LISTING = Object.freeze({ dice: 100, parts: 50 });

/** A uniform integer in [low, high] (at most 2³² faces) without modulo bias. */
export function face(low, high) {
  const count = high - low + 1;
  const limit = Math.floor(0x100000000 / count) * count;
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    if (word[0] < limit) return low + (word[0] % count);
  }
}

function matches(comparison, value) {
  switch (comparison.relation) {
    case '=': return value === comparison.value;
    case '>': return value > comparison.value;
    case '>=': return value >= comparison.value;
    case '<': return value < comparison.value;
    default: return value <= comparison.value;
  }
}

function checked(value) {
  if (value < INT_MIN || value > INT_MAX) throw new DiceError('resultTooLarge');
  return value;
}

function apply(op, left, right) {
  switch (op) {
    case '+': return checked(left + right);
    case '-': return checked(left - right);
    case '*': return checked(left * right);
    default: {
      if (right === 0n) throw new DiceError('divisionByZero');
      if (left === INT_MIN && right === -1n) throw new DiceError('resultTooLarge');
      const quotient = left / right;
      // Rounds down, as tabletop rules do.
      return left % right !== 0n && (left < 0n) !== (right < 0n) ? quotient - 1n : quotient;
    }
  }
}

function die(value, name) {
  return { value, die: name, kept: true, exploded: false, fromExplosion: false, rerolled: false, success: false, failure: false };
}

/** The indices a keep or drop rule leaves, ties broken by the order the dice were rolled. */
function keptIndices(indices, values, keep) {
  const ascending = [...indices].sort((a, b) => (values[a] !== values[b] ? (values[a] < values[b] ? -1 : 1) : a - b));
  const n = Math.min(keep.count, ascending.length);
  switch (keep.rule) {
    case 'kh': return new Set(ascending.slice(ascending.length - n));
    case 'kl': return new Set(ascending.slice(0, n));
    case 'dh': return new Set(ascending.slice(0, ascending.length - n));
    default: return new Set(ascending.slice(n));
  }
}

class Roller {
  /** `draw(low, high)` gives one face; the device's is `face`, tests give their own. */
  constructor(draw, limits) {
    this.drawFace = draw;
    this.limits = limits;
    this.rolled = 0;
  }

  roll(program) {
    this.rolled = 0;
    const rolls = [];
    for (let i = 0; i < program.repetitions; i += 1) rolls.push(this.rollOnce(program.expression));
    return rolls;
  }

  rollOnce(expression) {
    this.parts = [];
    this.labels = [];
    this.glitch = false;
    this.criticalGlitch = false;
    const total = this.evaluate(expression, null);
    return {
      expression: nodeText(expression), total: Number(total), parts: this.parts, labels: this.labels,
      glitch: this.glitch, criticalGlitch: this.criticalGlitch,
    };
  }

  evaluate(node, label) {
    switch (node.type) {
      case 'number': return BigInt(node.value);
      case 'dice': {
        const part = this.term(node.term);
        if (label !== null) part.label = label;
        this.parts.push(part);
        return BigInt(part.value);
      }
      case 'group': return this.group(node, label);
      case 'negate': {
        const value = this.evaluate(node.inner, label);
        if (value === INT_MIN) throw new DiceError('resultTooLarge');
        return -value;
      }
      case 'binary': {
        const left = this.evaluate(node.left, null);
        return apply(node.op, left, this.evaluate(node.right, null));
      }
      default:
        this.labels.push(node.label);
        return this.evaluate(node.inner, node.label);
    }
  }

  draw(term) {
    this.rolled += 1;
    if (this.rolled > this.limits.rolledDice) throw new DiceError('tooManyRolls', { limit: this.limits.rolledDice });
    const [low, high] = faceRange(term);
    return this.drawFace(low, high);
  }

  term(term) {
    const name = dieName(term);
    const dice = [];
    for (let i = 0; i < term.count; i += 1) {
      let value = this.draw(term);
      if (term.reroll) {
        let rerolls = 0;
        while (matches(term.reroll.target, value) && !(term.reroll.once && rerolls === 1)) {
          rerolls += 1;
          if (rerolls > this.limits.chain) throw new DiceError('tooManyRolls', { limit: this.limits.chain });
          dice.push({ ...die(value, name), kept: false, rerolled: true });
          value = this.draw(term);
        }
      }
      if (term.explosion) this.explode(value, term, dice);
      else dice.push(die(value, name));
    }
    if (term.keep) {
      const counted = dice.flatMap((d, index) => (d.rerolled ? [] : [index]));
      const kept = keptIndices(counted, dice.map((d) => d.value), term.keep);
      for (const index of counted) if (!kept.has(index)) dice[index].kept = false;
    }
    const part = { notation: termText(term), dice, value: 0 };
    if (term.success || term.failure) {
      let successes = 0;
      for (const d of dice) {
        if (!d.kept) continue;
        if (term.success && matches(term.success, d.value)) {
          d.success = true;
          successes += 1;
        }
        if (term.failure && matches(term.failure, d.value)) {
          d.failure = true;
          successes -= 1;
        }
      }
      part.successes = successes;
      part.value = successes;
      if (!term.failure && !term.fudge) {
        const kept = dice.filter((d) => d.kept);
        const ones = kept.filter((d) => d.value === 1).length;
        if (ones * 2 > kept.length) {
          this.glitch = true;
          this.criticalGlitch = this.criticalGlitch || successes === 0;
        }
      }
    } else {
      part.value = dice.filter((d) => d.kept).reduce((sum, d) => sum + d.value, 0);
    }
    return part;
  }

  explode(first, term, dice) {
    const [, high] = faceRange(term);
    const target = term.explosion.target ?? { relation: '=', value: high };
    const name = dieName(term);
    let raw = first;
    let chain = 0;
    let current = die(raw, name);
    while (matches(target, raw)) {
      chain += 1;
      if (chain > this.limits.chain) throw new DiceError('tooManyRolls', { limit: this.limits.chain });
      current.exploded = true;
      if (term.explosion.kind === '!!') {
        raw = this.draw(term);
        current.value += raw;
      } else {
        dice.push(current);
        raw = this.draw(term);
        current = { ...die(term.explosion.kind === '!p' ? raw - 1 : raw, name), fromExplosion: true };
      }
    }
    dice.push(current);
  }

  group(node, label) {
    const values = [];
    for (const member of node.members) values.push(this.evaluate(member, null));
    const results = values.map((value) => die(Number(value), 'group'));
    if (node.keep) {
      const indices = results.map((_, index) => index);
      const kept = keptIndices(indices, values, node.keep);
      for (const index of indices) if (!kept.has(index)) results[index].kept = false;
    }
    const part = { notation: nodeText(node), dice: results, value: 0 };
    if (label !== null) part.label = label;
    let value = 0n;
    if (node.success) {
      const target = { relation: node.success.relation, value: BigInt(node.success.value) };
      results.forEach((result, index) => {
        if (result.kept && matches(target, values[index])) result.success = true;
      });
      value = BigInt(results.filter((result) => result.success).length);
      part.successes = Number(value);
    } else {
      results.forEach((result, index) => {
        if (result.kept) value = apply('+', value, values[index]);
      });
    }
    part.value = Number(value);
    this.parts.push(part);
    return value;
  }
}

/** Rolls a parsed program, once per repetition, the repetitions sharing one budget of rolled dice. */
export function rollProgram(program, { draw = face, limits = DICE_LIMITS } = {}) {
  return new Roller(draw, limits).roll(program);
}

function summary(dice) {
  const kept = dice.filter((d) => d.kept).map((d) => d.value);
  const result = {
    dice: dice.length, kept: kept.length,
    rerolled: dice.filter((d) => d.rerolled).length, exploded: dice.filter((d) => d.exploded).length,
  };
  if (kept.length) {
    result.lowest = Math.min(...kept);
    result.highest = Math.max(...kept);
  }
  return result;
}

/**
 * The rolls as the server sends them: the first parts list their dice while `listing.dice` allows, later
 * ones give a summary, and parts past `listing.parts` are left out (counted in `partsLeftOut`).
 */
export function listed(rolls, listing = DICE_LISTING) {
  let dice = 0;
  let parts = 0;
  return rolls.map((roll) => {
    const shown = [];
    let leftOut = 0;
    for (const part of roll.parts) {
      if (parts >= listing.parts) {
        leftOut += 1;
        continue;
      }
      parts += 1;
      if (dice + part.dice.length <= listing.dice) {
        dice += part.dice.length;
        shown.push(part);
      } else {
        shown.push({ ...part, dice: [], summary: summary(part.dice) });
      }
    }
    return leftOut ? { ...roll, parts: shown, partsLeftOut: leftOut } : { ...roll, parts: shown };
  });
}

/** `POST /api/v1/dice/roll`'s answer, made on the device. Throws a DiceError. */
export function rollDice(text) {
  const program = parseDice(text);
  return { expression: programText(program), rolls: listed(rollProgram(program)) };
}
