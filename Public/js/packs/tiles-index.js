/* Reads the index of a `baluchon-tiles` 1 part (docs/PACKS.md): where one tile's gzip member lies in the part.
   A classic script, not a module: the service worker loads it with importScripts (module service workers are
   not in every browser yet); Node's tests load it in a vm context. Integers are little-endian. */
self.BaluchonTiles = (() => {
  const MAGIC = 'BTIL';
  const HEADER_BYTES = 14;
  const TILE_BYTES = 13;
  const BLOB_BYTES = 8;

  /** { tileCount, blobCount, dataStart } from the first HEADER_BYTES of a part; throws on a foreign format. */
  function readHeader(buffer) {
    if (buffer.byteLength < HEADER_BYTES) throw new Error('baluchon-tiles: too short');
    const view = new DataView(buffer);
    const magic = String.fromCharCode(view.getUint8(0), view.getUint8(1), view.getUint8(2), view.getUint8(3));
    if (magic !== MAGIC) throw new Error('baluchon-tiles: not a tiles part');
    const formatVersion = view.getUint16(4, true);
    if (formatVersion !== 1) throw new Error(`baluchon-tiles: format ${formatVersion} unknown`);
    const tileCount = view.getUint32(6, true);
    const blobCount = view.getUint32(10, true);
    return { tileCount, blobCount, dataStart: HEADER_BYTES + tileCount * TILE_BYTES + blobCount * BLOB_BYTES };
  }

  /**
   * The index of a part from its first `dataStart` bytes (or more) and the part's whole size:
   * { tileCount, blobCount, dataStart, size, view }.
   */
  function parseIndex(buffer, size) {
    const header = readHeader(buffer);
    if (buffer.byteLength < header.dataStart || size < header.dataStart) throw new Error('baluchon-tiles: index cut short');
    return { ...header, size, view: new DataView(buffer, 0, header.dataStart) };
  }

  /** Compares tile entry `i` with (z, x, y): negative, zero or positive. */
  function compare(index, i, z, x, y) {
    const at = HEADER_BYTES + i * TILE_BYTES;
    const view = index.view;
    return (view.getUint8(at) - z) || (view.getUint32(at + 1, true) - x) || (view.getUint32(at + 5, true) - y);
  }

  /** The byte range { start, end } of tile (z, x, y)'s gzip member in the part, or null when the part lacks it. */
  function findTile(index, z, x, y) {
    let low = 0;
    let high = index.tileCount - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const order = compare(index, middle, z, x, y);
      if (order === 0) {
        const blob = index.view.getUint32(HEADER_BYTES + middle * TILE_BYTES + 9, true);
        if (blob >= index.blobCount) return null;
        const at = HEADER_BYTES + index.tileCount * TILE_BYTES + blob * BLOB_BYTES;
        const start = index.dataStart + index.view.getUint32(at, true);
        const end = start + index.view.getUint32(at + 4, true);
        return end <= index.size ? { start, end } : null;
      }
      if (order < 0) low = middle + 1;
      else high = middle - 1;
    }
    return null;
  }

  /**
   * A tile `depth` zooms deeper than `svg`, the tile of its ancestor: the same drawing with the view box narrowed
   * to the child's square (x, y are the child's), so lines and labels come out larger, as a map app stretches its
   * deepest tiles. Null when the drawing's root has no view box to narrow.
   */
  function childTile(svg, depth, x, y) {
    const root = /^<svg\b[^>]*?\sviewBox="(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg);
    if (!root || depth < 1) return null;
    const [minX, minY, width, height] = root.slice(1).map(Number);
    const share = 2 ** depth;
    const [w, h] = [width / share, height / share];
    const box = `viewBox="${minX + (x % share) * w} ${minY + (y % share) * h} ${w} ${h}"`;
    return svg.slice(0, root.index) + root[0].replace(/viewBox="[^"]*"/, box) + svg.slice(root.index + root[0].length);
  }

  return { HEADER_BYTES, readHeader, parseIndex, findTile, childTile };
})();
