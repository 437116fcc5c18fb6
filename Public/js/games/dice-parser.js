// The server's dice notation read on the device: a port of BaluchonCore's DiceParser, with the same
// limits, the same errors (code, message key, 1-based column) and the same canonical spelling, so the
// phone accepts and refuses exactly what the server does. Tests/Fixtures/games/dice-cases.json holds the
// cases both parsers are checked against.
//
// Text is read as Swift reads it: one column per grapheme (user-perceived character), digits are ASCII
// only, spaces are Unicode White_Space.

import { DiceError } from './dice-error.js';

/** DiceLimits.standard. */
export const DICE_LIMITS = Object.freeze({
  expressionLength: 300, dice: 1000, sides: 1000000, depth: 10, repetitions: 20, rolledDice: 10000, chain: 100,
});

const DIGIT = /^[0-9]$/;
const SPACE = /^\p{White_Space}/u;
const NEWLINE = /^[\n\v\f\r\u0085\u2028\u2029]/;
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

const isDigit = (character) => character !== null && DIGIT.test(character);
const isSpace = (character) => character !== null && SPACE.test(character);

/** Whether every face of a die with faces low…high matches the comparison. */
function coversAll(comparison, low, high) {
  const { relation, value } = comparison;
  switch (relation) {
    case '=': return low === high && value === low;
    case '>': return value < low;
    case '>=': return value <= low;
    case '<': return value > high;
    default: return value >= high;
  }
}

/** The lowest and highest face of a term's dice. */
export function faceRange(term) {
  return term.fudge ? [-1, 1] : [1, term.sides];
}

class Parser {
  constructor(text, limits) {
    this.characters = Array.from(segmenter.segment(text), (part) => part.segment);
    this.limits = limits;
    this.position = 0;
    this.depth = 0;
    this.writtenDice = 0;
  }

  get column() { return this.position + 1; }

  get current() { return this.position < this.characters.length ? this.characters[this.position] : null; }

  peek(offset) {
    const index = this.position + offset;
    return index < this.characters.length ? this.characters[index] : null;
  }

  program() {
    if (this.characters.length > this.limits.expressionLength) throw new DiceError('tooLong', { limit: this.limits.expressionLength });
    this.skipSpaces();
    if (this.current === null) throw new DiceError('empty');
    const repetitions = this.repetition();
    const expression = this.sum();
    this.skipSpaces();
    if (this.current !== null) throw new DiceError('unexpected', { character: this.current, column: this.column });
    if (this.writtenDice * repetitions > this.limits.dice) throw new DiceError('tooManyDice', { limit: this.limits.dice, column: 1 });
    return { repetitions, expression };
  }

  /** `6x ` before the expression; leaves the position untouched when absent. */
  repetition() {
    const start = this.position;
    if (!isDigit(this.current)) return 1;
    const count = this.number();
    this.skipSpaces();
    if (this.current !== 'x' && this.current !== '×') {
      this.position = start;
      return 1;
    }
    this.position += 1;
    if (count < 1 || count > this.limits.repetitions) {
      throw new DiceError('tooManyRepetitions', { limit: this.limits.repetitions, column: start + 1 });
    }
    this.skipSpaces();
    return count;
  }

  sum() { return this.operations(['+', '-'], () => this.product()); }

  product() { return this.operations(['*', '/'], () => this.unary()); }

  /** Operands from `operand` joined, left to right, by the operators of one precedence level. */
  operations(operators, operand) {
    let node = operand();
    for (;;) {
      this.skipSpaces();
      const op = this.current;
      if (!operators.includes(op)) return node;
      this.position += 1;
      node = { type: 'binary', op, left: node, right: operand() };
    }
  }

  unary() {
    this.skipSpaces();
    if (this.current === '-') {
      const start = this.column;
      this.position += 1;
      this.enter(start);
      const inner = this.unary();
      this.depth -= 1;
      return { type: 'negate', inner };
    }
    if (this.current === '+') this.position += 1;
    return this.labelled(this.primary());
  }

