import BaluchonCore
import CZlib
import Foundation

/// KMZ files: a ZIP archive holding `doc.kml`. Read and written here with zlib rather than a ZIP library, so the
/// limits are ours: names that lead out of the archive (`../`, `/`, `\`, `C:`) or two entries of one name refuse
/// the whole archive; at most 1,000 entries; the KML is inflated into a buffer that stops at `PlaceFiles.maximumBytes` whatever the archive
/// declares, and a declared expansion over 200:1 is refused up front as a zip bomb; the CRC-32 must match.
/// Nothing is ever written to disk.
public enum KMZArchive {
    static let maximumEntries = 1_000
    static let maximumRatio = 200

    struct Entry {
        var name: String
        var method: UInt16
        var crc: UInt32
        var compressedSize: Int
        var size: Int
        var localHeader: Int
    }

    /// The KML inside a KMZ.
    public static func kml(from data: Data) throws(PlaceFileError) -> Data {
        let bytes = [UInt8](data)
        let entries = try centralDirectory(bytes)
        for entry in entries where !isSafe(entry.name) {
            throw .archiveRefused(
                reason: LocalizedText(
                    en: "the name “\(entry.name.prefix(60))” leads outside the archive",
                    fr: "le nom « \(entry.name.prefix(60)) » mène hors de l’archive"))
        }
        // Two entries of one name: readers would disagree on which is the list, so none is chosen.
        var seen = Set<String>()
        for entry in entries where !seen.insert(entry.name.lowercased()).inserted {
            throw .archiveRefused(
                reason: LocalizedText(
                    en: "two of its files are named “\(entry.name.prefix(60))”",
                    fr: "deux de ses fichiers s’appellent « \(entry.name.prefix(60)) »"))
        }
        let candidates = entries.filter { $0.name.lowercased().hasSuffix(".kml") }
        guard let entry = candidates.first(where: { $0.name.lowercased() == "doc.kml" }) ?? candidates.first else {
            throw .archiveRefused(reason: LocalizedText(en: "there is no KML file inside", fr: "elle ne contient aucun fichier KML"))
        }
        guard entry.size <= PlaceFiles.maximumBytes else { throw .tooLarge(maximumBytes: PlaceFiles.maximumBytes) }
        guard entry.size <= max(entry.compressedSize, 1) * maximumRatio || entry.size < 1_048_576 else {
            throw .archiveRefused(
                reason: LocalizedText(en: "it expands too much (a zip bomb)", fr: "elle se décompresse beaucoup trop (une bombe zip)"))
        }
        let start = entry.localHeader
        guard start + 30 <= bytes.count, read32(bytes, start) == 0x0403_4B50 else {
            throw .archiveRefused(reason: LocalizedText(en: "it is damaged", fr: "elle est abîmée"))
        }
        let dataStart = start + 30 + Int(read16(bytes, start + 26)) + Int(read16(bytes, start + 28))
        guard dataStart + entry.compressedSize <= bytes.count else {
            throw .archiveRefused(reason: LocalizedText(en: "it is cut short", fr: "elle est tronquée"))
        }
        let stored = Array(bytes[dataStart..<dataStart + entry.compressedSize])
        let content: [UInt8]
        switch entry.method {
        case 0: content = stored
        case 8: content = try inflate(stored, limit: PlaceFiles.maximumBytes)
        default:
            throw .archiveRefused(
                reason: LocalizedText(en: "it uses a compression method other than deflate", fr: "elle utilise une autre compression que deflate"))
        }
        guard UInt32(crc32(0, content, uInt(content.count))) == entry.crc else {
            throw .archiveRefused(reason: LocalizedText(en: "its checksum does not match", fr: "sa somme de contrôle ne correspond pas"))
        }
        return Data(content)
    }

    static func isSafe(_ name: String) -> Bool {
        !name.hasPrefix("/") && !name.contains("\\") && !name.contains(":") && !name.split(separator: "/").contains("..")
    }

