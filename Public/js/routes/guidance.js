// Turn-by-turn guidance over a route from GET /api/v1/route: follows the traveller's fixes along the
// line, says the next instructions with their distances, decides when to speak and when to re-route.
// No DOM here: the map page shows what update() returns and speaks its `speak` text.
import { cumulative, project } from './geo.js';
import { IMMEDIATE_METRES, spokenDistance } from './distance.js';
import { bearing, direction } from '../map/geo.js';

/** Distances before a maneuver at which it is spoken, by mode (the last one is "now"). */
const SPEAK_AT = {
  car: [500, 150, 40],
  bicycle: [200, 60, 20],
  walk: [100, 30, 12],
};
/** Fixes in a row away from the line before a new route is asked. */
const OFF_ROUTE_FIXES = 3;
/** Metres left along the route under which the traveller has arrived (along it: a route may pass near its end). */
const ARRIVED_METRES = 20;
/** Metres of accuracy beyond which a fix cannot place the traveller on a street: it is not followed. */
export const ROUGH_METRES = 100;
/** Metres ahead of the last progress beyond which one fix alone is taken for a jump of the GPS: the next must agree. */
const LEAP_METRES = 150;

export class Guidance {
  /**
   * route: the API answer; t: the i18n lookup (keys routes.in, routes.then, routes.thenNow);
   * lang: 'fr' | 'en'.
   */
  constructor(route, { t, lang }) {
    this.route = route;
    this.t = t;
    this.lang = lang;
    this.line = route.geometry.coordinates;
    this.along = cumulative(this.line);
    this.total = this.along[this.along.length - 1];
    // Where each maneuver stands along the line: its own point projected, searched forward.
    let from = 0;
    this.stepAlong = route.steps.map((step) => {
      const hit = project(this.line, this.along, step.location, from);
      from = hit.segment;
      return hit.along;
    });
    this.thresholds = SPEAK_AT[route.mode] || SPEAK_AT.car;
    this.spoken = new Map();
    this.offRouteCount = 0;
    this.segment = 0;
    /** Metres along the route of the last fix followed, and whether the fix before leapt ahead of it. */
    this.progress = 0;
    this.leapt = false;
    this.arrived = false;
    this.last = null;
  }

  /** The instruction as said before reaching it: the API's ahead clause, or its sentence. */
  clause(step) {
    const text = (step.ahead || step.sentence || '').replace(/\.$/, '');
    return text.charAt(0).toLocaleLowerCase(this.lang) + text.slice(1);
  }

  /** "In 120 m, turn left onto X, then in 300 m, turn right." for the steps from index `next`. */
  chained(next, distance, count = 2) {
    const parts = [];
    for (let i = next; i < Math.min(this.route.steps.length, next + count); i += 1) {
      const gap = i === next ? distance : this.stepAlong[i] - this.stepAlong[i - 1];
      const clause = this.clause(this.route.steps[i]);
      if (i === next) {
        parts.push(gap < IMMEDIATE_METRES ? clause : this.t('routes.in', { distance: spokenDistance(gap, this.lang), instruction: clause }));
      } else if (gap < IMMEDIATE_METRES) {
        parts.push(this.t('routes.thenNow', { instruction: clause }));
      } else {
        parts.push(this.t('routes.then', { distance: spokenDistance(gap, this.lang), instruction: clause }));
      }
    }
    const text = parts.join(', ');
    return text ? `${text.charAt(0).toLocaleUpperCase(this.lang)}${text.slice(1)}.` : '';
  }

  /** Seconds left when `remaining` metres of the route are left, at the route's own pace. */
  secondsFor(remaining) {
    return this.total > 0 ? (this.route.duration * remaining) / this.total : 0;
  }

  /** The state before the first fix: the whole route ahead, its first instructions spoken. */
  start() {
    const next = Math.min(1, this.route.steps.length - 1);
    const text = this.chained(next, this.stepAlong[next]);
    this.last = {
      state: 'guiding', next, distanceToNext: this.stepAlong[next], remaining: this.total, seconds: this.route.duration, text, speak: text, reroute: false,
    };
    return this.last;
  }

  /** The start, said aloud: its text is not said again at the next fix (the thresholds it covers count as said). */
  begin() {
    const first = this.start();
    this.speech(first.next, first.distanceToNext, first.text);
    return first;
  }

