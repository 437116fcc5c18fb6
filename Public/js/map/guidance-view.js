// The guidance screen's two strips around the map: a banner on top with the next maneuver (arrow, distance,
// street) and the one after it, and a bar at the bottom with the distance and time left, the arrival time,
// and the buttons guidance needs (mute, stop).
import { el } from '../shared/dom.js';
import { spokenDistance } from '../routes/distance.js';
import { arrow as compassArrow } from './geo.js';

const TURN_ARROWS = {
  'slight left': '↖', left: '←', 'sharp left': '↙', 'slight right': '↗', right: '→', 'sharp right': '↘', straight: '↑', uturn: '↶',
};
const MANEUVER_ARROWS = { arrive: '⚑', roundabout: '↻' };
/** While guiding, the map shows the traveller in its middle and the next maneuver, this close at most and at least. */
const GUIDANCE_ZOOM = { max: 18, min: 13 };
/** Pixels kept between the next maneuver and the map's edge while guiding: clear of the buttons in its corners. */
const FRAME_MARGIN_PX = 64;

/** The arrow drawn for a route step (OSRM's vocabulary: maneuver and modifier). */
export function maneuverArrow(step) {
  return MANEUVER_ARROWS[step?.maneuver] || TURN_ARROWS[step?.modifier] || '↑';
}

