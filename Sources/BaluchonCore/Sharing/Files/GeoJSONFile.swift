import Foundation

/// GeoJSON (RFC 7946) point features, properties named as simplestyle and umap do: `name`, `description`,
/// `marker-color`, plus `group` and `time`.
public enum GeoJSONFile {
    public static func export(_ places: [SavedPlace], title: String) -> Data {
        let features: [[String: Any]] = places.map { place in
            var properties: [String: Any] = ["name": place.name]
            if !place.note.isEmpty { properties["description"] = place.note }
            if !place.group.isEmpty { properties["group"] = place.group }
            if let colour = place.colour { properties["marker-color"] = colour }
            if let savedAt = place.savedAt { properties["time"] = XMLText.date(savedAt) }
            return ["type": "Feature", "geometry": ["type": "Point", "coordinates": [place.longitude, place.latitude]], "properties": properties]
        }
        let collection: [String: Any] = ["type": "FeatureCollection", "name": title, "features": features]
        return (try? JSONSerialization.data(withJSONObject: collection, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
    }

    public static func read(_ data: Data) throws(PlaceFileError) -> [SavedPlace] {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw .malformed(format: "GeoJSON", detail: LocalizedText(en: "not a JSON object", fr: "pas un objet JSON"))
        }
        let features: [[String: Any]]
        switch root["type"] as? String {
        case "FeatureCollection": features = root["features"] as? [[String: Any]] ?? []
        case "Feature": features = [root]
        default:
            throw .malformed(
                format: "GeoJSON", detail: LocalizedText(en: "neither a Feature nor a FeatureCollection", fr: "ni Feature ni FeatureCollection"))
        }
        var places: [SavedPlace] = []
        for (index, feature) in features.enumerated() {
            guard let geometry = feature["geometry"] as? [String: Any], geometry["type"] as? String == "Point" else { continue }
            guard let coordinates = geometry["coordinates"] as? [Any], coordinates.count >= 2,
                let longitude = (coordinates[0] as? NSNumber)?.doubleValue, let latitude = (coordinates[1] as? NSNumber)?.doubleValue
            else {
                throw .malformed(
                    format: "GeoJSON",
                    detail: LocalizedText(en: "feature \(index + 1) has no coordinates", fr: "l’objet \(index + 1) n’a pas de coordonnées"))
            }
            let properties = feature["properties"] as? [String: Any] ?? [:]
            func text(_ keys: String...) -> String? { keys.lazy.compactMap { properties[$0] as? String }.first }
            do {
                places.append(
                    try SavedPlace(
                        name: text("name", "title") ?? "", note: text("description", "note", "desc") ?? "", latitude: latitude, longitude: longitude,
                        savedAt: XMLText.date(text("time", "savedAt", "timestamp")),
                        colour: text("marker-color", "colour", "color").flatMap(PlaceColour.fromFile),
                        group: text("group", "folder", "category") ?? ""))
            } catch {
                throw .malformed(
                    format: "GeoJSON",
                    detail: LocalizedText(en: "feature \(index + 1) is not on Earth", fr: "l’objet \(index + 1) n’est pas sur la Terre"))
            }
        }
        return places
    }
}
