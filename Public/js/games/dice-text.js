// A parsed dice program written back out: the canonical spelling the server gives
// (DiceExpression+Description) and the number of dice it writes.

const PRECEDENCE = { '+': 1, '-': 1, '*': 2, '/': 2 };

/** How many dice a program writes, repetitions included. */
export function writtenDice(program) {
  const count = (node) => {
    switch (node.type) {
      case 'dice': return node.term.count;
      case 'group': return node.members.reduce((sum, member) => sum + count(member), 0);
      case 'negate': return count(node.inner);
      case 'binary': return count(node.left) + count(node.right);
      case 'labelled': return count(node.inner);
      default: return 0;
    }
  };
  return count(program.expression) * program.repetitions;
}

const shortComparison = (comparison) => (comparison.relation === '=' ? String(comparison.value) : comparison.relation + comparison.value);
const comparisonText = (comparison) => (comparison ? comparison.relation + comparison.value : '');
const keepText = (keep) => (keep ? keep.rule + keep.count : '');

/** `d6`, `d100` or `dF`: the kind of die, without count or modifiers. */
export function dieName(term) {
  return term.fudge ? 'dF' : `d${term.sides}`;
}

/** A term's canonical spelling, as DiceTerm.description. */
export function termText(term) {
  let text = `${term.count}d${term.fudge ? 'F' : term.sides}`;
  if (term.explosion) text += term.explosion.kind + (term.explosion.target ? shortComparison(term.explosion.target) : '');
  if (term.reroll) text += (term.reroll.once ? 'ro' : 'r') + shortComparison(term.reroll.target);
  text += keepText(term.keep) + comparisonText(term.success);
  if (term.failure) text += `f${shortComparison(term.failure)}`;
  return text;
}

function precedence(node) {
  if (node.type === 'binary') return PRECEDENCE[node.op];
  if (node.type === 'labelled') return precedence(node.inner);
  return 3;
}

function wrapped(node, level) {
  return precedence(node) < level ? `(${nodeText(node)})` : nodeText(node);
}

/** A node's canonical spelling, which parses back to the same node. */
export function nodeText(node) {
  switch (node.type) {
    case 'number': return String(node.value);
    case 'dice': return termText(node.term);
    case 'group': return `{${node.members.map(nodeText).join(', ')}}${keepText(node.keep)}${comparisonText(node.success)}`;
    case 'negate': return `-${wrapped(node.inner, 3)}`;
    case 'binary': {
      const level = PRECEDENCE[node.op];
      return `${wrapped(node.left, level)} ${node.op} ${wrapped(node.right, level + 1)}`;
    }
    default: return `${nodeText(node.inner)} [${node.label}]`;
  }
}

/** The program's canonical spelling, repetition included (`6x 4d6dl1`). */
export function programText(program) {
  return program.repetitions > 1 ? `${program.repetitions}x ${nodeText(program.expression)}` : nodeText(program.expression);
}
