import Foundation

/// Baluchon's whole-list code: every place of a list (names, notes, coordinates, colours, groups, times) and
/// its tracks in one versioned, checksummed text of QR-alphanumeric characters, `BLC:` then Base45. The byte
/// layout is documented in docs/LIST-CODE.md so that another program can read and write it.
public enum ListCode {
    public static let prefix = "BLC:"
    /// Format 1 holds places; format 2 places and tracks (written only when there are tracks, so that a list
    /// of places alone still reads in older versions).
    public static let version: UInt8 = 2
    /// What one QR code of version 40 at error correction M holds in alphanumeric mode (3,391 characters),
    /// less the prefix, as Base45 bytes.
    public static let maximumBytes = (3391 - 4) / 3 * 2
    /// Coordinates travel as whole ten-millionths of a degree (about a centimetre).
    static let unitsPerDegree = 10_000_000.0
    /// Track points travel as whole hundred-thousandths of a degree (about a metre).
    static let trackUnitsPerDegree = 100_000.0
    /// Metres: a track is simplified (Douglas–Peucker) so that no point left out is farther from it.
    public static let trackTolerance = 5.0

    struct Flags: OptionSet {
        let rawValue: UInt8
        static let note = Flags(rawValue: 1)
        static let colour = Flags(rawValue: 2)
        static let group = Flags(rawValue: 4)
        static let time = Flags(rawValue: 8)
        /// A track's bit 2: every point has an elevation.
        static let elevations = Flags(rawValue: 4)
    }

    /// The code of a list; too many places or too much text for one QR code is an error, never a cut list.
    public static func encode(_ places: [SavedPlace], tracks: [SavedTrack] = []) throws(SharingError) -> String {
        let bytes = payload(places, tracks: tracks)
        guard bytes.count <= maximumBytes else { throw .listTooLarge(maximumBytes: maximumBytes) }
        return prefix + Base45.encode(bytes)
    }