  /** The point of the line `hit` (a projection) stands on, [lon, lat]. */
  pointOf(hit) {
    const [a, b] = [this.line[hit.segment], this.line[hit.segment + 1] || this.line[hit.segment]];
    const length = this.along[hit.segment + 1] - this.along[hit.segment];
    const t = length > 0 ? (hit.along - this.along[hit.segment]) / length : 0;
    return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  }

  /**
   * The way back to the route from `point` ([lon, lat]) when no new route can be had: the nearest point of
   * the line, its distance and compass direction, and the sentence that says it.
   */
  wayBack(point, hit = project(this.line, this.along, point)) {
    const [lon, lat] = this.pointOf(hit);
    const compass = direction(bearing({ latitude: point[1], longitude: point[0] }, { latitude: lat, longitude: lon }));
    const text = this.t('routes.headBack', { distance: spokenDistance(hit.offset, this.lang), direction: this.t(`map.dir.${compass}`) });
    return { metres: hit.offset, compass, point: [lon, lat], text };
  }

  /**
   * A new fix { lat, lon, accuracy }: where the traveller stands, the next maneuver and its distance,
   * the text to show, the text to speak now (or null), and whether to ask a new route. A fix too rough to place
   * the traveller (accuracy over ROUGH_METRES) changes nothing: the last state, marked `rough`, is given again.
   */
  update(fix) {
    if (this.arrived) return { state: 'arrived', text: this.route.steps.at(-1)?.sentence || '', speak: null, reroute: false };
    if (fix.accuracy > ROUGH_METRES) return { ...(this.last || this.start()), rough: true, speak: null, reroute: false };
    this.last = this.follow(fix);
    return this.last;
  }

  follow(fix) {
    const point = [fix.lon, fix.lat];
    // Search near the last match first, so a route that passes twice by a street is followed in order.
    let hit = project(this.line, this.along, point, this.segment, this.segment + 40);
    const tolerance = Math.max(35, (fix.accuracy || 0) * 1.5);
    if (hit.offset > tolerance) hit = project(this.line, this.along, point);
    if (hit.offset > tolerance) {
      this.offRouteCount += 1;
      const reroute = this.offRouteCount === OFF_ROUTE_FIXES;
      const back = this.wayBack(point, hit);
      // What is left: the way back, then the route from where it is met again.
      const remaining = hit.offset + this.total - hit.along;
      return {
        state: 'offRoute', offset: hit.offset, back, remaining, seconds: this.secondsFor(remaining), text: back.text, speak: reroute ? this.t('routes.rerouting') : null, reroute,
      };
    }
    this.offRouteCount = 0;
    // Far ahead of the last fix, a fix is believed when the next one is too: one jump of the GPS is not progress.
    const leap = hit.along - this.progress > LEAP_METRES;
    if (leap && !this.leapt) {
      this.leapt = true;
      return { ...(this.last || this.start()), speak: null, reroute: false };
    }
    this.leapt = false;
    this.segment = hit.segment;
    this.progress = hit.along;
    const remaining = this.total - hit.along;
    if (remaining < ARRIVED_METRES) {
      this.arrived = true;
      const sentence = this.route.steps.at(-1)?.sentence || '';
      return { state: 'arrived', remaining: 0, seconds: 0, text: sentence, speak: sentence, reroute: false };
    }
    let next = this.stepAlong.findIndex((position, index) => index > 0 && position > hit.along + 1);
    if (next < 0) next = this.route.steps.length - 1;
    const distanceToNext = Math.max(0, this.stepAlong[next] - hit.along);
    const text = this.chained(next, distanceToNext);
    return {
      state: 'guiding', next, distanceToNext, remaining, seconds: this.secondsFor(remaining), text, speak: this.speech(next, distanceToNext, text), reroute: false,
    };
  }

  /** Speaks each maneuver once per threshold crossed, the closest threshold first reached. */
  speech(next, distance, text) {
    const crossed = this.thresholds.filter((threshold) => distance <= threshold);
    if (!crossed.length) return null;
    const threshold = Math.min(...crossed);
    const said = this.spoken.get(next);
    if (said !== undefined && said <= threshold) return null;
    this.spoken.set(next, threshold);
    return text;
  }
}
