// A route from the API as a GPX 1.1 file other map apps open (the twin of BaluchonCore's RouteGPX).

function escaped(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]);
}

export function routeGPX(route, name) {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Baluchon" xmlns="http://www.topografix.com/GPX/1/1">',
    `  <metadata><name>${escaped(name)}</name><time>${new Date().toISOString()}</time></metadata>`,
    `  <rte><name>${escaped(name)}</name>`,
    ...route.steps.map((s) => `    <rtept lat="${s.location[1].toFixed(7)}" lon="${s.location[0].toFixed(7)}"><name>${escaped(s.sentence)}</name></rtept>`),
    '  </rte>',
    `  <trk><name>${escaped(name)}</name><trkseg>`,
    ...route.geometry.coordinates.map(([lon, lat]) => `    <trkpt lat="${lat.toFixed(7)}" lon="${lon.toFixed(7)}"/>`),
    '  </trkseg></trk>',
    '</gpx>',
  ];
  return `${lines.join('\n')}\n`;
}

/** Has the browser save the route as a GPX file named `name`. */
export function downloadRouteGPX(route, name) {
  const url = URL.createObjectURL(new Blob([routeGPX(route, name)], { type: 'application/gpx+xml' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'baluchon-route.gpx';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
