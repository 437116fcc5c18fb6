import Foundation

/// The contents of a region's `places/places.bin`: points of interest and addresses (ordered by grid
/// cell, so a cell's features sit together), named streets as lines, and settlements.
///
/// Layout: "BPLX", version (UInt16), the kind ids used, the grid, then the three lists; integers as
/// varints, coordinates as fixed Int32 in 1e-7 degrees (OpenStreetMap's own precision).
public struct PlaceIndexArchive: Sendable, Equatable {
    public static let magic: [UInt8] = Array("BPLX".utf8)
    public static let version: UInt16 = 1
    static let scale = 1e7

    public var grid: PlaceGrid
    public var places: [IndexedPlace]
    public var streets: [IndexedStreet]
    public var settlements: [IndexedSettlement]
    public var areas: [IndexedArea]

    /// Orders the places by grid cell over them all.
    public init(places: [IndexedPlace], streets: [IndexedStreet], settlements: [IndexedSettlement], areas: [IndexedArea] = []) {
        let grid = PlaceGrid(covering: places.map(\.latitude) + streets.flatMap(\.latitudes), places.map(\.longitude) + streets.flatMap(\.longitudes))
        self.init(grid: grid, places: places, streets: streets, settlements: settlements, areas: areas)
    }

    init(grid: PlaceGrid, places: [IndexedPlace], streets: [IndexedStreet], settlements: [IndexedSettlement], areas: [IndexedArea]) {
        self.grid = grid
        self.places = places.enumerated().sorted { lhs, rhs in
            let (left, right) = (
                grid.cell(latitude: lhs.element.latitude, longitude: lhs.element.longitude),
                grid.cell(latitude: rhs.element.latitude, longitude: rhs.element.longitude)
            )
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
        self.streets = streets
        self.settlements = settlements
        self.areas = areas
    }

    public func encoded() -> Data {
        var writer = ByteWriter()
        writer.raw(Self.magic)
        writer.fixed(Self.version)
        var kindIDs: [String] = []
        var kindNumbers: [String: Int] = [:]
        for place in places {
            for kind in place.kinds where kindNumbers[kind] == nil {
                kindNumbers[kind] = kindIDs.count
                kindIDs.append(kind)
            }
        }
        writer.strings(kindIDs)
        writer.fixed(Int32((grid.south * Self.scale).rounded()))
        writer.fixed(Int32((grid.west * Self.scale).rounded()))
        writer.fixed(UInt32((grid.cellDegrees * Self.scale).rounded()))
        writer.varint(grid.rows)
        writer.varint(grid.columns)
        writer.varint(places.count)
        for place in places {
            Self.point(place.latitude, place.longitude, into: &writer)
            writer.varint(place.kinds.count)
            for kind in place.kinds { writer.varint(kindNumbers[kind] ?? 0) }
            for text in [place.name, place.houseNumber, place.street, place.postcode, place.city, place.openingHours] { writer.string(text) }
            writer.fixed(place.osmType.rawValue)
            writer.varint(UInt64(place.osmID))
        }
        writer.varint(streets.count)
        for street in streets {
            writer.string(street.name)
            writer.varint(street.latitudes.count)
            for (latitude, longitude) in zip(street.latitudes, street.longitudes) { Self.point(latitude, longitude, into: &writer) }
        }
        writer.varint(settlements.count)
        for settlement in settlements {
            writer.string(settlement.name)
            writer.string(settlement.place)
            Self.point(settlement.latitude, settlement.longitude, into: &writer)
        }
        writer.varint(areas.count)
        for area in areas {
            writer.string(area.name)
            writer.varint(area.adminLevel)
            writer.varint(area.ringStarts.count)
            for start in area.ringStarts { writer.varint(start) }
            writer.varint(area.latitudes.count)
            for (latitude, longitude) in zip(area.latitudes, area.longitudes) { Self.point(latitude, longitude, into: &writer) }
        }
        return Data(writer.bytes)
    }

    public init(decoding data: Data) throws(SearchError) {
        var reader = ByteReader([UInt8](data))
        do {
            guard Array(try reader.raw(4)) == Self.magic else { throw SearchError.corruptIndex(reason: "not a place index") }
            let version = try reader.fixed(UInt16.self)
            guard version == Self.version else { throw SearchError.corruptIndex(reason: "format version \(version), expected \(Self.version)") }
            let kindIDs = try reader.strings(atMost: 65_536)
            let south = Double(try reader.fixed(Int32.self)) / Self.scale
            let west = Double(try reader.fixed(Int32.self)) / Self.scale
            let cellDegrees = Double(try reader.fixed(UInt32.self)) / Self.scale
            let rows = try reader.count(atMost: 1 << 20)
            let columns = try reader.count(atMost: 1 << 20)
            guard cellDegrees > 0 else { throw SearchError.corruptIndex(reason: "empty grid cell") }
            grid = PlaceGrid(south: south, west: west, cellDegrees: cellDegrees, rows: rows, columns: columns)
            let placeCount = try reader.count(atMost: 1 << 26)
            var places: [IndexedPlace] = []
            places.reserveCapacity(placeCount)
            for _ in 0..<placeCount {
                let (latitude, longitude) = try Self.point(from: &reader)
                let kindCount = try reader.count(atMost: kindIDs.count)
                var kinds: [String] = []
                for _ in 0..<kindCount {
                    let number = try reader.count(atMost: kindIDs.count - 1)
                    kinds.append(kindIDs[number])
                }
                let texts = try (0..<6).map { _ in try reader.string() }
                guard let type = OSMType(rawValue: try reader.fixed(UInt8.self)) else {
                    throw SearchError.corruptIndex(reason: "unknown object type")
                }
                places.append(
                    IndexedPlace(
                        name: texts[0], kinds: kinds, latitude: latitude, longitude: longitude, houseNumber: texts[1], street: texts[2],
                        postcode: texts[3], city: texts[4], openingHours: texts[5], osmType: type, osmID: Int64(try reader.varint())))
            }
            self.places = places
            let streetCount = try reader.count(atMost: 1 << 24)
            var streets: [IndexedStreet] = []
            streets.reserveCapacity(streetCount)
            for _ in 0..<streetCount {
                let name = try reader.string()
                let count = try reader.count(atMost: 1 << 20)
                var latitudes: [Double] = []
                var longitudes: [Double] = []
                latitudes.reserveCapacity(count)
                longitudes.reserveCapacity(count)
                for _ in 0..<count {
                    let (latitude, longitude) = try Self.point(from: &reader)
                    latitudes.append(latitude)
                    longitudes.append(longitude)
                }
                streets.append(IndexedStreet(name: name, latitudes: latitudes, longitudes: longitudes))
            }
            self.streets = streets
            let settlementCount = try reader.count(atMost: 1 << 24)
            var settlements: [IndexedSettlement] = []
            for _ in 0..<settlementCount {
                let name = try reader.string()
                let place = try reader.string()
                let (latitude, longitude) = try Self.point(from: &reader)
                settlements.append(IndexedSettlement(name: name, place: place, latitude: latitude, longitude: longitude))
            }
            self.settlements = settlements
            let areaCount = try reader.count(atMost: 1 << 20)
            var areas: [IndexedArea] = []
            for _ in 0..<areaCount {
                let name = try reader.string()
                let level = try reader.count(atMost: 20)
                let ringCount = try reader.count(atMost: 1 << 20)
                let starts = try (0..<ringCount).map { _ in try reader.count(atMost: 1 << 26) }
                let pointCount = try reader.count(atMost: 1 << 26)
                var latitudes: [Double] = []
                var longitudes: [Double] = []
                latitudes.reserveCapacity(pointCount)
                longitudes.reserveCapacity(pointCount)
                for _ in 0..<pointCount {
                    let (latitude, longitude) = try Self.point(from: &reader)
                    latitudes.append(latitude)
                    longitudes.append(longitude)
                }
                guard starts.allSatisfy({ $0 <= pointCount }) else { throw SearchError.corruptIndex(reason: "ring beyond its points") }
                areas.append(IndexedArea(name: name, adminLevel: level, latitudes: latitudes, longitudes: longitudes, ringStarts: starts))
            }
            self.areas = areas
            guard reader.isAtEnd else { throw SearchError.corruptIndex(reason: "trailing bytes") }
        } catch let error as SearchError {
            throw error
        } catch {
            throw .corruptIndex(reason: "truncated or damaged")
        }
    }

    private static func point(_ latitude: Double, _ longitude: Double, into writer: inout ByteWriter) {
        writer.fixed(Int32((latitude * scale).rounded()))
        writer.fixed(Int32((longitude * scale).rounded()))
    }

    private static func point(from reader: inout ByteReader) throws(GeoNamesDataError) -> (Double, Double) {
        let latitude = Double(try reader.fixed(Int32.self)) / scale
        let longitude = Double(try reader.fixed(Int32.self)) / scale
        return (latitude, longitude)
    }
}
