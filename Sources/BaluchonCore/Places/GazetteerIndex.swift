import Foundation

/// The in-memory world gazetteer: places as columns, their folded names sorted for prefix search, and
/// a spatial grid for reverse geocoding. Immutable once built; share it freely.
public struct GazetteerIndex: Sendable {
    public let places: PlaceColumns
    public let keys: NameKeys
    public let info: GazetteerInfo
    let grid: SpatialGrid

    public init(places: PlaceColumns, keys: NameKeys, info: GazetteerInfo) {
        self.places = places
        self.keys = keys
        self.info = info
        self.grid = SpatialGrid(latitudes: places.latitudes, longitudes: places.longitudes)
    }

    /// The places nearest to a coordinate, closest first, with their distance in metres.
    public func nearest(to coordinate: Coordinate, limit: Int = 1, country: String? = nil) -> [(place: Int, metres: Double)] {
        let filter = country.map { code in places.countryCodes.firstIndex(of: code.uppercased()).map(UInt16.init) }
        if case .some(.none) = filter { return [] }
        let wanted = filter ?? nil
        return grid.nearest(latitude: coordinate.latitude, longitude: coordinate.longitude, limit: limit, places: places) { place in
            wanted == nil || places.countries[place] == wanted
        }
    }

    /// For each country code, its places' distinct time zones, the most populated first (one pass).
    public func timeZonesByCountry() -> [String: [String]] {
        // People by country and zone in one flat table (a few hundred countries by a few hundred zones), summed
        // through buffer pointers: a dictionary updated once a place cost a debug build a tenth of a start.
        let zoneCount = places.timeZoneIDs.count
        var people = [UInt64](repeating: 0, count: places.countryCodes.count * zoneCount)
        places.countries.withUnsafeBufferPointer { countries in
            places.timeZones.withUnsafeBufferPointer { timeZones in
                places.populations.withUnsafeBufferPointer { populations in
                    people.withUnsafeMutableBufferPointer { people in
                        for index in 0..<countries.count {
                            people[Int(countries[index]) * zoneCount + Int(timeZones[index])] += UInt64(populations[index]) + 1
                        }
                    }
                }
            }
        }
        var zones: [String: [(String, UInt64)]] = [:]
        for (key, count) in people.enumerated() where count > 0 {
            let zone = places.timeZoneIDs[key % zoneCount]
            guard !zone.isEmpty else { continue }
            zones[places.countryCodes[key / zoneCount], default: []].append((zone, count))
        }
        return zones.mapValues { list in list.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }.map(\.0) }
    }

    /// Every place back as entries (names from the keys that start a name), to merge with another file.
    public func entries() -> [GazetteerEntry] {
        var names = [[String]](repeating: [], count: places.count)
        for index in 0..<keys.count where !keys.isInner(index) {
            names[Int(keys.places[index])].append(String(decoding: keys.key(at: index), as: UTF8.self))
        }
        return (0..<places.count).map { index in
            GazetteerEntry(
                geonameID: Int(places.ids[index]), name: places.name(at: index), latitude: places.latitude(at: index),
                longitude: places.longitude(at: index), countryCode: places.countryCode(at: index),
                admin1Code: places.admin1Code(at: index), population: Int(places.populations[index]),
                timeZone: places.timeZone(at: index), featureCode: places.featureCode(at: index), keys: names[index])
        }
    }
}
