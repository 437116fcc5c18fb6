import Foundation

/// GPX tracks (`trk`, every `trkseg`) and routes (`rte`), with the colours Organic Maps, OsmAnd, gpx.studio
/// and Garmin write: `<gpx_style:line><color>`, `<osmand:color>` (on the track or, for the whole file, on
/// `<gpx>`) and `<gpxx:DisplayColor>`.
extension GPXFile {
    /// Garmin's named display colours, as Organic Maps reads them.
    static let garminColours: [String: String] = [
        "Black": "#000000", "DarkRed": "#8b0000", "DarkGreen": "#006400", "DarkYellow": "#b5b820", "DarkBlue": "#00008b",
        "DarkMagenta": "#8b008b", "DarkCyan": "#008b8b", "LightGray": "#d3d3d3", "DarkGray": "#a9a9a9", "Red": "#ff0000",
        "Green": "#00ff00", "Yellow": "#ffff00", "Blue": "#0000ff", "Magenta": "#ff00ff", "Cyan": "#00ffff", "White": "#ffffff",
    ]

    /// The tracks and routes of a GPX document, in file order; one with no point on Earth is left out.
    static func tracks(_ root: XMLElementNode) -> [SavedTrack] {
        let fileColour = colour(root.child("extensions"))
        return root.children.compactMap { node in
            let segments: [[TrackPoint]]
            switch node.name {
            case "trk": segments = node.children("trkseg").map { points($0.children("trkpt")) }
            case "rte": segments = [points(node.children("rtept"))]
            default: return nil
            }
            let track = SavedTrack(
                name: node.value("name") ?? "", note: node.value("desc") ?? node.value("cmt") ?? "",
                colour: colour(node.child("extensions")) ?? fileColour, segments: segments)
            return track.points.isEmpty ? nil : track
        }
    }

    static func points(_ nodes: [XMLElementNode]) -> [TrackPoint] {
        nodes.compactMap { node in
            guard let latitude = node.attributes["lat"].flatMap(Double.init), let longitude = node.attributes["lon"].flatMap(Double.init) else {
                return nil
            }
            return TrackPoint(
                latitude: latitude, longitude: longitude, elevation: node.value("ele").flatMap(Double.init),
                time: node.value("time").flatMap(TrackTime.date))
        }
    }

    static func colour(_ extensions: XMLElementNode?) -> String? {
        guard let extensions else { return nil }
        if let colour = extensions.descendants("color").lazy.compactMap({ PlaceColour.fromFile($0.text) }).first { return colour }
        return extensions.descendants("DisplayColor").lazy.compactMap { garminColours[$0.text.trimmingCharacters(in: .whitespacesAndNewlines)] }.first
    }

    static func trackXML(_ track: SavedTrack) -> String {
        var xml = "<trk><name>\(XMLText.escaped(track.name))</name>"
        if !track.note.isEmpty { xml += "<desc>\(XMLText.escaped(track.note))</desc>" }
        if let colour = track.colour { xml += "<extensions><osmand:color>\(colour)</osmand:color></extensions>" }
        xml += "\n"
        for segment in track.segments {
            xml += "<trkseg>\n"
            for point in segment {
                xml += "<trkpt lat=\"\(XMLText.degrees(point.latitude))\" lon=\"\(XMLText.degrees(point.longitude))\">"
                if let elevation = point.elevation { xml += "<ele>\(TrackNumber.elevation(elevation))</ele>" }
                if let time = point.time { xml += "<time>\(TrackTime.text(time))</time>" }
                xml += "</trkpt>\n"
            }
            xml += "</trkseg>\n"
        }
        return xml + "</trk>\n"
    }
}

enum TrackNumber {
    /// The shortest decimals that read back as the same number, never with an exponent (XML Schema's `decimal`).
    static func elevation(_ value: Double) -> String {
        let text = value.description
        if text.contains("e") { return Decimals.trimmed(value, 9) }
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
