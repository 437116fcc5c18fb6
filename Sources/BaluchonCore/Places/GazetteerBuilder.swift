import Foundation

/// Builds a ``GazetteerIndex`` from entries: columns, string tables, and every folded name (and each
/// later word of it) sorted once, so that loading a saved index never sorts again.
public enum GazetteerBuilder {
    /// Builds the index; for entries sharing a GeoNames id, the last one wins (imports replace).
    public static func build(_ entries: [GazetteerEntry], info: GazetteerInfo) -> GazetteerIndex {
        var latest: [Int: Int] = [:]
        for (position, entry) in entries.enumerated() { latest[entry.geonameID] = position }
        let chosen = latest.values.sorted { entries[$0].geonameID < entries[$1].geonameID }.map { entries[$0] }
        let places = columns(of: chosen)
        return GazetteerIndex(places: places, keys: keys(of: chosen, populations: places.populations), info: info)
    }

    private static func columns(of entries: [GazetteerEntry]) -> PlaceColumns {
        var columns = PlaceColumns()
        columns.countryCodes = Array(Set(entries.map(\.countryCode))).sorted()
        columns.admin1Codes = Array(Set(entries.map(\.admin1Code))).sorted()
        columns.timeZoneIDs = Array(Set(entries.map(\.timeZone))).sorted()
        columns.featureCodes = Array(Set(entries.map(\.featureCode))).sorted()
        let country = Dictionary(uniqueKeysWithValues: columns.countryCodes.enumerated().map { ($1, UInt16($0)) })
        let admin1 = Dictionary(uniqueKeysWithValues: columns.admin1Codes.enumerated().map { ($1, UInt16(truncatingIfNeeded: $0)) })
        let zone = Dictionary(uniqueKeysWithValues: columns.timeZoneIDs.enumerated().map { ($1, UInt16(truncatingIfNeeded: $0)) })
        let feature = Dictionary(uniqueKeysWithValues: columns.featureCodes.enumerated().map { ($1, UInt16(truncatingIfNeeded: $0)) })
        for entry in entries {
            columns.ids.append(UInt32(clamping: entry.geonameID))
            columns.latitudes.append(Int32((entry.latitude * PlaceColumns.coordinateScale).rounded()))
            columns.longitudes.append(Int32((entry.longitude * PlaceColumns.coordinateScale).rounded()))
            columns.populations.append(UInt32(clamping: entry.population))
            columns.countries.append(country[entry.countryCode]!)
            columns.admin1.append(admin1[entry.admin1Code]!)
            columns.timeZones.append(zone[entry.timeZone]!)
            columns.features.append(feature[entry.featureCode]!)
            columns.nameBytes.append(contentsOf: entry.name.utf8)
            columns.nameOffsets.append(UInt32(columns.nameBytes.count))
        }
        return columns
    }

    private static func keys(of entries: [GazetteerEntry], populations: [UInt32]) -> NameKeys {
        // Every key is a slice of `pool`: whole names, and suffixes of them starting after a space.
        var pool: [UInt8] = []
        var starts: [UInt32] = []
        var lengths: [UInt8] = []
        var owners: [UInt32] = []
        var inner: [Bool] = []
        for (place, entry) in entries.enumerated() {
            for key in entry.keys {
                let bytes = Array(key.utf8)
                guard !bytes.isEmpty, bytes.count <= GazetteerEntry.maximumKeyBytes else { continue }
                let base = pool.count
                pool.append(contentsOf: bytes)
                for offset in bytes.indices where offset == 0 || (bytes[offset - 1] == 0x20 && bytes[offset] != 0x20) {
                    starts.append(UInt32(base + offset))
                    lengths.append(UInt8(bytes.count - offset))
                    owners.append(UInt32(place))
                    inner.append(offset != 0)
                }
            }
        }
        let order = sortedOrder(pool: pool, starts: starts, lengths: lengths, owners: owners, inner: inner)
        var bytes: [UInt8] = []
        var offsets: [UInt32] = [0]
        var places: [UInt32] = []
        var flags: [Bool] = []
        var previous: Int?
        for record in order {
            let slice = pool[Int(starts[record])..<Int(starts[record]) + Int(lengths[record])]
            if let previous, owners[previous] == owners[record], pool[Int(starts[previous])..<Int(starts[previous]) + Int(lengths[previous])] == slice
            {
                continue  // The same name twice for one place: the first (a name start, if any) stays.
            }
            bytes.append(contentsOf: slice)
            offsets.append(UInt32(bytes.count))
            places.append(owners[record])
            flags.append(inner[record])
            previous = record
        }
        return NameKeys(bytes: bytes, offsets: offsets, places: places, inner: flags, populations: populations)
    }

    /// Records ordered by key bytes, then place, then name starts before inner words.
    private static func sortedOrder(pool: [UInt8], starts: [UInt32], lengths: [UInt8], owners: [UInt32], inner: [Bool]) -> [Int] {
        var order = Array(starts.indices)
        pool.withUnsafeBufferPointer { bytes in
            order.sort { left, right in
                let leftLength = Int(lengths[left])
                let rightLength = Int(lengths[right])
                let order = memcmp(bytes.baseAddress! + Int(starts[left]), bytes.baseAddress! + Int(starts[right]), min(leftLength, rightLength))
                if order != 0 { return order < 0 }
                if leftLength != rightLength { return leftLength < rightLength }
                if owners[left] != owners[right] { return owners[left] < owners[right] }
                return !inner[left] && inner[right]
            }
        }
        return order
    }
}
