// The instruction sentences of a route computed on the phone, written as the server's InstructionWriter
// writes them, from the server's own catalogue texts (`route.*`, headings `route.heading.*`) carried in the
// pack's routing part. Tests/Fixtures/routes/sentence-cases.json holds the maneuver → sentence vectors that both
// this module (Tests/js/device-routes.test.mjs) and the Swift writer (InstructionWriterCasesTests) must give.

/** `template` with each `{name}` replaced by `values[name]`; names without a value stay as written. */
function filled(template, values) {
  return template.replace(/\{([^{}]*)\}/g, (whole, name) => (name in values ? values[name] : whole));
}

/** 2nd, 3rd, 11th, 21st in English; 2e in French. */
function ordinal(number, lang) {
  if (lang === 'fr') return `${number}${number === 1 ? 'er' : 'e'}`;
  const tens = number % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[number % 10] || 'th');
  return `${number}${suffix}`;
}

const capitalised = (text) => (text ? text[0].toUpperCase() + text.slice(1) : text);

/**
 * A writer over one language's texts (`texts[key]`). A maneuver is `{ kind, direction?, heading?, exit? }`:
 * depart (with a compass heading), turn (slightLeft…sharpRight), nameChange, uTurn, roundabout (exit), arrive.
 */
export function sentenceWriter(texts, lang) {
  const say = (key, values = {}) => filled(texts[key] ?? key, values);
  // "west", "vers l’ouest": the heading with its words. A pack made before `route.heading.*` carries
  // only the bare name, which its own older `route.depart.heading` template expects.
  const towards = (heading) => say(texts[`route.heading.${heading}`] === undefined ? `compass.heading.${heading}` : `route.heading.${heading}`);
  function clause(maneuver, street, ahead) {
    const onto = street ? say('route.onto', { street }) : '';
    switch (maneuver.kind) {
      case 'depart':
        if (maneuver.heading) {
          return say('route.depart.heading', { heading: towards(maneuver.heading), along: street ? say('route.along', { street }) : '' });
        }
        return street ? say('route.depart.street', { street }) : say('route.depart');
      case 'turn': return say('route.turn', { direction: say(`route.turn.${maneuver.direction}`), onto });
      case 'nameChange': return say('route.nameChange', { onto });
      case 'uTurn': return say('route.uTurn', { onto });
      case 'roundabout':
        return say(maneuver.exit === 1 ? 'route.roundabout.first' : 'route.roundabout', { exit: ordinal(maneuver.exit, lang), onto });
      case 'arrive': return say(ahead ? 'route.arriveAhead' : 'route.arrived');
      default: throw new Error(`no sentence for a ${maneuver.kind} maneuver`);
    }
  }
  return {
    /** "Turn left onto Rue Grimaldi." */
    sentence: (maneuver, street) => `${capitalised(clause(maneuver, street, false))}.`,
    /** "turn left onto Rue Grimaldi", "you will arrive at your destination". */
    ahead: (maneuver, street) => clause(maneuver, street, true),
  };
}
