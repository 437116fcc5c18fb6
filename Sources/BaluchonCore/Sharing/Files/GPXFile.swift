import Foundation

/// GPX 1.1 waypoints, with OsmAnd's favourites conventions: the group in `<type>`, the colour in
/// `<extensions><osmand:color>` (`#rrggbb` or OsmAnd's `#aarrggbb`); and tracks (see `TrackGPX.swift`).
public enum GPXFile {
    public static func export(_ places: [SavedPlace], tracks: [SavedTrack] = [], title: String) -> Data {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="Baluchon" xmlns="http://www.topografix.com/GPX/1/1" \
            xmlns:osmand="https://osmand.net/docs/technical/osmand-file-formats/osmand-gpx">
            <metadata><name>\(XMLText.escaped(title))</name></metadata>

            """
        for place in places {
            xml += "<wpt lat=\"\(XMLText.degrees(place.latitude))\" lon=\"\(XMLText.degrees(place.longitude))\">"
            if let savedAt = place.savedAt { xml += "<time>\(XMLText.date(savedAt))</time>" }
            xml += "<name>\(XMLText.escaped(place.name))</name>"
            if !place.note.isEmpty { xml += "<desc>\(XMLText.escaped(place.note))</desc>" }
            if !place.group.isEmpty { xml += "<type>\(XMLText.escaped(place.group))</type>" }
            if let colour = place.colour { xml += "<extensions><osmand:color>\(colour)</osmand:color></extensions>" }
            xml += "</wpt>\n"
        }
        for track in tracks { xml += trackXML(track) }
        xml += "</gpx>\n"
        return Data(xml.utf8)
    }

    /// The waypoints, tracks and routes; a waypoint without a readable `lat` and `lon` is left out and named in `skipped`, one
    /// placed off Earth refuses the file.
    public static func read(_ data: Data) throws(PlaceFileError) -> PlaceFileContents {
        let root = try XMLElementNode.parse(data, format: "GPX")
        guard root.name == "gpx" else { throw .malformed(format: "GPX", detail: LocalizedText("file.gpx.noRoot")) }
        var places: [SavedPlace] = []
        var skipped: [SkippedPlace] = []
        for (index, point) in root.children("wpt").enumerated() {
            guard let latitude = point.attributes["lat"].flatMap(Double.init), let longitude = point.attributes["lon"].flatMap(Double.init) else {
                skipped.append(SkippedPlace(index: index + 1, name: point.value("name").flatMap { $0.isEmpty ? nil : $0 }))
                continue
            }
            let colour = point.child("extensions")?.descendants("color").first?.text
            do {
                places.append(
                    try SavedPlace(
                        name: point.value("name") ?? "", note: point.value("desc") ?? point.value("cmt") ?? "", latitude: latitude,
                        longitude: longitude, savedAt: XMLText.date(point.value("time")), colour: colour.flatMap(PlaceColour.fromFile),
                        group: point.value("type") ?? ""))
            } catch {
                throw .malformed(
                    format: "GPX",
                    detail: LocalizedText("file.gpx.notOnEarth", ["index": "\(index + 1)"]))
            }
        }
        return PlaceFileContents(places: places, tracks: tracks(root), skipped: skipped)
    }
}