  labelled(node) {
    this.skipSpaces();
    if (this.current !== '[') return node;
    this.position += 1;
    const name = [];
    while (this.current !== null && this.current !== ']') {
      if (this.current === '[' || NEWLINE.test(this.current)) {
        throw new DiceError('unexpected', { character: this.current, column: this.column });
      }
      name.push(this.current);
      this.position += 1;
    }
    if (this.current !== ']') throw new DiceError('unexpectedEnd', { expected: 'dice.expected.closingBracket', column: this.column });
    this.position += 1;
    let start = 0;
    let end = name.length;
    while (start < end && isSpace(name[start])) start += 1;
    while (end > start && isSpace(name[end - 1])) end -= 1;
    if (start === end) throw new DiceError('expected', { expected: 'dice.expected.label', found: ']', column: this.column - 1 });
    return { type: 'labelled', inner: node, label: name.slice(start, Math.min(end, start + 40)).join('') };
  }

  primary() {
    this.skipSpaces();
    const character = this.current;
    if (character === null) throw new DiceError('unexpectedEnd', { expected: 'dice.expected.operand', column: this.column });
    if (character === '(') {
      const start = this.column;
      this.position += 1;
      this.enter(start);
      const inner = this.sum();
      this.depth -= 1;
      this.expect(')');
      return inner;
    }
    if (character === '{') return this.group();
    if (character === 'd' || character === 'D') return { type: 'dice', term: this.dice(1, this.column) };
    if (isDigit(character)) {
      const start = this.column;
      const value = this.number();
      if (this.current === 'd' || this.current === 'D') return { type: 'dice', term: this.dice(value, start) };
      return { type: 'number', value };
    }
    throw new DiceError('expected', { expected: 'dice.expected.operand', found: character, column: this.column });
  }

  group() {
    const start = this.column;
    this.position += 1;
    this.enter(start);
    const members = [this.sum()];
    this.skipSpaces();
    while (this.current === ',') {
      this.position += 1;
      members.push(this.sum());
      this.skipSpaces();
    }
    this.depth -= 1;
    this.expect('}');
    let keep = null;
    let success = null;
    while (this.current !== null) {
      const character = this.current;
      const at = this.column;
      if (character === 'k' || (character === 'd' && ['h', 'l'].includes(this.peek(1)))) {
        if (keep) throw new DiceError('duplicateModifier', { modifier: character, column: at });
        keep = this.keepRule();
        continue;
      }
      const target = this.comparison(false);
      if (!target) break;
      if (success) throw new DiceError('duplicateModifier', { modifier: target.relation, column: at });
      success = target;
    }
    return { type: 'group', members, keep, success };
  }

  dice(count, start) {
    this.position += 1; // the “d”
    if (count > this.limits.dice) throw new DiceError('tooManyDice', { limit: this.limits.dice, column: start });
    this.writtenDice += count;
    if (this.writtenDice > this.limits.dice) throw new DiceError('tooManyDice', { limit: this.limits.dice, column: start });
    const term = { count, fudge: false, sides: 0, explosion: null, reroll: null, keep: null, success: null, failure: null };
    const character = this.current;
    if (character === '%') {
      this.position += 1;
      term.sides = 100;
    } else if (character === 'F' || character === 'f') {
      this.position += 1;
      term.fudge = true;
      term.sides = 3;
    } else if (isDigit(character)) {
      const at = this.column;
      const sides = this.number();
      if (sides <= 0) throw new DiceError('zeroSides', { column: at });
      if (sides > this.limits.sides) throw new DiceError('tooManySides', { limit: this.limits.sides, column: at });
      term.sides = sides;
    } else if (character !== null) {
      throw new DiceError('expected', { expected: 'dice.expected.sidesOrKind', found: character, column: this.column });
    } else {
      throw new DiceError('unexpectedEnd', { expected: 'dice.expected.sides', column: this.column });
    }
    this.modifiers(term);
    return term;
  }

