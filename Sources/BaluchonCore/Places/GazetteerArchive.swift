import Foundation

/// The compact binary form of a ``GazetteerIndex``, as shipped (gzipped) and as imports save it.
///
/// Column by column, so that gzip finds the regularities: ids and coordinates as zig-zag deltas,
/// small numbers as varints, and the sorted keys front-coded (bytes shared with the previous key,
/// then the rest). Loading rebuilds the arrays in one pass, with no sorting. Format 3 adds, after the keys,
/// the feature codes (a string table and one index per place); format 2 archives, without them, still load.
public enum GazetteerArchive {
    static let magic = Array("BALUCHON-GAZ".utf8)
    public static let formatVersion: UInt16 = 3
    /// The first format with feature codes.
    static let featureCodesVersion: UInt16 = 3

    /// Encodes `index`.
    public static func encode(_ index: GazetteerIndex) -> [UInt8] {
        var writer = ByteWriter()
        writer.raw(magic)
        writer.fixed(formatVersion)
        writer.fixed(PlaceNormalizer.version)
        writer.fixed(Int64(index.info.builtAt.timeIntervalSince1970.rounded()))
        writer.string(index.info.source)
        let places = index.places
        writer.varint(places.count)
        writer.strings(places.countryCodes)
        writer.strings(places.admin1Codes)
        writer.strings(places.timeZoneIDs)
        deltas(places.ids.map(Int64.init), into: &writer)
        deltas(places.latitudes.map(Int64.init), into: &writer)
        deltas(places.longitudes.map(Int64.init), into: &writer)
        for column in [places.populations.map(UInt64.init), places.countries.map(UInt64.init), places.admin1.map(UInt64.init)] {
            for value in column { writer.varint(value) }
        }
        for value in places.timeZones { writer.varint(value) }
        for index in 0..<places.count { writer.varint(places.nameOffsets[index + 1] - places.nameOffsets[index]) }
        writer.raw(places.nameBytes)
        encodeKeys(index.keys, into: &writer)
        writer.strings(places.featureCodes)
        for value in places.features { writer.varint(value) }
        return writer.bytes
    }

    private static func encodeKeys(_ keys: NameKeys, into writer: inout ByteWriter) {
        writer.varint(keys.count)
        var shared: [Int] = []
        var suffixes: [UInt8] = []
        var previous: ArraySlice<UInt8> = []
        for index in 0..<keys.count {
            let key = keys.key(at: index)
            var common = 0
            while common < min(key.count, previous.count), key[key.startIndex + common] == previous[previous.startIndex + common] {
                common += 1
            }
            shared.append(common)
            suffixes.append(contentsOf: key.dropFirst(common))
            previous = key
        }
        for common in shared { writer.varint(common) }
        for index in 0..<keys.count { writer.varint(keys.key(at: index).count - shared[index]) }
        writer.varint(suffixes.count)
        writer.raw(suffixes)
        // Equal keys are sorted by place: within such a run, store the step from the previous place.
        for index in 0..<keys.count {
            let repeated = index > 0 && keys.key(at: index) == keys.key(at: index - 1)
            writer.varint(repeated ? keys.places[index] - keys.places[index - 1] : keys.places[index])
        }
        var flags = [UInt8](repeating: 0, count: (keys.count + 7) / 8)
        for index in 0..<keys.count where keys.isInner(index) { flags[index / 8] |= 1 << (index % 8) }
        writer.raw(flags)
    }

    private static func deltas(_ values: [Int64], into writer: inout ByteWriter) {
        var previous: Int64 = 0
        for value in values {
            let delta = value - previous
            writer.varint(UInt64(bitPattern: (delta << 1) ^ (delta >> 63)))
            previous = value
        }
    }
}
