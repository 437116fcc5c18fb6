/// The offline map tiles a pack carries: zooms 12–17, every tile whose square meets the area's box and
/// an imported region's box.
public enum PackTiles {
    public static let zooms = 12...17

    /// The tiles, sorted by zoom, then x, then y (the order of the `baluchon-tiles` index).
    public static func coordinates(in bounds: BoundingBox, regions: [BoundingBox], zooms: ClosedRange<Int> = zooms) -> [TileCoordinate] {
        var tiles: [TileCoordinate] = []
        for z in zooms {
            let scale = Double(1 << z)
            let last = (1 << z) - 1
            func column(_ longitude: Double) -> Int { min(last, max(0, Int((WebMercator.x(longitude: longitude) * scale).rounded(.down)))) }
            func row(_ latitude: Double) -> Int { min(last, max(0, Int((WebMercator.y(latitude: latitude) * scale).rounded(.down)))) }
            for x in column(bounds.west)...column(bounds.east) {
                for y in row(bounds.north)...row(bounds.south) {
                    guard let tile = try? TileCoordinate(z: z, x: x, y: y) else { continue }
                    let square = tile.bounds
                    if square.intersects(bounds), regions.contains(where: { $0.intersects(square) }) { tiles.append(tile) }
                }
            }
        }
        return tiles
    }
}