    static func centralDirectory(_ bytes: [UInt8]) throws(PlaceFileError) -> [Entry] {
        guard bytes.count >= 22 else {
            throw .archiveRefused(reason: LocalizedText(en: "it is not a ZIP archive", fr: "ce n’est pas une archive ZIP"))
        }
        let lowest = max(0, bytes.count - 22 - 65_535)
        guard let end = stride(from: bytes.count - 22, through: lowest, by: -1).first(where: { read32(bytes, $0) == 0x0605_4B50 }) else {
            throw .archiveRefused(reason: LocalizedText(en: "it is not a ZIP archive", fr: "ce n’est pas une archive ZIP"))
        }
        let count = Int(read16(bytes, end + 10))
        guard count <= maximumEntries else {
            throw .archiveRefused(
                reason: LocalizedText(en: "it holds more than \(maximumEntries) files", fr: "elle contient plus de \(maximumEntries) fichiers"))
        }
        var offset = Int(read32(bytes, end + 16))
        var entries: [Entry] = []
        for _ in 0..<count {
            guard offset + 46 <= bytes.count, read32(bytes, offset) == 0x0201_4B50 else {
                throw .archiveRefused(reason: LocalizedText(en: "it is damaged", fr: "elle est abîmée"))
            }
            let nameLength = Int(read16(bytes, offset + 28))
            let extraLength = Int(read16(bytes, offset + 30))
            let commentLength = Int(read16(bytes, offset + 32))
            guard offset + 46 + nameLength <= bytes.count else {
                throw .archiveRefused(reason: LocalizedText(en: "it is damaged", fr: "elle est abîmée"))
            }
            entries.append(
                Entry(
                    name: String(decoding: bytes[offset + 46..<offset + 46 + nameLength], as: UTF8.self), method: read16(bytes, offset + 10),
                    crc: read32(bytes, offset + 16), compressedSize: Int(read32(bytes, offset + 20)), size: Int(read32(bytes, offset + 24)),
                    localHeader: Int(read32(bytes, offset + 42))))
            offset += 46 + nameLength + extraLength + commentLength
        }
        return entries
    }

    /// Raw deflate, stopping with an error as soon as the output would pass `limit`.
    static func inflate(_ input: [UInt8], limit: Int) throws(PlaceFileError) -> [UInt8] {
        var stream = z_stream()
        guard inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .archiveRefused(reason: LocalizedText(en: "it cannot be unpacked", fr: "elle ne peut pas être décompressée"))
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var source = input
        let status: Int32 = source.withUnsafeMutableBufferPointer { inputBuffer in
            stream.next_in = inputBuffer.baseAddress
            stream.avail_in = uInt(inputBuffer.count)
            var result: Int32 = Z_OK
            while result == Z_OK && output.count <= limit {
                result = buffer.withUnsafeMutableBufferPointer { out in
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(out.count)
                    let code = CZlib.inflate(&stream, Z_NO_FLUSH)
                    output.append(contentsOf: out[0..<(out.count - Int(stream.avail_out))])
                    return code
                }
            }
            return result
        }
        guard output.count <= limit else {
            throw .archiveRefused(
                reason: LocalizedText(
                    en: "it expands beyond \(limit / 1_048_576) MB (a zip bomb)",
                    fr: "elle dépasse \(limit / 1_048_576) Mo une fois décompressée (une bombe zip)"))
        }
        guard status == Z_STREAM_END else { throw .archiveRefused(reason: LocalizedText(en: "it is damaged", fr: "elle est abîmée")) }
        return output
    }

    /// A KMZ holding `doc.kml`, deflated.
    public static func archive(kml: Data) -> Data {
        let content = [UInt8](kml)
        let crc = UInt32(crc32(0, content, uInt(content.count)))
        let compressed = deflate(content)
        let name = Array("doc.kml".utf8)
        var zip: [UInt8] = []
        func le16(_ value: Int) { zip += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
        func le32(_ value: UInt32) { zip += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)] }
        le32(0x0403_4B50)
        le16(20); le16(0x0800); le16(8); le16(0); le16(0x21)
        le32(crc); le32(UInt32(compressed.count)); le32(UInt32(content.count))
        le16(name.count); le16(0)
        zip += name + compressed
        let directory = zip.count
        le32(0x0201_4B50)
        le16(20); le16(20); le16(0x0800); le16(8); le16(0); le16(0x21)
        le32(crc); le32(UInt32(compressed.count)); le32(UInt32(content.count))
        le16(name.count); le16(0); le16(0); le16(0); le16(0); le32(0); le32(0)
        zip += name
        let directorySize = zip.count - directory
        le32(0x0605_4B50)
        le16(0); le16(0); le16(1); le16(1)
        le32(UInt32(directorySize)); le32(UInt32(directory)); le16(0)
        return Data(zip)
    }

    static func deflate(_ bytes: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        guard deflateInit2_(&stream, 9, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            return bytes
        }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))))
        var input = bytes
        input.withUnsafeMutableBufferPointer { inputBuffer in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                stream.next_in = inputBuffer.baseAddress
                stream.avail_in = uInt(inputBuffer.count)
                stream.next_out = outputBuffer.baseAddress
                stream.avail_out = uInt(outputBuffer.count)
                _ = CZlib.deflate(&stream, Z_FINISH)
            }
        }
        return Array(output.prefix(Int(stream.total_out)))
    }

    static func read16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        guard offset + 2 <= bytes.count else { return 0 }
        return UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    static func read32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        guard offset >= 0, offset + 4 <= bytes.count else { return 0 }
        return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }
}
