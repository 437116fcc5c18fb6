// OpenStreetMap `opening_hours` read on the device: "open now, closes at 19:00" from the phone's own clock,
// and the week written in the page's language. The part of the syntax places really use is read (rules
// separated by ";", months "Jan-Mar:", dates "Dec 25", weekdays "Mo-Fr", "Sa,Su", "Th-Mo", times "12:00-15:00,
// 19:00-23:00", past midnight "Tu-Sa 18:00-02:00", "off"/"closed", "24/7"); a text with anything else
// ("sunrise-sunset", public holidays given times) is not guessed at: `parseHours` answers null and the raw
// text is shown. Rules for public holidays that only close ("PH off") are left aside: the phone does not
// know the holidays.

const DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MINUTES_A_DAY = 1440;
/** How far ahead "opens Tuesday at 12:00" looks. */
const DAYS_AHEAD = 7;

const TIME = /^([01]?\d|2[0-4]):([0-5]\d)$/;

function minutes(text) {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]) * 60 + Number(match[2]);
  return value <= MINUTES_A_DAY ? value : null;
}

/** "12:00-15:00, 19:00-23:00" as [start, end] minutes after midnight; an end past midnight is over 1440. */
function readTimes(text) {
  const spans = [];
  for (const part of text.split(',')) {
    const ends = part.split('-');
    if (ends.length !== 2) return null;
    const start = minutes(ends[0]);
    let end = minutes(ends[1]);
    if (start === null || end === null || start === MINUTES_A_DAY) return null;
    if (end <= start) end += MINUTES_A_DAY;
    spans.push([start, end]);
  }
  return spans;
}

/**
 * "Mo-Fr", "Sa,Su", "Th-Mo", "We- Mo" (of `names`: weekdays, Monday 0) or "Jan-Mar", "Nov-Feb" (months) as the set
 * of their positions, a range wrapping round the week or the year; null when a part is not one of `names`.
 */
function readRanges(text, names) {
  const found = new Set();
  for (const part of text.split(',')) {
    const ends = part.split('-').map((end) => end.trim());
    const first = names.indexOf(ends[0]);
    const last = ends.length === 2 ? names.indexOf(ends[1]) : first;
    if (ends.length > 2 || first < 0 || last < 0) return null;
    for (let position = first; ; position = (position + 1) % names.length) {
      found.add(position);
      if (position === last) break;
    }
  }
  return found;
}

/** "Jan-Mar", "Sep", "Dec 25": months (0–11) or one date of the year, or null when it is neither. */
function readMonths(text) {
  const date = /^([A-Z][a-z]{2}) (\d{1,2})$/.exec(text);
  if (date && MONTHS.includes(date[1])) return { date: [MONTHS.indexOf(date[1]), Number(date[2])] };
  const months = readRanges(text, MONTHS);
  return months ? { months } : null;
}

/** One rule: "Jan-Mar: Mo-Su 10:00-18:00", "Dec 25 off", "Su 08:00-15:30", "10:00-23:30". */
function readRule(text) {
  let rest = text.trim();
  if (rest === '24/7') return { days: null, spans: [[0, MINUTES_A_DAY]] };
  const rule = { days: null, spans: null };
  const colon = /^([A-Z][a-z]{2}(?:[ ,-]+[A-Z][a-z]{2}| \d{1,2})*):?\s+(.*)$/.exec(rest);
  if (colon && MONTHS.includes(colon[1].slice(0, 3))) {
    const when = readMonths(colon[1].trim());
    if (!when) return null;
    Object.assign(rule, when);
    rest = colon[2];
  }
  const off = /^(.*?)\s*\b(off|closed)$/.exec(rest);
  const timesAt = rest.search(/\d/);
  const daysText = off ? off[1] : (timesAt < 0 ? rest : rest.slice(0, timesAt));
  if (daysText.trim()) {
    if (/^PH\b/.test(daysText.trim())) return off ? { holiday: true } : null;
    rule.days = readRanges(daysText.trim(), DAYS);
    if (!rule.days) return null;
  }
  if (off) {
    rule.spans = [];
  } else {
    if (timesAt < 0) return null;
    rule.spans = readTimes(rest.slice(timesAt));
    if (!rule.spans) return null;
  }
  return rule;
}

/** The rules of an `opening_hours` text, or null when some part of it is not understood. */
export function parseHours(text) {
  if (typeof text !== 'string' || !text.trim()) return null;
  // "Mo-Sa 12:00-15:00, 19:00-23:00" has a comma inside the times: only ";" separates rules.
  const rules = [];
  for (const part of text.split(';')) {
    if (!part.trim()) continue;
    const rule = readRule(part);
    if (!rule) return null;
    if (!rule.holiday) rules.push(rule);
  }
  return rules.length ? rules : null;
}

