// "Follow this track": where the traveller stands along a saved track, what is left, and — with the route
// guidance's own projection and way back — a spoken warning when they leave it by more than a threshold.
// No DOM here: the map page shows what update() returns and speaks its `speak` text.
import { cumulative, project, windowEnd } from '../routes/geo.js';
import { spokenDistance } from '../routes/distance.js';
import { ROUGH_METRES } from '../routes/guidance.js';
import { bearing, direction } from './geo.js';
import { segments } from './track-geometry.js';

/** Metres from the track beyond which the traveller has left it (more when the fix is rough). */
export const OFF_TRACK_METRES = 40;
/** Fixes in a row away from the track before it is said: one wild fix says nothing. */
const OFF_TRACK_FIXES = 2;
/**
 * Metres left along the track under which it is done, once the traveller has been seen further from its end:
 * a loop (its end at its start) is not done as it begins.
 */
const ARRIVED_METRES = 25;
/** Metres of track ahead of the last match where a fix is looked for first, before the whole track. */
const AHEAD_METRES = 300;

export class TrackGuidance {
  /** track: a saved track; t: the i18n lookup; lang: 'fr' | 'en'. */
  constructor(track, { t, lang }) {
    this.t = t;
    this.lang = lang;
    // One line of [lon, lat] through every segment: the gaps are walked too when following.
    this.line = segments(track).flat().map((point) => [point[1], point[0]]);
    this.along = cumulative(this.line);
    this.total = this.along.at(-1);
    this.segment = 0;
    this.offFixes = 0;
    this.warned = false;
    this.arrived = false;
    /** Whether a fix has been matched further than ARRIVED_METRES from the end. */
    this.underway = false;
  }

  /**
   * A fix { lat, lon, accuracy }: { state: 'waiting' | 'following' | 'offTrack' | 'arrived', done (0–1), remaining
   * metres, offset, back (the way back when off), text, speak (or null) }. A fix too rough to place the traveller
   * (accuracy over ROUGH_METRES, as for route guidance) changes nothing: the last state, marked `rough`, is given
   * again, so an 800 m fix neither ends the track nor warns that it was left.
   */
  update(fix) {
    if (fix.accuracy > ROUGH_METRES) {
      const last = this.last || { state: 'waiting', done: 0, remaining: this.total, text: this.t('track.follow.waiting') };
      return { ...last, rough: true, speak: null };
    }
    this.last = this.place(fix);
    return this.last;
  }

  place(fix) {
    const point = [fix.lon, fix.lat];
    let hit = project(this.line, this.along, point, this.segment, windowEnd(this.along, this.segment, AHEAD_METRES));
    const tolerance = Math.max(OFF_TRACK_METRES, (fix.accuracy || 0) * 1.5);
    if (hit.offset > tolerance) hit = project(this.line, this.along, point);
    if (hit.offset > tolerance) {
      this.offFixes += 1;
      const back = this.wayBack(point, hit);
      const speak = this.offFixes >= OFF_TRACK_FIXES && !this.warned ? this.t('track.follow.leftSpoken', { back: back.text }) : null;
      if (speak) this.warned = true;
      const remaining = hit.offset + this.total - hit.along;
      return { state: 'offTrack', done: this.done(hit.along), remaining, offset: hit.offset, back, text: back.text, speak };
    }
    const rejoined = this.warned;
    this.offFixes = 0;
    this.warned = false;
    this.segment = hit.segment;
    const remaining = this.total - hit.along;
    if (!this.arrived && remaining < ARRIVED_METRES && this.underway) {
      this.arrived = true;
      const text = this.t('track.follow.arrived');
      return { state: 'arrived', done: 1, remaining: 0, offset: hit.offset, text, speak: text };
    }
    if (remaining >= ARRIVED_METRES) this.underway = true;
    const text = this.t('track.follow.left', { distance: spokenDistance(remaining, this.lang) });
    return {
      state: this.arrived ? 'arrived' : 'following', done: this.done(hit.along), remaining, offset: hit.offset, text,
      speak: rejoined ? this.t('track.follow.backOn') : null,
    };
  }

  done(along) {
    return this.total > 0 ? Math.min(1, along / this.total) : 1;
  }

  /** The nearest point of the track from `point` ([lon, lat]): its distance, direction and the sentence saying it. */
  wayBack(point, hit) {
    const [a, b] = [this.line[hit.segment], this.line[hit.segment + 1] || this.line[hit.segment]];
    const length = this.along[hit.segment + 1] - this.along[hit.segment];
    const t = length > 0 ? (hit.along - this.along[hit.segment]) / length : 0;
    const [lon, lat] = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
    const compass = direction(bearing({ latitude: point[1], longitude: point[0] }, { latitude: lat, longitude: lon }));
    const text = this.t('track.follow.headBack', { distance: spokenDistance(hit.offset, this.lang), direction: this.t(`map.dir.${compass}`) });
    return { metres: hit.offset, compass, point: [lon, lat], text };
  }
}
