// Rolls on the device when the server cannot be reached: every notation the server accepts (the port of
// its parser and roller in dice-parser.js and dice-roller.js), answered in api.js's shape, refusals
// included, with the server's messages in the traveller's language (Public/i18n/games.*.json).
import { DiceError } from './dice-error.js';
import { rollDice } from './dice-roller.js';

/** A DiceError as api.js gives an API error: { code, message, hint, column }. */
export function diceFailure(t, error) {
  const params = { ...error.params };
  if (error.expected) params.expected = t(`games.${error.expected}`, error.expectedParams);
  return {
    code: error.code,
    message: t(`games.${error.key}`, params),
    hint: error.hintKey ? t(`games.${error.hintKey}`) : null,
    column: error.column,
  };
}

/** `{ ok: true, data }` with POST /api/v1/dice/roll's answer, or `{ ok: false, error }`, made on the device. */
export function rollOnDevice(t, text) {
  try {
    return { ok: true, data: rollDice(text) };
  } catch (error) {
    if (!(error instanceof DiceError)) throw error;
    return { ok: false, status: 0, error: diceFailure(t, error) };
  }
}
