import Foundation

/// What the first bytes of an uploaded file say it is: its format and size in pixels, read from the
/// header alone, before anything decodes it. A file that claims 60 000 × 60 000 pixels in a few
/// kilobytes (a decompression bomb) is refused here and never reaches the OCR engine.
public struct ImageHeader: Sendable, Equatable {
    public enum Format: String, Sendable, Codable, CaseIterable {
        case jpeg, png, webp, gif, bmp, tiff
    }

    /// Largest file accepted: 20 MB.
    public static let maximumBytes = 20 * 1024 * 1024
    /// Most pixels accepted: 40 megapixels (a phone's photo is 12 to 50).
    public static let maximumPixels = 40_000_000

    public var format: Format
    public var width: Int
    public var height: Int

    /// Reads `data`'s header and checks it against the limits: a file that is no image of a known
    /// format, is too large, has too many pixels or a header that does not hold together is an ``OCRError``.
    public static func checked(_ data: Data) throws(OCRError) -> ImageHeader {
        guard data.count <= maximumBytes else { throw .imageTooLarge(limit: maximumBytes) }
        let bytes = [UInt8](data.prefix(1 << 20))
        guard let format = format(of: bytes) else { throw .notAnImage }
        guard let size = dimensions(of: bytes, as: format), size.width > 0, size.height > 0 else { throw .unreadableImage }
        guard size.width * size.height <= maximumPixels else {
            throw .tooManyPixels(width: size.width, height: size.height, limit: maximumPixels)
        }
        return ImageHeader(format: format, width: size.width, height: size.height)
    }

    /// The format the magic bytes name, or nil.
    static func format(of bytes: [UInt8]) -> Format? {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return .webp }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
        if starts(Array("BM".utf8)) && bytes.count >= 26 { return .bmp }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
        return nil
    }

    /// Width and height as the header gives them; nil when the header is cut short or malformed.
    static func dimensions(of bytes: [UInt8], as format: Format) -> (width: Int, height: Int)? {
        let reader = HeaderBytes(bytes: bytes)
        switch format {
        case .png:
            guard reader.ascii(12, 4) == "IHDR", let width = reader.uint32BE(16), let height = reader.uint32BE(20) else { return nil }
            return (width, height)
        case .gif:
            guard let width = reader.uint16LE(6), let height = reader.uint16LE(8) else { return nil }
            return (width, height)
        case .bmp:
            guard let width = reader.int32LE(18), let height = reader.int32LE(22) else { return nil }
            return (abs(width), abs(height))
        case .webp: return webp(reader)
        case .jpeg: return jpeg(reader)
        case .tiff: return tiff(reader)
        }
    }

    /// The first chunk of a WebP file: lossy (`VP8 `), lossless (`VP8L`) or extended (`VP8X`).
    private static func webp(_ reader: HeaderBytes) -> (width: Int, height: Int)? {
        switch reader.ascii(12, 4) {
        case "VP8 ":
            guard reader.byte(23) == 0x9D, reader.byte(24) == 0x01, reader.byte(25) == 0x2A,
                let width = reader.uint16LE(26), let height = reader.uint16LE(28)
            else { return nil }
            return (width & 0x3FFF, height & 0x3FFF)
        case "VP8L":
            guard reader.byte(20) == 0x2F, let bits = reader.uint32LE(21) else { return nil }
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            guard let width = reader.uint24LE(24), let height = reader.uint24LE(27) else { return nil }
            return (width + 1, height + 1)
        default: return nil
        }
    }

    /// The frame header (SOF0…SOF15) found by walking the JPEG's segments.
    private static func jpeg(_ reader: HeaderBytes) -> (width: Int, height: Int)? {
        var offset = 2
        while let mark = reader.byte(offset), mark == 0xFF {
            var marker = reader.byte(offset + 1)
            while marker == 0xFF {
                offset += 1
                marker = reader.byte(offset + 1)
            }
            guard let marker else { return nil }
            offset += 2
            if marker == 0x01 || (0xD0...0xD8).contains(marker) { continue }
            guard marker != 0xD9, marker != 0xDA, let length = reader.uint16BE(offset), length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard let height = reader.uint16BE(offset + 3), let width = reader.uint16BE(offset + 5) else { return nil }
                return (width, height)
            }
            offset += length
        }
        return nil
    }

    /// Tags 256 (ImageWidth) and 257 (ImageLength) of a TIFF's first directory.
    private static func tiff(_ reader: HeaderBytes) -> (width: Int, height: Int)? {
        var reader = reader
        reader.bigEndian = reader.byte(0) == 0x4D
        guard let directory = reader.uint32(4), let count = reader.uint16(directory), count < 4096 else { return nil }
        var width: Int?
        var height: Int?
        for index in 0..<count {
            let entry = directory + 2 + index * 12
            guard let tag = reader.uint16(entry), let type = reader.uint16(entry + 2) else { return nil }
            let value = type == 3 ? reader.uint16(entry + 8) : type == 4 ? reader.uint32(entry + 8) : nil
            if tag == 256 { width = value }
            if tag == 257 { height = value }
        }
        guard let width, let height else { return nil }
        return (width, height)
    }
}

/// Reads numbers at offsets of a byte array; nil past its end.
private struct HeaderBytes {
    let bytes: [UInt8]
    var bigEndian = false

    func byte(_ offset: Int) -> UInt8? { offset >= 0 && offset < bytes.count ? bytes[offset] : nil }

    private func number(_ offset: Int, _ count: Int, bigEndian: Bool) -> Int? {
        guard offset >= 0, offset + count <= bytes.count else { return nil }
        let slice = bytes[offset..<offset + count]
        return (bigEndian ? Array(slice) : slice.reversed()).reduce(0) { $0 << 8 | Int($1) }
    }

    func uint16BE(_ offset: Int) -> Int? { number(offset, 2, bigEndian: true) }
    func uint32BE(_ offset: Int) -> Int? { number(offset, 4, bigEndian: true) }
    func uint16LE(_ offset: Int) -> Int? { number(offset, 2, bigEndian: false) }
    func uint24LE(_ offset: Int) -> Int? { number(offset, 3, bigEndian: false) }
    func uint32LE(_ offset: Int) -> Int? { number(offset, 4, bigEndian: false) }
    func uint16(_ offset: Int) -> Int? { number(offset, 2, bigEndian: bigEndian) }
    func uint32(_ offset: Int) -> Int? { number(offset, 4, bigEndian: bigEndian) }

    func int32LE(_ offset: Int) -> Int? {
        uint32LE(offset).map { Int(Int32(truncatingIfNeeded: $0)) }
    }

    func ascii(_ offset: Int, _ count: Int) -> String? {
        guard offset + count <= bytes.count else { return nil }
        return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
    }
}
