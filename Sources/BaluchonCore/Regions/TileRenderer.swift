import Foundation

/// Draws one 256×256 SVG tile from base maps. Coordinates are written as whole tenths of a pixel
/// (viewBox 0–2560), so no number formatting is needed; geometry is clipped to the tile plus a margin.
public enum TileRenderer {
    static let size = 2560
    /// Lines and areas extend this far (tenths of a pixel) beyond the tile, so strokes meet at the edges.
    static let margin = 160
    static let labelZoom = 16
    /// Label font size in tenths of a pixel.
    static let fontSize = 110

    public static func svg(tile: TileCoordinate, maps: [BaseMap]) -> String {
        let shift = UInt64(32 - tile.z)
        let originX = UInt64(tile.x) << shift
        let originY = UInt64(tile.y) << shift
        let span = Double(UInt64(1) << shift)
        let marginFixed = UInt64(Double(margin) / Double(size) * span)
        let west = UInt32(clamping: originX > marginFixed ? originX - marginFixed : 0)
        let north = UInt32(clamping: originY > marginFixed ? originY - marginFixed : 0)
        let east = UInt32(clamping: originX + (UInt64(1) << shift) + marginFixed)
        let south = UInt32(clamping: originY + (UInt64(1) << shift) + marginFixed)
        var projection = Projection(originX: Double(originX), originY: Double(originY), scale: Double(size) / span)
        var paths: [MapFeatureKind: SVGWriter] = [:]
        var labels: [String: [Int]] = [:]
        for map in maps {
            for feature in map.features(west: west, north: north, east: east, south: south) {
                let kind = map.kind(feature)
                guard tile.z >= kind.minimumZoom else { continue }
                var writer = paths[kind] ?? SVGWriter(capacity: 4096)
                let wantsLabel = tile.z >= labelZoom && kind.isRoad && map.names[feature] >= 0
                let parts = Int(map.partStarts[feature])..<Int(map.partStarts[feature + 1])
                for part in parts {
                    projection.load(map, part: part)
                    if kind.isArea {
                        projection.clipPolygon()
                        projection.writePolygon(into: &writer)
                    } else {
                        projection.writeLines(into: &writer, collect: wantsLabel) { run in
                            guard wantsLabel, let name = map.name(feature) else { return }
                            if Self.length(run) > Self.length(labels[name] ?? []) { labels[name] = run }
                        }
                    }
                }
                paths[kind] = writer
            }
        }
        return document(tile: tile, paths: paths, labels: labels)
    }

    static func document(tile: TileCoordinate, paths: [MapFeatureKind: SVGWriter], labels: [String: [Int]]) -> String {
        var svg = SVGWriter(capacity: paths.values.reduce(2048) { $0 + $1.bytes.count * 2 })
        svg.raw(#"<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 2560 2560">"#)
        svg.raw(#"<rect width="2560" height="2560" fill="\#(TileStyle.land)"/>"#)
        let zoomFactor = pow(2, Double(tile.z - 16) * 0.75)
        func width(_ kind: MapFeatureKind) -> Int { max(5, Int((TileStyle.width(kind) * zoomFactor * 10).rounded())) }
        for kind in MapFeatureKind.allCases where kind.isArea {
            guard let path = paths[kind], !path.bytes.isEmpty else { continue }
            svg.raw("<path fill=\"\(TileStyle.fill(kind))\" fill-rule=\"evenodd\"")
            if kind == .building { svg.raw(" stroke=\"#c4b6ab\" stroke-width=\"5\"") }
            svg.raw(" d=\"")
            svg.bytes.append(contentsOf: path.bytes)
            svg.raw("\"/>")
        }
        func stroke(_ kind: MapFeatureKind, color: String, width: Int) {
            guard let path = paths[kind], !path.bytes.isEmpty else { return }
            svg.raw("<path fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(width)\" stroke-linecap=\"round\" stroke-linejoin=\"round\"")
            if color != TileStyle.casing, let dashes = TileStyle.dashes(kind) {
                let scaled = dashes.split(separator: ",").map { String(Int((Double($0) ?? 1) * 10 * max(1, zoomFactor))) }
                svg.raw(" stroke-dasharray=\"\(scaled.joined(separator: ","))\"")
            }
            svg.raw(" d=\"")
            svg.bytes.append(contentsOf: path.bytes)
            svg.raw("\"/>")
        }
        for kind in MapFeatureKind.allCases where !kind.isArea && !kind.isRoad { stroke(kind, color: TileStyle.fill(kind), width: width(kind)) }
        let roads = MapFeatureKind.allCases.filter(\.isRoad)
        for kind in roads where TileStyle.hasCasing(kind) { stroke(kind, color: TileStyle.casing, width: width(kind) + 15) }
        for kind in roads { stroke(kind, color: TileStyle.fill(kind), width: width(kind)) }
        writeLabels(labels, into: &svg)
        svg.raw("</svg>")
        return svg.text
    }

    /// Street names along their longest stretch in the tile, read left to right, when the name fits.
    static func writeLabels(_ labels: [String: [Int]], into svg: inout SVGWriter) {
        var defs = SVGWriter(capacity: 1024)
        var texts = SVGWriter(capacity: 1024)
        var number = 0
        for (name, run) in labels.sorted(by: { $0.key < $1.key }) {
            let needed = Double(name.count * fontSize) * 0.55
            guard length(run) >= needed + Double(fontSize) else { continue }
            var points = run
            if points[0] > points[points.count - 2] {
                points = stride(from: points.count - 2, through: 0, by: -2).flatMap { [points[$0], points[$0 + 1]] }
            }
            defs.raw("<path id=\"l\(number)\" d=\"M")
            for i in stride(from: 0, to: points.count, by: 2) {
                if i > 0 { defs.raw(" L") }
                defs.int(points[i])
                defs.raw(" ")
                defs.int(points[i + 1])
            }
            defs.raw("\"/>")
            texts.raw("<text dy=\"35\"><textPath href=\"#l\(number)\" startOffset=\"50%\" text-anchor=\"middle\">")
            texts.escaped(name)
            texts.raw("</textPath></text>")
            number += 1
        }
        guard number > 0 else { return }
        svg.raw("<defs>")
        svg.bytes.append(contentsOf: defs.bytes)
        svg.raw(
            "</defs><g font-family=\"sans-serif\" font-size=\"\(fontSize)\" fill=\"#333\" stroke=\"#fff\" stroke-width=\"25\" paint-order=\"stroke\">"
        )
        svg.bytes.append(contentsOf: texts.bytes)
        svg.raw("</g>")
    }

    /// Length of a run of points (x, y pairs) in tenths of a pixel.
    static func length(_ run: [Int]) -> Double {
        var total = 0.0
        var i = 2
        while i + 1 < run.count {
            let dx = Double(run[i] - run[i - 2])
            let dy = Double(run[i + 1] - run[i - 1])
            total += (dx * dx + dy * dy).squareRoot()
            i += 2
        }
        return total
    }
}