  modifiers(term) {
    const [low, high] = faceRange(term);
    while (this.current !== null) {
      const character = this.current;
      const at = this.column;
      if (character === '!') {
        if (term.explosion) throw new DiceError('duplicateModifier', { modifier: '!', column: at });
        this.position += 1;
        let kind = '!';
        if (this.current === '!') {
          kind = '!!';
          this.position += 1;
        } else if (this.current === 'p') {
          kind = '!p';
          this.position += 1;
        }
        const target = this.comparison(true);
        if ((target && coversAll(target, low, high)) || low === high) throw new DiceError('endless', { modifier: kind, column: at });
        term.explosion = { kind, target };
      } else if (character === 'r') {
        if (term.reroll) throw new DiceError('duplicateModifier', { modifier: 'r', column: at });
        this.position += 1;
        const once = this.current === 'o';
        if (once) this.position += 1;
        const target = this.comparison(true);
        if (!target) throw this.missing('dice.expected.rerollTarget');
        if (!once && coversAll(target, low, high)) throw new DiceError('endless', { modifier: 'r', column: at });
        term.reroll = { once, target };
      } else if (character === 'k' || character === 'd') {
        if (character === 'd' && !['h', 'l'].includes(this.peek(1)) && !isDigit(this.peek(1))) return;
        if (term.keep) throw new DiceError('duplicateModifier', { modifier: character, column: at });
        term.keep = this.keepRule();
      } else if (character === 'f') {
        if (term.failure) throw new DiceError('duplicateModifier', { modifier: 'f', column: at });
        this.position += 1;
        const target = this.comparison(true);
        if (!target) throw this.missing('dice.expected.failureTarget');
        term.failure = target;
      } else if (character === '>' || character === '<' || character === '=') {
        if (term.success) throw new DiceError('duplicateModifier', { modifier: character, column: at });
        term.success = this.comparison(false);
      } else {
        return;
      }
    }
  }

  /** `kh2`, `kl`, `k3`, `dh`, `dl1`, `d1` (drop lowest); the count is 1 when not written. */
  keepRule() {
    const letter = this.current ?? 'k';
    this.position += 1;
    let side = letter === 'k' ? 'h' : 'l';
    if (this.current === 'h' || this.current === 'l') {
      side = this.current;
      this.position += 1;
    }
    const count = isDigit(this.current) ? this.number() : 1;
    return { rule: (letter === 'k' ? 'k' : 'd') + side, count };
  }

  /** `>=8`, `<3`, `=1`; a bare number means `=` when `orEqual` (as in `r1` or `!6`). */
  comparison(orEqual) {
    const first = this.current;
    const second = this.peek(1);
    let relation;
    if ((first === '>' || first === '<') && second === '=') {
      relation = `${first}=`;
      this.position += 2;
    } else if (first === '>' || first === '<' || first === '=') {
      relation = first;
      this.position += 1;
    } else if (orEqual && isDigit(first)) {
      relation = '=';
    } else {
      return null;
    }
    const negative = this.current === '-';
    if (negative) this.position += 1;
    if (!isDigit(this.current)) throw this.missing('dice.expected.number');
    const value = this.number();
    return { relation, value: negative ? -value : value };
  }

  number() {
    const start = this.column;
    let value = 0;
    while (isDigit(this.current)) {
      if (value >= 100000000) throw new DiceError('numberTooLarge', { column: start });
      value = value * 10 + Number(this.current);
      this.position += 1;
    }
    return value;
  }

  /** The error for something expected at the current position: what was found there, or the end. */
  missing(expected) {
    if (this.current === null) return new DiceError('unexpectedEnd', { expected, column: this.column });
    return new DiceError('expected', { expected, found: this.current, column: this.column });
  }

  expect(closing) {
    this.skipSpaces();
    const character = this.current;
    if (character === null) {
      throw new DiceError('unexpectedEnd', { expected: 'dice.expected.closing', expectedParams: { closing }, column: this.column });
    }
    if (character !== closing) {
      throw new DiceError('expected', { expected: 'dice.expected.closing', expectedParams: { closing }, found: character, column: this.column });
    }
    this.position += 1;
  }

  enter(column) {
    this.depth += 1;
    if (this.depth > this.limits.depth) throw new DiceError('tooDeep', { limit: this.limits.depth, column });
  }

  skipSpaces() {
    while (isSpace(this.current)) this.position += 1;
  }
}

/**
 * Reads dice notation into `{ repetitions, expression }`, a tree of nodes: `number`, `dice` (a term:
 * count, sides or fudge, explosion, reroll, keep, success, failure), `group`, `negate`, `binary`,
 * `labelled`. Throws a DiceError.
 */
export function parseDice(text, limits = DICE_LIMITS) {
  return new Parser(String(text), limits).program();
}
