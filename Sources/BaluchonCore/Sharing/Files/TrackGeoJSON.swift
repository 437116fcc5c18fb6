import Foundation

/// GeoJSON tracks: `LineString` (one segment) or `MultiLineString` features, `[lon, lat, ele?]` positions,
/// `stroke` for the colour, and the point times in `coordinateProperties.times` as togeojson writes them.
extension GeoJSONFile {
    static func feature(_ track: SavedTrack) -> [String: Any] {
        let segments = track.segments
        let lines: [[[Double]]] = segments.map { segment in
            segment.map { point in [point.longitude, point.latitude] + (point.elevation.map { [$0] } ?? []) }
        }
        var properties: [String: Any] = ["name": track.name]
        if !track.note.isEmpty { properties["description"] = track.note }
        if let colour = track.colour { properties["stroke"] = colour }
        if track.points.contains(where: { $0.time != nil }) {
            let times: [[Any]] = segments.map { segment in segment.map { point in point.time.map(TrackTime.text) ?? NSNull() } }
            properties["coordinateProperties"] = ["times": lines.count == 1 ? times[0] : times]
        }
        let geometry: [String: Any] =
            lines.count == 1 ? ["type": "LineString", "coordinates": lines[0]] : ["type": "MultiLineString", "coordinates": lines]
        return ["type": "Feature", "geometry": geometry, "properties": properties]
    }

    static func track(lines: [[[Double]]], properties: Properties?) -> SavedTrack? {
        let times = properties?.times ?? []
        let segments = lines.enumerated().map { line, positions in
            positions.enumerated().compactMap { index, position -> TrackPoint? in
                guard position.count >= 2 else { return nil }
                let time = line < times.count && index < times[line].count ? times[line][index].flatMap(TrackTime.date) : nil
                return TrackPoint(latitude: position[1], longitude: position[0], elevation: position.count > 2 ? position[2] : nil, time: time)
            }
        }
        let texts = properties?.texts ?? [:]
        let track = SavedTrack(
            name: texts["name"] ?? texts["title"] ?? "", note: texts["description"] ?? texts["desc"] ?? "",
            colour: (texts["stroke"] ?? texts["color"]).flatMap(PlaceColour.fromFile), segments: segments)
        return track.points.isEmpty ? nil : track
    }
}
