import Foundation

/// GeoJSON (RFC 7946) point features, properties named as simplestyle and umap do: `name`, `description`,
/// `marker-color`, plus `group` and `time`; tracks as `LineString` or `MultiLineString` features with
/// `stroke` and, as togeojson writes them, `coordinateProperties.times` (see `TrackGeoJSON.swift`).
public enum GeoJSONFile {
    public static func export(_ places: [SavedPlace], tracks: [SavedTrack] = [], title: String) -> Data {
        let features: [[String: Any]] = places.map { place in
            var properties: [String: Any] = ["name": place.name]
            if !place.note.isEmpty { properties["description"] = place.note }
            if !place.group.isEmpty { properties["group"] = place.group }
            if let colour = place.colour { properties["marker-color"] = colour }
            if let savedAt = place.savedAt { properties["time"] = XMLText.date(savedAt) }
            return ["type": "Feature", "geometry": ["type": "Point", "coordinates": [place.longitude, place.latitude]], "properties": properties]
        }
        let collection: [String: Any] = ["type": "FeatureCollection", "name": title, "features": features + tracks.map(feature)]
        return (try? JSONSerialization.data(withJSONObject: collection, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
    }

    /// Features read at most, skipped ones (lines, polygons) included.
    static let maximumFeatures = 100_000

    /// Decoded with `JSONDecoder` into the few fields a place or a track needs: the coordinates of
    /// polygons are never turned into values, and the feature count is checked as features are read. A point without
    /// two coordinates is left out and named in `skipped`, as in GPX; one placed off Earth refuses the file.
    public static func contents(_ data: Data) throws(PlaceFileError) -> PlaceFileContents {
        let root: Root
        do {
            root = try JSONDecoder().decode(Root.self, from: data)
        } catch let error as PlaceFileError {
            throw error
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            throw .malformed(format: "GeoJSON", detail: LocalizedText("file.geojson.notObject"))
        } catch {
            throw .malformed(format: "GeoJSON", detail: LocalizedText("file.geojson.notGeoJSON"))
        }
        let features: [Feature]
        switch root.type {
        case "FeatureCollection": features = root.features?.features ?? []
        case "Feature": features = [Feature(geometry: root.geometry, properties: root.properties)]
        default:
            throw .malformed(
                format: "GeoJSON", detail: LocalizedText("file.geojson.notFeature"))
        }
        var places: [SavedPlace] = []
        var tracks: [SavedTrack] = []
        var skipped: [SkippedPlace] = []
        for (index, feature) in features.enumerated() {
            guard let geometry = feature.geometry else { continue }
            if let lines = geometry.lines {
                if let track = track(lines: lines, properties: feature.properties) { tracks.append(track) }
                continue
            }
            guard geometry.type == "Point" else { continue }
            let properties = feature.properties?.texts ?? [:]
            func text(_ keys: String...) -> String? { keys.lazy.compactMap { properties[$0] }.first }
            guard let coordinates = geometry.coordinates, coordinates.count >= 2 else {
                skipped.append(SkippedPlace(index: index + 1, name: text("name", "title").flatMap { $0.isEmpty ? nil : $0 }))
                continue
            }
            do {
                places.append(
                    try SavedPlace(
                        name: text("name", "title") ?? "", note: text("description", "note", "desc") ?? "", latitude: coordinates[1],
                        longitude: coordinates[0], savedAt: XMLText.date(text("time", "savedAt", "timestamp")),
                        colour: text("marker-color", "colour", "color").flatMap(PlaceColour.fromFile),
                        group: text("group", "folder", "category") ?? ""))
            } catch {
                throw .malformed(
                    format: "GeoJSON",
                    detail: LocalizedText("file.geojson.notOnEarth", ["index": "\(index + 1)"]))
            }
        }
        return PlaceFileContents(places: places, tracks: tracks, skipped: skipped)
    }

    private struct Root: Decodable {
        let type: String?
        let features: FeatureList?
        let geometry: Geometry?
        let properties: Properties?
    }

    /// The features of a collection, counted as they are decoded.
    private struct FeatureList: Decodable {
        var features: [Feature] = []

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            while !container.isAtEnd {
                guard features.count < GeoJSONFile.maximumFeatures else {
                    throw PlaceFileError.tooManyElements(format: "GeoJSON", maximum: GeoJSONFile.maximumFeatures)
                }
                features.append(try container.decode(Feature.self))
            }
        }
    }

    /// A feature whose parts could not be read has none: it is skipped like a line, and decoding it never
    /// fails, so the list moves on past it.
    private struct Feature: Decodable {
        let geometry: Geometry?
        let properties: Properties?

        enum CodingKeys: CodingKey { case geometry, properties }

        init(geometry: Geometry?, properties: Properties?) {
            self.geometry = geometry
            self.properties = properties
        }

        init(from decoder: any Decoder) {
            let container = try? decoder.container(keyedBy: CodingKeys.self)
            geometry = (try? container?.decodeIfPresent(Geometry.self, forKey: .geometry)) ?? nil
            properties = (try? container?.decodeIfPresent(Properties.self, forKey: .properties)) ?? nil
        }
    }

    /// A geometry's type, its coordinates when it is a point, its lines when it is a line or lines.
    struct Geometry: Decodable {
        let type: String
        let coordinates: [Double]?
        let lines: [[[Double]]]?

        enum CodingKeys: CodingKey { case type, coordinates }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            type = try container.decode(String.self, forKey: .type)
            coordinates = type == "Point" ? try? container.decodeIfPresent([Double].self, forKey: .coordinates) : nil
            switch type {
            case "LineString": lines = (try? container.decodeIfPresent([[Double]].self, forKey: .coordinates)).map { [$0] }
            case "MultiLineString": lines = try? container.decodeIfPresent([[[Double]]].self, forKey: .coordinates)
            default: lines = nil
            }
        }
    }

    /// The properties whose values are text, and a line's point times; others are passed over.
    struct Properties: Decodable {
        var texts: [String: String] = [:]
        /// `coordinateProperties.times` (or the older `coordTimes`): one list, or one per line.
        var times: [[String?]] = []

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            for key in container.allKeys {
                if let text = try? container.decode(String.self, forKey: key) { texts[key.stringValue] = text }
            }
            let coordinateProperties = try? container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(stringValue: "coordinateProperties"))
            for (holder, key) in [(coordinateProperties, "times"), (container, "coordTimes")] {
                guard times.isEmpty, let holder else { continue }
                if let one = try? holder.decode([String?].self, forKey: AnyKey(stringValue: key)) {
                    times = [one]
                } else if let many = try? holder.decode([[String?]].self, forKey: AnyKey(stringValue: key)) {
                    times = many
                }
            }
        }
    }

    struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