/** What a step leads onto, in few words: its street, or what it says ahead of it when the street has no name. */
function onto(step) {
  if (step?.street) return step.street;
  const text = (step?.ahead || step?.sentence || '').replace(/\.$/, '');
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/**
 * The traveller (a fix) in the middle of the map, and `target` ([lon, lat], or null) in view, as close as both
 * allow. Heading up, the map turns so that the way the traveller goes is up.
 */
export function frameGuidance(L, map, fix, target) {
  const here = L.latLng(fix.lat, fix.lon);
  const box = map.getContainer().parentElement.getBoundingClientRect();
  const radius = Math.max(FRAME_MARGIN_PX, Math.min(box.width, box.height) / 2 - FRAME_MARGIN_PX);
  let zoom = Math.min(GUIDANCE_ZOOM.max, map.getMaxZoom());
  if (target) {
    const there = L.latLng(target[1], target[0]);
    while (zoom > Math.max(GUIDANCE_ZOOM.min, map.getMinZoom()) && map.project(here, zoom).distanceTo(map.project(there, zoom)) > radius) zoom -= 1;
  }
  map.setView(here, zoom, { animate: false });
}

/** The route panel's "Mute" / "Unmute" for the voice. */
export function muteSwitch(ctx, voice) {
  const button = el('button', {
    type: 'button', class: 'btn btn-secondary', 'aria-pressed': String(voice.muted), text: ctx.t(voice.muted ? 'routes.unmute' : 'routes.mute'),
    onclick: () => {
      voice.muted = !voice.muted;
      button.setAttribute('aria-pressed', String(voice.muted));
      button.textContent = ctx.t(voice.muted ? 'routes.unmute' : 'routes.mute');
    },
  });
  return button;
}

export function guidanceView(ctx, { onStop, voice }) {
  const arrow = el('span', { id: 'guidance-arrow', class: 'guidance-arrow', 'aria-hidden': 'true' });
  const distance = el('strong', { id: 'guidance-distance', class: 'guidance-distance' });
  const street = el('span', { id: 'guidance-street', class: 'guidance-street' });
  const after = el('p', { id: 'guidance-after', class: 'guidance-after' });
  const rough = el('p', { id: 'guidance-rough', class: 'guidance-rough', hidden: true, text: ctx.t('routes.rough') });
  const banner = el('div', { id: 'guidance-banner', class: 'guidance-banner', hidden: true },
    el('p', { class: 'guidance-next' }, arrow, distance, street), after, rough);
  const figures = el('p', { id: 'guidance-figures', class: 'guidance-figures' });
  const mute = el('button', {
    type: 'button', id: 'guidance-mute', class: 'btn btn-secondary', 'aria-pressed': String(voice.muted), text: ctx.t('routes.muteShort'),
    onclick: () => {
      voice.muted = !voice.muted;
      mute.setAttribute('aria-pressed', String(voice.muted));
    },
  });
  const stop = el('button', { type: 'button', id: 'guidance-stop', class: 'btn btn-primary', text: ctx.t('routes.stopShort'), onclick: () => onStop() });
  const bar = el('div', { id: 'guidance-bar', class: 'guidance-bar', hidden: true }, figures, mute, stop);
  // A 24-hour clock in both languages, as the weather's local times.
  const clock = new Intl.DateTimeFormat(ctx.lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

  return {
    banner,
    bar,
    set shown(on) {
      banner.hidden = !on;
      bar.hidden = !on;
      mute.setAttribute('aria-pressed', String(voice.muted));
    },
    /** Shows a state of the Guidance (routes/guidance.js) for `route`. */
    update(route, state) {
      rough.hidden = !state.rough;
      if (state.state === 'offRoute') {
        // The way back: which way (north up, like the map), how far, the compass word.
        const direction = ctx.t(`map.dir.${state.back.compass}`);
        arrow.textContent = compassArrow(state.back.compass);
        distance.textContent = spokenDistance(state.back.metres, ctx.lang);
        street.textContent = direction.charAt(0).toLocaleUpperCase(ctx.lang) + direction.slice(1);
        after.textContent = ctx.t('routes.headBackShort');
      } else if (state.state === 'arrived') {
        arrow.textContent = maneuverArrow(route.steps.at(-1));
        distance.textContent = '';
        street.textContent = state.text;
        after.textContent = '';
      } else {
        banner.dataset.next = String(state.next);
        const next = route.steps[state.next];
        const then = route.steps[state.next + 1];
        arrow.textContent = maneuverArrow(next);
        distance.textContent = spokenDistance(state.distanceToNext, ctx.lang);
        street.textContent = onto(next);
        after.textContent = then ? ctx.t('routes.after', { arrow: maneuverArrow(then), street: onto(then) }) : '';
      }
      if (typeof state.remaining === 'number') {
        figures.textContent = ctx.t('routes.remaining', {
          distance: spokenDistance(state.remaining, ctx.lang),
          minutes: Math.max(state.remaining > 0 ? 1 : 0, Math.round(state.seconds / 60)),
          arrival: clock.format(new Date(Date.now() + state.seconds * 1000)),
        });
        figures.dataset.metres = String(Math.round(state.remaining));
        figures.dataset.seconds = String(Math.round(state.seconds));
      }
    },
  };
}

/** Milliseconds the map takes to turn to a new heading. */
const TURN_MS = 300;

/**
 * Heading up, offered once the device gives a heading (a compass, or the course of a moving GPS). The map's
 * canvas, made as wide and tall as the frame's diagonal (map.css) so that no corner shows, turns so that the
 * way the traveller goes points up (an animation: no style attribute, which the CSP refuses). Its controls turn
 * with it and fall outside the frame: the frame shows the map credit itself meanwhile.
 */
export function headingSwitch(ctx, { map, onChange }) {
  const canvas = map.getContainer();
  let on = false;
  let heading = null;
  /** The canvas's turn in degrees, unwrapped so that it always turns the short way. */
  let angle = 0;
  let turning = null;
  const credit = el('p', { class: 'map-credit', hidden: true });
  const button = el('button', {
    type: 'button', id: 'guidance-heading', class: 'btn btn-secondary map-heading', hidden: true, 'aria-pressed': 'false',
    text: ctx.t('routes.headingUp'),
    onclick: () => {
      on = !on;
      apply();
      onChange();
    },
  });

  function turnTo(target) {
    const from = angle;
    angle += ((((target - angle) % 360) + 540) % 360) - 180;
    turning?.cancel();
    turning = canvas.animate([{ transform: `rotate(${from}deg)` }, { transform: `rotate(${angle}deg)` }], { duration: TURN_MS, fill: 'forwards' });
  }

  function apply() {
    button.setAttribute('aria-pressed', String(on));
    canvas.classList.toggle('is-heading-up', on);
    credit.hidden = !on;
    if (on) {
      credit.replaceChildren(...[...map.attributionControl.getContainer().childNodes].map((node) => node.cloneNode(true)));
      turnTo(-heading);
    } else {
      turning?.cancel();
      turning = null;
      angle = 0;
    }
    map.invalidateSize({ animate: false });
  }

  return {
    button,
    credit,
    /** A fix's heading (degrees clockwise from north), or null when the device gives none. */
    turn(degrees) {
      if (degrees === null) return;
      heading = degrees;
      button.hidden = false;
      if (on) turnTo(-degrees);
    },
    /** Guidance stopped: north up again, and the switch hidden until a heading comes. */
    reset() {
      heading = null;
      button.hidden = true;
      if (on) {
        on = false;
        apply();
      }
    },
  };
}
