import Foundation

/// KML 2.2 placemarks, as Organic Maps (bookmark lists with `#placemark-<colour>` styles and `mwm:`
/// extended data), Google My Maps (layers as folders, `#icon-<n>-<RRGGBB>` styles) and Google Earth write them.
/// Groups are folders; the exact colour also rides in extended data so our own files come back unchanged.
/// Tracks are placemarks with lines (see `TrackKML.swift`).
public enum KMLFile {
    static let colourKey = "baluchon:colour"

    public static func export(_ places: [SavedPlace], tracks: [SavedTrack] = [], title: String) -> Data {
        let namespaces = tracks.isEmpty ? "" : " xmlns:gx=\"http://www.google.com/kml/ext/2.2\""
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <kml xmlns="http://www.opengis.net/kml/2.2"\(namespaces)>
            <Document>
            <name>\(XMLText.escaped(title))</name>

            """
        for name in PlaceColour.organicMaps.keys.sorted() {
            xml += "<Style id=\"placemark-\(name)\"><IconStyle><color>\(PlaceColour.toKML(PlaceColour.organicMaps[name]!))</color>"
            xml += "<Icon><href>https://omaps.app/placemarks/placemark-\(name).png</href></Icon></IconStyle></Style>\n"
        }
        // One folder per run of places of the same group, so the list keeps its order when read back.
        var openGroup = ""
        for place in places {
            if place.group != openGroup {
                if !openGroup.isEmpty { xml += "</Folder>\n" }
                if !place.group.isEmpty { xml += "<Folder><name>\(XMLText.escaped(place.group))</name>\n" }
                openGroup = place.group
            }
            xml += placemark(place)
        }
        if !openGroup.isEmpty { xml += "</Folder>\n" }
        for track in tracks { xml += placemark(track) }
        xml += "</Document>\n</kml>\n"
        return Data(xml.utf8)
    }

    static func placemark(_ place: SavedPlace) -> String {
        var xml = "<Placemark><name>\(XMLText.escaped(place.name))</name>"
        if !place.note.isEmpty { xml += "<description>\(XMLText.escaped(place.note))</description>" }
        if let savedAt = place.savedAt { xml += "<TimeStamp><when>\(XMLText.date(savedAt))</when></TimeStamp>" }
        if let colour = place.colour {
            xml += "<styleUrl>#placemark-\(PlaceColour.nearestOrganicMapsName(colour))</styleUrl>"
            xml += "<ExtendedData><Data name=\"\(colourKey)\"><value>\(colour)</value></Data></ExtendedData>"
        }
        xml += "<Point><coordinates>\(XMLText.degrees(place.longitude)),\(XMLText.degrees(place.latitude))</coordinates></Point></Placemark>\n"
        return xml
    }

    /// The placemarks: points as places, lines as tracks.
    public static func contents(_ data: Data) throws(PlaceFileError) -> PlaceFileContents {
        let root = try XMLElementNode.parse(data, format: "KML")
        guard root.name == "kml" else { throw .malformed(format: "KML", detail: LocalizedText("file.kml.noRoot")) }
        let styles = styleColours(root)
        let lineColours = lineColours(root)
        var places: [SavedPlace] = []
        var tracks: [SavedTrack] = []
        func walk(_ node: XMLElementNode, group: String) throws(PlaceFileError) {
            for child in node.children {
                switch child.name {
                case "Placemark":
                    if let place = try placemark(child, group: group, styles: styles) { places.append(place) }
                    if let track = track(child, lineColours: lineColours) { tracks.append(track) }
                case "Folder":
                    try walk(child, group: child.value("name") ?? group)
                case "Document":
                    try walk(child, group: isOrganicMapsList(child) ? listName(child) ?? group : group)
                default: continue
                }
            }
        }
        try walk(root, group: "")
        return PlaceFileContents(places: places, tracks: tracks)
    }

    /// Organic Maps marks its bookmark lists with `mwm:` extended data on the document.
    static func isOrganicMapsList(_ document: XMLElementNode) -> Bool {
        document.child("ExtendedData")?.children.contains { ["name", "annotation", "description", "lastModified"].contains($0.name) } ?? false
    }

    static func listName(_ document: XMLElementNode) -> String? {
        let extended = document.child("ExtendedData")?.child("name")
        let localized = extended?.children("lang").first { $0.attributes["code"] == "default" } ?? extended?.children("lang").first
        let name = localized?.text.trimmingCharacters(in: .whitespacesAndNewlines)
        return (name?.isEmpty == false ? name : nil) ?? document.value("name")
    }

    /// Style ids to the colour of their icon, for style URLs that point at them.
    static func styleColours(_ root: XMLElementNode) -> [String: String] {
        var colours: [String: String] = [:]
        for style in root.descendants("Style") {
            guard let id = style.attributes["id"], let colour = style.child("IconStyle")?.value("color").flatMap(PlaceColour.fromKML) else {
                continue
            }
            colours[id] = colour
        }
        return colours
    }

    static func placemark(_ node: XMLElementNode, group: String, styles: [String: String]) throws(PlaceFileError) -> SavedPlace? {
        guard let text = node.child("Point")?.value("coordinates") else { return nil }
        let numbers = text.split(whereSeparator: { $0 == "," || $0.isWhitespace }).compactMap { Double($0) }
        guard numbers.count >= 2 else {
            throw .malformed(format: "KML", detail: LocalizedText("file.kml.noCoordinates"))
        }
        var data: [String: String] = [:]
        for item in node.child("ExtendedData")?.children("Data") ?? [] {
            if let name = item.attributes["name"], let value = item.value("value") { data[name] = value }
        }
        let colour =
            data[colourKey].flatMap(PlaceColour.fromFile) ?? node.child("Style")?.child("IconStyle")?.value("color").flatMap(PlaceColour.fromKML)
            ?? node.value("styleUrl").flatMap { Self.colour(styleURL: $0, styles: styles) }
        do {
            return try SavedPlace(
                name: node.value("name") ?? "", note: node.value("description") ?? "", latitude: numbers[1], longitude: numbers[0],
                savedAt: XMLText.date(node.child("TimeStamp")?.value("when")), colour: colour, group: group)
        } catch {
            throw .malformed(format: "KML", detail: LocalizedText("file.kml.notOnEarth"))
        }
    }

    /// `#placemark-red` (Organic Maps), `#icon-1899-0288D1` or `#icon-1899-0288D1-normal` (Google My Maps), or a style in the file.
    static func colour(styleURL: String, styles: [String: String]) -> String? {
        let id = styleURL.hasPrefix("#") ? String(styleURL.dropFirst()) : styleURL
        if id.hasPrefix("placemark-"), let colour = PlaceColour.organicMaps[String(id.dropFirst("placemark-".count))] { return colour }
        if id.hasPrefix("icon-") {
            let parts = id.split(separator: "-")
            if parts.count >= 3, parts[2].count == 6, let colour = SavedPlace.normalizedColour(String(parts[2])) { return colour }
        }
        return styles[id]
    }
}