    /// The bytes behind the text: version, groups, places, tracks (format 2), then the CRC-32 of all that.
    static func payload(_ places: [SavedPlace], tracks: [SavedTrack]) -> [UInt8] {
        var writer = ByteWriter()
        writer.raw([tracks.isEmpty ? 1 : 2])
        var groups: [String] = []
        for place in places where !place.group.isEmpty && !groups.contains(place.group) { groups.append(place.group) }
        writer.strings(groups)
        writer.varint(places.count)
        var previous = (latitude: Int64(0), longitude: Int64(0))
        for place in places {
            var flags: Flags = []
            if !place.note.isEmpty { flags.insert(.note) }
            if place.colour != nil { flags.insert(.colour) }
            if !place.group.isEmpty { flags.insert(.group) }
            if place.savedAt != nil { flags.insert(.time) }
            writer.raw([flags.rawValue])
            let latitude = Int64((place.latitude * unitsPerDegree).rounded())
            let longitude = Int64((place.longitude * unitsPerDegree).rounded())
            writer.varint(zigzag(latitude - previous.latitude))
            writer.varint(zigzag(longitude - previous.longitude))
            previous = (latitude, longitude)
            writer.string(place.name)
            if flags.contains(.note) { writer.string(place.note) }
            if let colour = place.colour {
                let value = UInt32(colour.dropFirst(), radix: 16) ?? 0
                writer.raw([UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
            }
            if flags.contains(.group) { writer.varint(groups.firstIndex(of: place.group)!) }
            if let savedAt = place.savedAt { writer.varint(UInt64(min(max(0, savedAt.timeIntervalSince1970 / 60), 1e15).rounded(.down))) }
        }
        if !tracks.isEmpty {
            writer.varint(tracks.count)
            for track in tracks { write(track, into: &writer) }
        }
        let checksum = CRC32.checksum(writer.bytes)
        writer.raw([UInt8(checksum >> 24), UInt8(checksum >> 16 & 0xFF), UInt8(checksum >> 8 & 0xFF), UInt8(checksum & 0xFF)])
        return writer.bytes
    }

    /// The places of a code (its tracks left aside).
    public static func decode(_ text: String) throws(SharingError) -> [SavedPlace] {
        try contents(text).places
    }

    /// The places and tracks of a code. Whitespace around the code and line breaks or tabs inside it (a chat
    /// wrapping a long line) are ignored; the prefix is read in either case.
    public static func contents(_ text: String) throws(SharingError) -> PlaceFileContents {
        let trimmed = String(text.unicodeScalars.filter { !"\n\r\t".unicodeScalars.contains($0) }).trimmingCharacters(in: .whitespaces)
        guard trimmed.uppercased().hasPrefix(prefix) else { throw .unrecognisedCode(text) }
        let text = trimmed.dropFirst(prefix.count)
        guard text.count <= (maximumBytes + 1) / 2 * 3 else { throw .listTooLarge(maximumBytes: maximumBytes) }
        let bytes = try Base45.decode(String(text))
        guard bytes.count >= 5 else { throw .listTruncated }
        let body = bytes.dropLast(4)
        let stored = bytes.suffix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard CRC32.checksum(body) == stored else { throw .listChecksumMismatch }
        guard let found = body.first, found <= version else { throw .listFromNewerVersion(Int(body.first ?? 0)) }
        guard found >= 1 else { throw .listTruncated }
        do {
            return try contents(in: Array(body.dropFirst()), version: found)
        } catch let error as SharingError {
            throw error
        } catch {
            throw .listTruncated
        }
    }

    static func contents(in bytes: [UInt8], version: UInt8) throws -> PlaceFileContents {
        var reader = ByteReader(bytes)
        let groups = try reader.strings(atMost: maximumBytes)
        let count = try reader.count(atMost: maximumBytes)
        var places: [SavedPlace] = []
        var latitude: Int64 = 0
        var longitude: Int64 = 0
        for _ in 0..<count {
            let flags = Flags(rawValue: try reader.raw(1).first!)
            latitude &+= unzigzag(try reader.varint())
            longitude &+= unzigzag(try reader.varint())
            let name = try reader.string()
            let note = flags.contains(.note) ? try reader.string() : ""
            var colour: String?
            if flags.contains(.colour) {
                colour = "#" + (try reader.raw(3)).map { String(format: "%02x", $0) }.joined()
            }
            var group = ""
            if flags.contains(.group) {
                guard !groups.isEmpty else { throw SharingError.listTruncated }
                let index = try reader.count(atMost: groups.count - 1)
                group = groups[index]
            }
            let savedAt = flags.contains(.time) ? Date(timeIntervalSince1970: Double(min(try reader.varint(), 1 << 40)) * 60) : nil
            // A position off Earth is damage, like any other impossible field (docs/LIST-CODE.md).
            guard
                let place = try? SavedPlace(
                    name: name, note: note, latitude: Double(latitude) / unitsPerDegree, longitude: Double(longitude) / unitsPerDegree,
                    savedAt: savedAt, colour: colour, group: group)
            else { throw SharingError.listTruncated }
            places.append(place)
        }
        let tracks = version == 2 ? try (0..<reader.count(atMost: maximumBytes)).map { _ in try track(&reader) } : []
        guard reader.isAtEnd else { throw SharingError.listTruncated }
        return PlaceFileContents(places: places, tracks: tracks)
    }

    /// A track record: flags (note, colour, elevations, times), name, note, colour, then each segment's points
    /// as differences from the previous point, after simplification.
    static func write(_ track: SavedTrack, into writer: inout ByteWriter) {
        let simple = track.simplified(tolerance: trackTolerance)
        let seconds = simple.points.map { $0.time.map { $0.timeIntervalSince1970.rounded(.down) } }
        let elevations = simple.points.allSatisfy { $0.elevation != nil }
        let timed = seconds.enumerated().allSatisfy { index, value in
            guard let value, value >= 0 else { return false }
            return index == 0 || value >= (seconds[index - 1] ?? .infinity)
        }
        var flags: Flags = []
        if !track.note.isEmpty { flags.insert(.note) }
        if track.colour != nil { flags.insert(.colour) }
        if elevations { flags.insert(.elevations) }
        if timed { flags.insert(.time) }
        writer.raw([flags.rawValue])
        writer.string(track.name)
        if flags.contains(.note) { writer.string(track.note) }
        if let colour = track.colour {
            let value = UInt32(colour.dropFirst(), radix: 16) ?? 0
            writer.raw([UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
        }
        let parts = simple.segments
        writer.varint(parts.count)
        var previous = (latitude: Int64(0), longitude: Int64(0), elevation: Int64(0))
        var index = 0
        for part in parts {
            writer.varint(part.count)
            for point in part {
                let here = (
                    latitude: Int64((point.latitude * trackUnitsPerDegree).rounded()),
                    longitude: Int64((point.longitude * trackUnitsPerDegree).rounded()),
                    elevation: elevations ? Int64(point.elevation!.rounded()) : 0
                )
                writer.varint(zigzag(here.latitude - previous.latitude))
                writer.varint(zigzag(here.longitude - previous.longitude))
                if elevations { writer.varint(zigzag(here.elevation - previous.elevation)) }
                if timed { writer.varint(UInt64(index == 0 ? seconds[0]! : seconds[index]! - seconds[index - 1]!)) }
                previous = here
                index += 1
            }
        }
    }

    static func track(_ reader: inout ByteReader) throws -> SavedTrack {
        let flags = Flags(rawValue: try reader.raw(1).first!)
        guard flags.rawValue <= 15 else { throw SharingError.listTruncated }
        let name = try reader.string()
        let note = flags.contains(.note) ? try reader.string() : ""
        let colour = flags.contains(.colour) ? "#" + (try reader.raw(3)).map { String(format: "%02x", $0) }.joined() : nil
        let count = try reader.count(atMost: maximumBytes)
        guard count >= 1 else { throw SharingError.listTruncated }
        var latitude: Int64 = 0
        var longitude: Int64 = 0
        var elevation: Int64 = 0
        var seconds: UInt64 = 0
        var segments: [[TrackPoint]] = []
        for _ in 0..<count {
            let length = try reader.count(atMost: maximumBytes)
            guard length >= 1 else { throw SharingError.listTruncated }
            var segment: [TrackPoint] = []
            for _ in 0..<length {
                latitude &+= unzigzag(try reader.varint())
                longitude &+= unzigzag(try reader.varint())
                if flags.contains(.elevations) { elevation &+= unzigzag(try reader.varint()) }
                if flags.contains(.time) {
                    seconds &+= try reader.varint()
                    // The last second of year 9999: later is damage.
                    guard seconds <= 253_402_300_799 else { throw SharingError.listTruncated }
                }
                guard
                    let point = TrackPoint(
                        latitude: Double(latitude) / trackUnitsPerDegree, longitude: Double(longitude) / trackUnitsPerDegree,
                        elevation: flags.contains(.elevations) ? Double(elevation) : nil,
                        time: flags.contains(.time) ? Date(timeIntervalSince1970: Double(seconds)) : nil)
                else { throw SharingError.listTruncated }
                segment.append(point)
            }
            segments.append(segment)
        }
        return SavedTrack(name: name, note: note, colour: colour, segments: segments)
    }

    static func zigzag(_ value: Int64) -> UInt64 { UInt64(bitPattern: (value << 1) ^ (value >> 63)) }

    static func unzigzag(_ value: UInt64) -> Int64 { Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1) }
}
