// Why the device refuses a roll: the server's DiceError kinds with their API codes and the catalogue keys
// of their messages (Public/i18n/games.*.json), so the phone's refusals read as the server's.

/** Error codes as the API names them, for each kind of DiceError. */
const CODES = {
  empty: 'empty_roll',
  tooLong: 'roll_too_long',
  unexpected: 'invalid_roll',
  unexpectedEnd: 'invalid_roll',
  expected: 'invalid_roll',
  duplicateModifier: 'invalid_roll',
  zeroSides: 'invalid_roll',
  numberTooLarge: 'number_too_large',
  tooManySides: 'number_too_large',
  resultTooLarge: 'number_too_large',
  tooManyDice: 'too_many_dice',
  tooManyRolls: 'too_many_dice',
  tooDeep: 'roll_too_deep',
  tooManyRepetitions: 'too_many_repetitions',
  endless: 'endless_roll',
  divisionByZero: 'division_by_zero',
};

/** Message keys, the server catalogue's (`games.` + key in Public/i18n/games.*.json). */
const MESSAGES = {
  empty: 'error.empty_roll.message',
  tooLong: 'error.roll_too_long.message',
  unexpected: 'error.invalid_roll.message',
  unexpectedEnd: 'error.invalid_roll.message.unexpectedEnd',
  expected: 'error.invalid_roll.message.expected',
  numberTooLarge: 'error.number_too_large.message',
  tooManyDice: 'error.too_many_dice.message',
  tooManySides: 'error.number_too_large.message.tooManySides',
  tooDeep: 'error.roll_too_deep.message',
  tooManyRepetitions: 'error.too_many_repetitions.message',
  duplicateModifier: 'error.invalid_roll.message.duplicateModifier',
  endless: 'error.endless_roll.message',
  zeroSides: 'error.invalid_roll.message.zeroSides',
  divisionByZero: 'error.division_by_zero.message.divisionByZero',
  tooManyRolls: 'error.too_many_dice.message.tooManyRolls',
  resultTooLarge: 'error.number_too_large.message.resultTooLarge',
};

const HINTED = new Set(['unexpected', 'unexpectedEnd', 'expected', 'empty']);

/**
 * Why a roll cannot be made. `params` fill the message; `expected` (when set) is a message key of its
 * own, with `expectedParams`, rendered first and put in the message as `{expected}`.
 */
export class DiceError extends Error {
  constructor(kind, { column = null, expected = null, expectedParams = {}, ...params } = {}) {
    super(kind);
    this.name = 'DiceError';
    this.kind = kind;
    this.code = CODES[kind];
    this.key = MESSAGES[kind];
    this.hintKey = HINTED.has(kind) ? 'error.invalid_roll.hint' : null;
    this.column = column;
    this.expected = expected;
    this.expectedParams = expectedParams;
    this.params = column === null ? params : { column, ...params };
  }
}
