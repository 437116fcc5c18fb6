import Foundation

extension GazetteerArchive {
    /// Decodes an archive, checking every count, index and the order of the keys, so that a damaged
    /// file is refused instead of answering wrongly.
    public static func decode(_ bytes: [UInt8]) throws(GeoNamesDataError) -> GazetteerIndex {
        var reader = ByteReader(bytes)
        guard Array(try reader.raw(magic.count)) == magic else { throw .corruptArchive(reason: "not a Baluchon gazetteer file") }
        let version = try reader.fixed(UInt16.self)
        let folding = try reader.fixed(UInt16.self)
        guard (featureCodesVersion - 1...formatVersion).contains(version), folding == PlaceNormalizer.version else {
            throw .corruptArchive(reason: "format \(version).\(folding), expected \(formatVersion).\(PlaceNormalizer.version)")
        }
        let builtAt = Date(timeIntervalSince1970: TimeInterval(try reader.fixed(Int64.self)))
        let source = try reader.string()
        var places = PlaceColumns()
        let count = try reader.count(atMost: 50_000_000)
        places.countryCodes = try reader.strings(atMost: 1 << 16)
        places.admin1Codes = try reader.strings(atMost: 1 << 16)
        places.timeZoneIDs = try reader.strings(atMost: 1 << 16)
        places.ids = try deltas(count, from: &reader).map { UInt32(truncatingIfNeeded: $0) }
        places.latitudes = try deltas(count, from: &reader).map { Int32(truncatingIfNeeded: $0) }
        places.longitudes = try deltas(count, from: &reader).map { Int32(truncatingIfNeeded: $0) }
        places.populations = try column(count, atMost: Int(UInt32.max), from: &reader).map(UInt32.init)
        places.countries = try column(count, atMost: places.countryCodes.count - 1, from: &reader).map(UInt16.init)
        places.admin1 = try column(count, atMost: places.admin1Codes.count - 1, from: &reader).map(UInt16.init)
        places.timeZones = try column(count, atMost: places.timeZoneIDs.count - 1, from: &reader).map(UInt16.init)
        places.nameOffsets = [0]
        places.nameOffsets.reserveCapacity(count + 1)
        var total = 0
        for _ in 0..<count {
            total += try reader.count(atMost: 1 << 12)
            places.nameOffsets.append(UInt32(total))
        }
        places.nameBytes = Array(try reader.raw(total))
        try validate(places)
        let keys = try decodeKeys(from: &reader, placeCount: count, populations: places.populations)
        if version >= featureCodesVersion {
            places.featureCodes = try reader.strings(atMost: 1 << 16)
            places.features = try column(count, atMost: places.featureCodes.count - 1, from: &reader).map(UInt16.init)
        } else {
            places.featureCodes = [""]
            places.features = [UInt16](repeating: 0, count: count)
        }
        guard reader.isAtEnd else { throw .corruptArchive(reason: "unexpected bytes after the keys") }
        return GazetteerIndex(places: places, keys: keys, info: GazetteerInfo(source: source, builtAt: builtAt))
    }

    private static func validate(_ places: PlaceColumns) throws(GeoNamesDataError) {
        for index in 1..<max(1, places.count) where places.ids[index] <= places.ids[index - 1] {
            throw .corruptArchive(reason: "place ids out of order")
        }
        let latitudeLimit = Int32(90 * PlaceColumns.coordinateScale)
        let longitudeLimit = Int32(180 * PlaceColumns.coordinateScale)
        for index in 0..<places.count where abs(places.latitudes[index]) > latitudeLimit || abs(places.longitudes[index]) > longitudeLimit {
            throw .corruptArchive(reason: "coordinates out of range")
        }
    }

    private static func decodeKeys(from reader: inout ByteReader, placeCount: Int, populations: [UInt32]) throws(GeoNamesDataError) -> NameKeys {
        let count = try reader.count(atMost: 200_000_000)
        let shared = try column(count, atMost: GazetteerEntry.maximumKeyBytes, from: &reader)
        let lengths = try column(count, atMost: GazetteerEntry.maximumKeyBytes, from: &reader)
        let suffixes = try reader.raw(try reader.count(atMost: 1 << 31))
        var places = try column(count, atMost: placeCount - 1, from: &reader).map(UInt32.init)
        let flags = try reader.raw((count + 7) / 8)
        let (bytes, offsets) = try keyBytes(shared: shared, lengths: lengths, suffixes: suffixes, places: &places, placeCount: placeCount)
        var inner = [Bool](repeating: false, count: count)
        flags.withUnsafeBufferPointer { flags in
            inner.withUnsafeMutableBufferPointer { inner in
                for index in 0..<inner.count { inner[index] = flags[index / 8] & (1 << (index % 8)) != 0 }
            }
        }
        return NameKeys(bytes: bytes, offsets: offsets, places: places, inner: inner, populations: populations)
    }

