import BaluchonCore
import Foundation
import SystemZlib
import ZIPFoundation

/// The bytes of one KMZ entry. ZIPFoundation does not say where an entry's data starts, and its inflate on Linux
/// never returns from a deflate stream that runs on to the end of the archive (seen with 0.9.20), which a hostile
/// upload can craft. So the data is found after the entry's local header (signature and name), inflated by zlib
/// by our ``Inflater`` under our limits from no more than the directory's compressed size, and kept only if its size and CRC-32 are
/// the ones ZIPFoundation read in the directory.
enum KMZEntryData {
    /// Local headers of the entry's name looked at at most: an honest archive has one.
    static let maximumHeaders = 8

    /// Inflates one local header's data, once: the first header of the entry's name whose own CRC-32 and
    /// sizes are the directory's (or left to a data descriptor). An archive that repeats the header cannot
    /// make the entry be inflated again and again.
    static func content(of entry: Entry, in bytes: [UInt8]) throws(PlaceFileError) -> [UInt8] {
        let name = Array(entry.path.utf8)
        var position = 0
        var header: Int?
        for _ in 0..<maximumHeaders {
            guard let found = nextHeader(named: name, in: bytes, from: position) else { break }
            position = found + 4
            if describes(entry, header: found, in: bytes) {
                header = found
                break
            }
        }
        guard let header else { throw .archiveRefused(reason: LocalizedText("file.kmz.damaged")) }
        let start = header + 30 + Int(read16(bytes, header + 26)) + Int(read16(bytes, header + 28))
        guard start <= bytes.count else { throw .archiveRefused(reason: LocalizedText("file.kmz.damaged")) }
        let stored = Array(bytes[start..<min(bytes.count, start + Int(clamping: entry.compressedSize))])
        let content: [UInt8]?
        switch read16(bytes, header + 8) {
        case 0: content = stored
        case 8: content = try inflate(stored, limit: PlaceFiles.maximumBytes)
        default:
            throw .archiveRefused(
                reason: LocalizedText("file.kmz.compression"))
        }
        guard let content, content.count == entry.uncompressedSize else {
            throw .archiveRefused(reason: LocalizedText("file.kmz.damaged"))
        }
        guard UInt32(crc32(0, content, uInt(content.count))) == entry.checksum else {
            throw .archiveRefused(reason: LocalizedText("file.kmz.checksum"))
        }
        return content
    }

    /// Whether the local header at `header` agrees with the directory: CRC-32 and sizes, unless its flags
    /// defer them to a data descriptor after the data (bit 3), where they are zero.
    static func describes(_ entry: Entry, header: Int, in bytes: [UInt8]) -> Bool {
        if read16(bytes, header + 6) & 0x0008 != 0 { return true }
        let checksum = UInt32(read16(bytes, header + 14)) | UInt32(read16(bytes, header + 16)) << 16
        let compressed = UInt32(read16(bytes, header + 18)) | UInt32(read16(bytes, header + 20)) << 16
        let uncompressed = UInt32(read16(bytes, header + 22)) | UInt32(read16(bytes, header + 24)) << 16
        if compressed == 0xFFFF_FFFF || uncompressed == 0xFFFF_FFFF { return checksum == entry.checksum }  // ZIP64: sizes in an extra field
        return checksum == entry.checksum && UInt64(compressed) == entry.compressedSize && UInt64(uncompressed) == entry.uncompressedSize
    }

    /// Where the next local header for `name` starts, from `position` on.
    static func nextHeader(named name: [UInt8], in bytes: [UInt8], from position: Int) -> Int? {
        var index = position
        while index + 30 + name.count <= bytes.count {
            if bytes[index] == 0x50, bytes[index + 1] == 0x4B, bytes[index + 2] == 0x03, bytes[index + 3] == 0x04,
                Int(read16(bytes, index + 26)) == name.count, bytes[(index + 30)..<(index + 30 + name.count)].elementsEqual(name)
            {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Raw deflate; nil when the data is damaged or ends early, an error as soon as the output would pass `limit`.
    static func inflate(_ input: [UInt8], limit: Int) throws(PlaceFileError) -> [UInt8]? {
        do {
            return try Inflater.inflate(input, .raw, limit: limit)
        } catch .tooLarge {
            throw .archiveRefused(
                reason: LocalizedText("file.kmz.expandsTooMuch", ["megabytes": "\(limit / 1_048_576)"]))
        } catch {
            return nil
        }
    }

    static func read16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        guard offset + 2 <= bytes.count else { return 0 }
        return UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }
}
