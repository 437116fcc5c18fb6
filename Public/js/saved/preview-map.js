// The places and tracks received, shown on a small map before they are imported (the map page's base maps and choice).
import { LEAFLET_BASE, keyboardMap, loadLeaflet, zoomButtons } from '../map/leaflet-loader.js';
import { loadServerConfig } from '../map/config.js';
import { layerInUse, makeLayers, savedChoice } from '../map/layers.js';
import { trackLines } from '../map/track-layer.js';

/** Fills `node` with a map of `places` and `tracks`; without the map library the node is removed and the list remains. */
export async function previewMap(ctx, node, places, tracks = []) {
  let L;
  try {
    L = await loadLeaflet();
  } catch {
    node.remove();
    return;
  }
  const config = await loadServerConfig(ctx);
  if (ctx.signal.aborted || !node.isConnected || !(places.length || tracks.length)) return;
  L.Icon.Default.imagePath = `${LEAFLET_BASE}images/`;
  const map = L.map(node, { attributionControl: true, zoomControl: false, scrollWheelZoom: false });
  zoomButtons(L, ctx).addTo(map);
  keyboardMap(map, ctx);
  makeLayers(L, config)[layerInUse(savedChoice(ctx.storage))].addTo(map);
  const bounds = L.latLngBounds(places.map((place) => L.marker([place.latitude, place.longitude], { title: place.name || '', alt: place.name || ctx.t('saved.unnamed') }).addTo(map).getLatLng()));
  for (const track of tracks) bounds.extend(trackLines(L, track).addTo(map).getBounds());
  map.fitBounds(bounds.pad(0.2), { maxZoom: 16 });
  node.dataset.state = 'ready';
  ctx.signal.addEventListener('abort', () => map.remove(), { once: true });
}
