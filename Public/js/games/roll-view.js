// One roll drawn as the page shows it: the expression, every die with its marks, and the total.
import { el } from '../shared/dom.js';

function dieFace(die) {
  if (die.die === 'dF') return die.value > 0 ? '+' : die.value < 0 ? '−' : '0';
  return String(die.value);
}

function dieChip(ctx, die) {
  const classes = ['die'];
  const marks = [];
  if (!die.kept) { classes.push('is-dropped'); marks.push(ctx.t(die.rerolled ? 'games.mark.rerolled' : 'games.mark.dropped')); }
  if (die.exploded) { classes.push('is-exploded'); marks.push(ctx.t('games.mark.exploded')); }
  if (die.success) { classes.push('is-success'); marks.push(ctx.t('games.mark.success')); }
  if (die.failure) { classes.push('is-failure'); marks.push(ctx.t('games.mark.failure')); }
  const label = `${die.die === 'group' ? '' : `${die.die} `}${dieFace(die)}${marks.length ? ` (${marks.join(', ')})` : ''}`;
  return el('li', { class: classes.join(' '), title: label, 'aria-label': label }, dieFace(die) + (die.exploded ? '!' : ''));
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A player's name after a dot of their colour (an SVG fill: the CSP allows no style attribute). */
export function whoChip(name, colour) {
  const dot = document.createElementNS(SVG_NS, 'svg');
  dot.setAttribute('class', 'who-dot');
  dot.setAttribute('viewBox', '0 0 10 10');
  dot.setAttribute('aria-hidden', 'true');
  const circle = document.createElementNS(SVG_NS, 'circle');
  circle.setAttribute('cx', '5');
  circle.setAttribute('cy', '5');
  circle.setAttribute('r', '5');
  circle.setAttribute('fill', /^#[0-9a-f]{6}$/i.test(colour || '') ? colour : 'currentColor');
  dot.append(circle);
  return el('span', { class: 'roll-who' }, dot, name);
}

/**
 * A roll as a list item: `who` (a player's name) and `colour` are given in rooms, and `repetition`
 * (`2/6`) for one of the rolls of a repeated expression.
 */
export function rollItem(ctx, roll, { who = null, colour = null, local = false, sequence = null, repetition = null } = {}) {
  // Large pools come summarised (counts instead of every die); parts past the listing are only counted.
  const head = el('div', { class: 'roll-head' });
  if (sequence !== null) head.append(el('span', { class: 'roll-seq muted', text: `#${sequence}` }));
  if (repetition !== null) head.append(el('span', { class: 'roll-rep muted', text: repetition }));
  if (who) head.append(whoChip(who, colour));
  head.append(el('code', { class: 'roll-expr', text: roll.expression }));
  if (roll.labels?.length) head.append(el('span', { class: 'roll-label', text: roll.labels.join(', ') }));
  const parts = el('div', { class: 'roll-parts' });
  for (const part of roll.parts) {
    const dice = part.summary
      ? el('span', { class: 'part-summary', text: ctx.t('games.summary', {
        dice: part.summary.dice, kept: part.summary.kept, lowest: part.summary.lowest ?? '–', highest: part.summary.highest ?? '–',
      }) })
      : el('ul', { class: 'dice', 'aria-label': ctx.t('games.dice') }, part.dice.map((die) => dieChip(ctx, die)));
    parts.append(el('div', { class: 'roll-part' }, el('span', { class: 'part-notation muted', text: part.notation }), dice));
  }
  if (roll.partsLeftOut) parts.append(el('p', { class: 'muted', text: ctx.t('games.partsLeftOut', { count: roll.partsLeftOut }) }));
  const totalText = roll.parts.length === 1 && roll.parts[0].successes !== null && roll.parts[0].successes !== undefined
    ? ctx.t('games.successes', { count: roll.total })
    : String(roll.total);
  const foot = el('div', { class: 'roll-foot' }, el('strong', { class: 'roll-total', text: totalText }));
  if (roll.criticalGlitch) foot.append(el('span', { class: 'badge glitch', text: ctx.t('games.criticalGlitch') }));
  else if (roll.glitch) foot.append(el('span', { class: 'badge glitch', text: ctx.t('games.glitch') }));
  if (local) foot.append(el('span', { class: 'badge badge-off', text: ctx.t('games.local') }));
  return el('li', { class: 'roll' }, head, parts, foot);
}
