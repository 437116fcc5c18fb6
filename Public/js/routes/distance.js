// Distances as voice guidance says them — the twin of BaluchonCore's GuidanceDistance:
// 10 m steps under 200 m, 50 m under 1 km, 100 m under 10 km, whole kilometres beyond.

/** Below this, a maneuver is told with no distance. */
export const IMMEDIATE_METRES = 20;

export function roundedMetres(metres) {
  const step = metres < 200 ? 10 : metres < 1000 ? 50 : metres < 10000 ? 100 : 1000;
  return Math.max(step, Math.round(metres / step) * step);
}

/** "120 m", "1.5 km" (en) or "1,5 km" (fr), with a no-break space before the unit. */
export function spokenDistance(metres, lang) {
  const value = roundedMetres(metres);
  if (value < 1000) return `${value}\u00A0m`;
  const km = value / 1000;
  if (Number.isInteger(km) || km >= 10) return `${Math.round(km)}\u00A0km`;
  const tenths = Math.round(km * 10);
  return `${Math.floor(tenths / 10)}${lang === 'fr' ? ',' : '.'}${tenths % 10}\u00A0km`;
}
