import Foundation

/// KML tracks: a placemark's `LineString`, `gx:Track` (a `when` per `gx:coord`), `gx:MultiTrack` and
/// `MultiGeometry` (each line one segment), coloured by its `LineStyle`, inline or through a style or style map.
extension KMLFile {
    /// The segments of a placemark's line geometries, empty when it has none.
    static func segments(_ geometry: XMLElementNode) -> [[TrackPoint]] {
        switch geometry.name {
        case "LineString":
            return [lineString(geometry.value("coordinates") ?? "")]
        case "Track":
            let times = geometry.children("when").map { TrackTime.date($0.text.trimmingCharacters(in: .whitespacesAndNewlines)) }
            return [
                geometry.children("coord").enumerated().compactMap { index, coord in
                    let numbers = coord.text.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
                    guard numbers.count >= 2 else { return nil }
                    return TrackPoint(
                        latitude: numbers[1], longitude: numbers[0], elevation: numbers.count > 2 ? numbers[2] : nil,
                        time: index < times.count ? times[index] : nil)
                }
            ]
        case "MultiTrack", "MultiGeometry":
            return geometry.children.flatMap(segments)
        default:
            return []
        }
    }

    /// `lon,lat[,alt]` tuples apart by white space (spaces after commas forgiven).
    static func lineString(_ text: String) -> [TrackPoint] {
        var points: [TrackPoint] = []
        var tuple: [Double] = []
        var number = ""
        func endNumber() {
            if let value = Double(number) { tuple.append(value) }
            number = ""
        }
        func endTuple() {
            endNumber()
            if tuple.count >= 2, let point = TrackPoint(latitude: tuple[1], longitude: tuple[0], elevation: tuple.count > 2 ? tuple[2] : nil) {
                points.append(point)
            }
            tuple = []
        }
        var afterComma = false
        for character in text {
            if character == "," {
                endNumber()
                afterComma = true
            } else if character.isWhitespace {
                if !afterComma && !number.isEmpty { endTuple() }
            } else {
                number.append(character)
                afterComma = false
            }
        }
        endTuple()
        return points
    }

    /// The track of a placemark with line geometries, nil when it has none.
    static func track(_ node: XMLElementNode, lineColours: [String: String]) -> SavedTrack? {
        let segments = node.children.flatMap(segments)
        guard segments.contains(where: { !$0.isEmpty }) else { return nil }
        let colour =
            node.child("Style")?.child("LineStyle")?.value("color").flatMap(PlaceColour.fromKML)
            ?? node.value("styleUrl").flatMap { lineColours[$0.hasPrefix("#") ? String($0.dropFirst()) : $0] }
        return SavedTrack(name: node.value("name") ?? "", note: node.value("description") ?? "", colour: colour, segments: segments)
    }

    /// Style and style map ids to their line colour (a style map by its `normal` style).
    static func lineColours(_ root: XMLElementNode) -> [String: String] {
        var colours: [String: String] = [:]
        for style in root.descendants("Style") {
            if let id = style.attributes["id"], let colour = style.child("LineStyle")?.value("color").flatMap(PlaceColour.fromKML) {
                colours[id] = colour
            }
        }
        for map in root.descendants("StyleMap") {
            guard let id = map.attributes["id"], let normal = map.children("Pair").first(where: { $0.value("key") == "normal" })?.value("styleUrl")
            else {
                continue
            }
            colours[id] = colours[normal.hasPrefix("#") ? String(normal.dropFirst()) : normal]
        }
        return colours
    }

    static func placemark(_ track: SavedTrack) -> String {
        var xml = "<Placemark><name>\(XMLText.escaped(track.name))</name>"
        if !track.note.isEmpty { xml += "<description>\(XMLText.escaped(track.note))</description>" }
        if let colour = track.colour { xml += "<Style><LineStyle><color>\(PlaceColour.toKML(colour))</color><width>4</width></LineStyle></Style>" }
        let segments = track.segments
        // A segment whose every point has a time is a gx:Track, each on its own (a recording paused with the GPS
        // off may have a part without times); times would be lost in a LineString.
        let timed = segments.map { $0.allSatisfy { $0.time != nil } }
        let lines = zip(segments, timed).map { segment, timed in
            timed ? gxTrack(segment) : "<LineString><coordinates>\(segment.map(coordinates).joined(separator: " "))</coordinates></LineString>"
        }
        if lines.count == 1 {
            xml += lines[0]
        } else {
            xml += timed.allSatisfy { $0 } ? "<gx:MultiTrack>\(lines.joined())</gx:MultiTrack>" : "<MultiGeometry>\(lines.joined())</MultiGeometry>"
        }
        return xml + "</Placemark>\n"
    }

    static func coordinates(_ point: TrackPoint) -> String {
        "\(XMLText.degrees(point.longitude)),\(XMLText.degrees(point.latitude))" + (point.elevation.map { ",\(TrackNumber.elevation($0))" } ?? "")
    }

    static func gxTrack(_ segment: ArraySlice<TrackPoint>) -> String {
        var xml = "<gx:Track>"
        for point in segment { xml += "<when>\(TrackTime.text(point.time!))</when>" }
        for point in segment {
            xml += "<gx:coord>\(XMLText.degrees(point.longitude)) \(XMLText.degrees(point.latitude))"
            xml += (point.elevation.map { " \(TrackNumber.elevation($0))" } ?? "") + "</gx:coord>"
        }
        return xml + "</gx:Track>"
    }
}
