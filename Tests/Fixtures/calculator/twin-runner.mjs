// Reads [{expression, language}] as JSON on stdin and prints the JavaScript twin's outcome for each:
// the canonical result, or "error:<reason>@<position>" — the same form the Swift test builds.
import { evaluate, canonical } from '../../../Public/js/money/calculator.js';

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => { input += chunk; });
process.stdin.on('end', () => {
  const outcomes = JSON.parse(input).map(({ expression, language }) => {
    try {
      return canonical(evaluate(expression, language));
    } catch (error) {
      if (!error.reason) return `crash:${error}`;
      return `error:${error.reason}@${error.position ?? ''}`;
    }
  });
  process.stdout.write(JSON.stringify(outcomes));
});
