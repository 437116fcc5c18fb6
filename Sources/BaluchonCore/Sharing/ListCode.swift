import Foundation

/// Baluchon's whole-list code: every place of a list (names, notes, coordinates, colours, groups, times) in
/// one versioned, checksummed text of QR-alphanumeric characters, `BLC:` then Base45. The byte layout is
/// documented in docs/LIST-CODE.md so that another program can read and write it.
public enum ListCode {
    public static let prefix = "BLC:"
    public static let version: UInt8 = 1
    /// What one QR code of version 40 at error correction M holds in alphanumeric mode (3,391 characters),
    /// less the prefix, as Base45 bytes.
    public static let maximumBytes = (3391 - 4) / 3 * 2
    /// Coordinates travel as whole ten-millionths of a degree (about a centimetre).
    static let unitsPerDegree = 10_000_000.0

    struct Flags: OptionSet {
        let rawValue: UInt8
        static let note = Flags(rawValue: 1)
        static let colour = Flags(rawValue: 2)
        static let group = Flags(rawValue: 4)
        static let time = Flags(rawValue: 8)
    }

    /// The code of a list; too many places or too much text for one QR code is an error, never a cut list.
    public static func encode(_ places: [SavedPlace]) throws(SharingError) -> String {
        let bytes = payload(places)
        guard bytes.count <= maximumBytes else { throw .listTooLarge(maximumBytes: maximumBytes) }
        return prefix + Base45.encode(bytes)
    }

    /// The bytes behind the text: version, groups, places, then the CRC-32 of all that.
    static func payload(_ places: [SavedPlace]) -> [UInt8] {
        var writer = ByteWriter()
        writer.raw([version])
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
        let checksum = CRC32.checksum(writer.bytes)
        writer.raw([UInt8(checksum >> 24), UInt8(checksum >> 16 & 0xFF), UInt8(checksum >> 8 & 0xFF), UInt8(checksum & 0xFF)])
        return writer.bytes
    }

    /// The places of a code. Whitespace around the code and line breaks or tabs inside it (a chat wrapping a
    /// long line) are ignored; the prefix is read in either case.
    public static func decode(_ text: String) throws(SharingError) -> [SavedPlace] {
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
        guard found == version else { throw .listTruncated }
        do {
            return try places(in: Array(body.dropFirst()))
        } catch let error as SharingError {
            throw error
        } catch {
            throw .listTruncated
        }
    }

    static func places(in bytes: [UInt8]) throws -> [SavedPlace] {
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
        guard reader.isAtEnd else { throw SharingError.listTruncated }
        return places
    }

    static func zigzag(_ value: Int64) -> UInt64 { UInt64(bitPattern: (value << 1) ^ (value >> 63)) }

    static func unzigzag(_ value: UInt64) -> Int64 { Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1) }
}