    /// The keys written out whole, one after the other, from their front coding (`shared` bytes of the previous key,
    /// then `lengths` bytes of `suffixes`), and where each ends; checked as they come: suffix bytes left over or
    /// missing, a key longer than allowed or sharing more than the previous key has, keys out of order, a repeated
    /// key's bad place. Built in place through buffer pointers (a debug build spent most of a start here, copying
    /// each key twice through arrays).
    private static func keyBytes(
        shared: [UInt64], lengths: [UInt64], suffixes: ArraySlice<UInt8>, places: inout [UInt32], placeCount: Int
    ) throws(GeoNamesDataError) -> (bytes: [UInt8], offsets: [UInt32]) {
        let count = shared.count
        // The suffixes are all used, exactly: checked before the keys' room is taken, which they bound.
        var (sharedTotal, suffixTotal) = (0, 0)
        for index in 0..<count {
            sharedTotal += Int(shared[index])
            suffixTotal += Int(lengths[index])
        }
        guard suffixTotal == suffixes.count else { throw .corruptArchive(reason: "the keys use \(suffixTotal) of \(suffixes.count) suffix bytes") }
        let total = sharedTotal + suffixTotal
        var bytes = [UInt8](repeating: 0, count: total)
        var offsets = [UInt32](repeating: 0, count: count + 1)
        try suffixes.withUnsafeBufferPointer { (suffixes) throws(GeoNamesDataError) in
            try bytes.withUnsafeMutableBufferPointer { (bytes) throws(GeoNamesDataError) in
                var cursor = 0
                var start = 0
                var previousStart = 0
                var previousLength = 0
                for index in 0..<count {
                    let common = Int(shared[index])
                    let length = Int(lengths[index])
                    guard common <= previousLength, common + length > 0, common + length <= GazetteerEntry.maximumKeyBytes,
                        suffixes.count - cursor >= length
                    else { throw .corruptArchive(reason: "key \(index) is malformed") }
                    // Sorted order: the first differing byte must grow, or the key must extend the previous one.
                    if index > 0, common < previousLength {
                        guard length > 0, suffixes[cursor] > bytes[previousStart + common] else {
                            throw .corruptArchive(reason: "keys out of order at \(index)")
                        }
                    }
                    if index > 0 && length == 0 && common == previousLength {
                        // A repeated key: its place is a step from the previous one.
                        let place = UInt64(places[index - 1]) + UInt64(places[index])
                        guard places[index] > 0, place < UInt64(placeCount) else { throw .corruptArchive(reason: "key \(index) has a bad place") }
                        places[index] = UInt32(place)
                    }
                    if let base = bytes.baseAddress {
                        if common > 0 { (base + start).update(from: base + previousStart, count: common) }
                        if length > 0, let from = suffixes.baseAddress { (base + start + common).update(from: from + cursor, count: length) }
                    }
                    previousStart = start
                    previousLength = common + length
                    start += previousLength
                    cursor += length
                    offsets[index + 1] = UInt32(start)
                }
            }
        }
        return (bytes, offsets)
    }

    private static func column(_ count: Int, atMost limit: Int, from reader: inout ByteReader) throws(GeoNamesDataError) -> [UInt64] {
        guard limit >= 0 || count == 0 else { throw .corruptArchive(reason: "an empty table is referenced") }
        var values = [UInt64](repeating: 0, count: count)
        try values.withUnsafeMutableBufferPointer { (values) throws(GeoNamesDataError) in
            try reader.varints(count) { (index, value) throws(GeoNamesDataError) in
                guard value <= UInt64(limit) else { throw .corruptArchive(reason: "count \(value) beyond \(limit)") }
                values[index] = value
            }
        }
        return values
    }

    private static func deltas(_ count: Int, from reader: inout ByteReader) throws(GeoNamesDataError) -> [Int64] {
        var values = [Int64](repeating: 0, count: count)
        var previous: Int64 = 0
        try values.withUnsafeMutableBufferPointer { (values) throws(GeoNamesDataError) in
            try reader.varints(count) { index, zigzag in
                previous &+= Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1)
                values[index] = previous
            }
        }
        return values
    }
}
