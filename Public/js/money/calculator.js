// The calculator's JavaScript twin of BaluchonCore's Calculator: same syntax, same precedence, same
// percent rule, same errors and the same displayed result, so the web app computes offline and
// instantly. Tests run both over shared vectors and thousands of random calculations.
import { Dec } from './decimal.js';

export const MAXIMUM_LENGTH = 1000;
export const MAXIMUM_DIGITS = 30;
export const MAXIMUM_NESTING = 50;
export const DISPLAYED_DIGITS = 15;
const LIMIT = new Dec(1n, 100);
const HUNDRED = new Dec(100n, 0);

/** An error with the same code, reason and position as the Swift CalculatorError. */
export class CalculatorError extends Error {
  constructor(reason, details = {}) {
    super(reason);
    this.reason = reason;
    this.position = details.position ?? null;
    this.character = details.character ?? null;
    this.limit = details.limit ?? null;
    this.code = {
      divisionByZero: 'division_by_zero', overflow: 'result_too_large', empty: 'empty_expression', tooLong: 'expression_too_long',
    }[reason] ?? 'malformed_expression';
  }
}

const OPERATORS = {
  '+': 'plus', '-': 'minus', '−': 'minus', '–': 'minus', '*': 'times', '×': 'times', x: 'times', X: 'times', '·': 'times',
  '/': 'divide', '÷': 'divide', ':': 'divide', '%': 'percent', '(': 'open', ')': 'close',
};

function tokenize(characters, separators) {
  const tokens = [];
  let index = 0;
  while (index < characters.length) {
    const character = characters[index];
    const position = index + 1;
    if (/\s/u.test(character)) { index += 1; continue; }
    if (/[0-9]/.test(character) || separators.includes(character)) {
      let digits = '';
      let seenSeparator = false;
      let count = 0;
      while (index < characters.length) {
        const next = characters[index];
        if (/[0-9]/.test(next)) {
          digits += next;
          count += 1;
        } else if (separators.includes(next)) {
          if (seenSeparator) throw new CalculatorError('misplacedSeparator', { position: index + 1 });
          seenSeparator = true;
          digits += '.';
        } else if (next === '.' || next === ',') {
          throw new CalculatorError('wrongSeparator', { position: index + 1, character: next });
        } else {
          break;
        }
        index += 1;
      }
      if (count === 0) throw new CalculatorError('misplacedSeparator', { position });
      if (count > MAXIMUM_DIGITS) throw new CalculatorError('numberTooLong', { position });
      tokens.push({ kind: 'number', value: Dec.parse(digits.endsWith('.') ? digits.slice(0, -1) : digits), position });
      continue;
    }
    const kind = OPERATORS[character];
    if (!kind) {
      if (character === '.' || character === ',') throw new CalculatorError('wrongSeparator', { position, character });
      throw new CalculatorError('unexpectedCharacter', { position, character });
    }
    tokens.push({ kind, position });
    index += 1;
  }
  return tokens;
}

function parse(tokens, endPosition) {
  let index = 0;
  let depth = 0;
  const peek = () => tokens[index];
  const startsOperand = (token) => token && (token.kind === 'number' || token.kind === 'open');

  function expression() {
    let node = term();
    while (peek() && (peek().kind === 'plus' || peek().kind === 'minus')) {
      const operation = peek().kind === 'plus' ? 'add' : 'subtract';
      index += 1;
      node = { type: 'binary', operation, left: node, right: term() };
    }
    return node;
  }

  function term() {
    let node = unary();
    while (peek() && (peek().kind === 'times' || peek().kind === 'divide')) {
      const operation = peek().kind === 'times' ? 'multiply' : 'divide';
      index += 1;
      node = { type: 'binary', operation, left: node, right: unary() };
    }
    return node;
  }

  function unary() {
    const token = peek();
    if (!token) throw new CalculatorError('missingOperand', { position: endPosition });
    if (token.kind === 'minus') { index += 1; return { type: 'negate', operand: unary() }; }
    if (token.kind === 'plus') { index += 1; return unary(); }
    return postfix();
  }

  function postfix() {
    let node = primary();
    while (peek() && peek().kind === 'percent') {
      index += 1;
      node = { type: 'percent', operand: node };
    }
    if (startsOperand(peek())) throw new CalculatorError('missingOperator', { position: peek().position });
    return node;
  }

  function primary() {
    const token = peek();
    if (!token) throw new CalculatorError('missingOperand', { position: endPosition });
    if (token.kind === 'number') { index += 1; return { type: 'number', value: token.value }; }
    if (token.kind === 'open') {
      index += 1;
      depth += 1;
      if (depth > MAXIMUM_NESTING) throw new CalculatorError('tooDeeplyNested', { limit: MAXIMUM_NESTING });
      const inner = expression();
      depth -= 1;
      const closing = peek();
      if (!closing || closing.kind !== 'close') {
        if (closing) throw new CalculatorError('missingOperator', { position: closing.position });
        throw new CalculatorError('unclosedParenthesis', { position: token.position });
      }
      index += 1;
      return inner;
    }
    if (token.kind === 'close') {
      const opened = tokens.slice(0, index).some((t) => t.kind === 'open');
      throw new CalculatorError(opened ? 'missingOperand' : 'unopenedParenthesis', { position: token.position });
    }
    throw new CalculatorError('missingOperand', { position: token.position });
  }

  const node = expression();
  const extra = peek();
  if (extra) throw new CalculatorError(extra.kind === 'close' ? 'unopenedParenthesis' : 'missingOperator', { position: extra.position });
  return node;
}

function checked(value) {
  if (value.compareMagnitude(LIMIT) >= 0) throw new CalculatorError('overflow');
  return value;
}

function evaluateNode(node) {
  switch (node.type) {
    case 'number': return node.value;
    case 'negate': return evaluateNode(node.operand).neg();
    case 'percent': return checked(evaluateNode(node.operand).div(HUNDRED));
    default: {
      const lhs = evaluateNode(node.left);
      if ((node.operation === 'add' || node.operation === 'subtract') && node.right.type === 'percent') {
        const part = checked(checked(lhs.mul(evaluateNode(node.right.operand))).div(HUNDRED));
        return checked(node.operation === 'add' ? lhs.add(part) : lhs.sub(part));
      }
      const rhs = evaluateNode(node.right);
      switch (node.operation) {
        case 'add': return checked(lhs.add(rhs));
        case 'subtract': return checked(lhs.sub(rhs));
        case 'multiply': return checked(lhs.mul(rhs));
        default:
          if (rhs.isZero()) throw new CalculatorError('divisionByZero');
          return checked(lhs.div(rhs));
      }
    }
  }
}

/** Evaluates `expression` as written in `language` ("fr" takes "," or "."; "en" takes "."); returns a Dec. */
export function evaluate(expression, language = 'en') {
  const characters = Array.from(expression);
  if (characters.length > MAXIMUM_LENGTH) throw new CalculatorError('tooLong', { limit: MAXIMUM_LENGTH });
  if (!characters.some((c) => !/\s/u.test(c))) throw new CalculatorError('empty');
  const separators = language === 'fr' ? [',', '.'] : ['.'];
  return evaluateNode(parse(tokenize(characters, separators), characters.length + 1));
}

/** The value as shown, rounded like CalculationResult.displayed. */
export function displayed(value) {
  if (value.isZero()) return Dec.zero;
  return value.rounded(Math.max(0, DISPLAYED_DIGITS - 1 - value.magnitudeExponent()));
}

/** The exact text CalculationResult.canonical gives. */
export function canonical(value) {
  return displayed(value).toPlain();
}