function weekday(date) {
  return (date.getDay() + 6) % 7;
}

/** The spans of one calendar day: the last rule that speaks of that day decides, as OSM reads them. */
export function spansOn(rules, date) {
  let spans = [];
  for (const rule of rules) {
    if (rule.date && (date.getMonth() !== rule.date[0] || date.getDate() !== rule.date[1])) continue;
    if (rule.months && !rule.months.has(date.getMonth())) continue;
    if (rule.days && !rule.days.has(weekday(date))) continue;
    spans = rule.spans;
  }
  return spans;
}

function midnight(date, plusDays) {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + plusDays);
}

/** Open spans as [start, end] Dates from yesterday (its nights spill into today) to a week ahead, merged. */
function timeline(rules, now) {
  const spans = [];
  for (let offset = -1; offset <= DAYS_AHEAD; offset += 1) {
    const day = midnight(now, offset);
    for (const [start, end] of spansOn(rules, day)) {
      spans.push([new Date(day.getTime() + start * 60_000), new Date(day.getTime() + end * 60_000)]);
    }
  }
  spans.sort((a, b) => a[0] - b[0]);
  const merged = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = new Date(Math.max(last[1], span[1]));
    else merged.push([...span]);
  }
  return merged;
}

/**
 * Whether the place is open at `now`: `{ open: true, closes: Date | null }` (null: not closing within a week)
 * or `{ open: false, opens: Date | null }` (null: not opening within a week).
 */
export function stateAt(rules, now) {
  const spans = timeline(rules, now);
  const current = spans.find(([start, end]) => start <= now && now < end);
  if (current) {
    const horizon = midnight(now, DAYS_AHEAD);
    return { open: true, closes: current[1] >= horizon ? null : current[1] };
  }
  const next = spans.find(([start]) => start > now);
  return { open: false, opens: next ? next[0] : null };
}

function clock(date) {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

function clockOfMinutes(value) {
  const inDay = value % MINUTES_A_DAY;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

/** "Open now · closes at 19:00", "Closed · opens Tuesday at 12:00", in the page's language. */
export function stateText(rules, now, t, lang) {
  const state = stateAt(rules, now);
  if (state.open) return state.closes ? t('map.hours.openUntil', { time: clock(state.closes) }) : t('map.hours.always');
  if (!state.opens) return t('map.hours.closed');
  const sameDay = state.opens.toDateString() === now.toDateString();
  if (sameDay) return t('map.hours.opensAt', { time: clock(state.opens) });
  const day = new Intl.DateTimeFormat(lang, { weekday: 'long' }).format(state.opens);
  return t('map.hours.opensOn', { day, time: clock(state.opens) });
}

/**
 * The week of `now` (Monday to Sunday) in the page's language, days with the same hours together:
 * "Mon–Sat 08:00–20:00 · Sun closed" / "lun.–sam. 08:00–20:00 · dim. fermé".
 */
export function weekText(rules, now, t, lang) {
  const monday = midnight(now, -weekday(now));
  const name = new Intl.DateTimeFormat(lang, { weekday: 'short' });
  const days = Array.from({ length: 7 }, (_, index) => {
    const date = midnight(monday, index);
    const spans = spansOn(rules, date);
    const text = spans.length
      ? spans.map(([start, end]) => (end - start >= MINUTES_A_DAY ? t('map.hours.allDay') : `${clockOfMinutes(start)}–${clockOfMinutes(end)}`)).join(', ')
      : t('map.hours.closedDay');
    return { name: name.format(date), text };
  });
  const groups = [];
  for (const day of days) {
    const last = groups.at(-1);
    if (last && last.text === day.text) last.to = day.name;
    else groups.push({ from: day.name, to: day.name, text: day.text });
  }
  if (groups.length === 1) return t('map.hours.everyDay', { hours: groups[0].text });
  return groups.map((group) => `${group.from === group.to ? group.from : `${group.from}–${group.to}`} ${group.text}`).join(' · ');
}

/**
 * What a result shows of its hours: `{ now, week }` computed on the device, or `{ raw }` (the OSM text as
 * mapped) when it cannot be read.
 */
export function describeHours(text, now, t, lang) {
  const rules = parseHours(text);
  if (!rules) return { raw: text };
  return { now: stateText(rules, now, t, lang), week: weekText(rules, now, t, lang) };
}
