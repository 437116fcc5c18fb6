// The list code's size for a recorded walk (docs/LIST-CODE.md, "Tracks"): a winding walk with a fix every 8 m,
// 2 m of noise, elevation and time on every point, coded for 1 to 10 km, and the longest walk one code holds.
// Usage: node Benchmarks/Sharing/track_code_sizes.mjs
import { encodeList } from '../../Public/js/saved/listcode.js';
let seed = 28;
const rand = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
// A winding walk: heading turning slowly, a fix every 8 m, 2 m of noise, elevation and time on each.
function walk(km) {
  seed = 28;
  const points = []; let lat = 45.76, lon = 4.83, heading = 0, ele = 300;
  const n = Math.round(km * 1000 / 8);
  for (let i = 0; i < n; i += 1) {
    heading += (rand() - 0.5) * 0.5;
    lat += (8 * Math.cos(heading) + (rand() - 0.5) * 4) / 111195;
    lon += (8 * Math.sin(heading) + (rand() - 0.5) * 4) / (111195 * Math.cos(lat * Math.PI / 180));
    ele += (rand() - 0.45) * 1.5;
    points.push([lat, lon, ele, new Date(Date.UTC(2026, 4, 1, 8) + i * 6000).toISOString()]);
  }
  return { name: 'Boucle', points };
}
for (const km of [1, 2, 5, 10]) {
  const track = walk(km);
  try {
    const code = encodeList([], [track]);
    console.log(km, 'km', track.points.length, 'points ->', code.length, 'characters');
  } catch (e) { console.log(km, 'km', track.points.length, 'points -> too large'); }
}
let low = 0.1, high = 40;
while (high - low > 0.05) { const mid = (low + high) / 2; try { seed = 28; encodeList([], [walk(mid)]); low = mid; } catch { high = mid; } }
console.log('largest', low.toFixed(1), 'km');
