import BaluchonCore
import Foundation
import SystemZlib

extension QRSymbol {
    /// A greyscale PNG, `scale` pixels per module, quiet zone included; the image data is deflated by zlib.
    public func png(scale: Int = 8, quietZone: Int = 4) -> Data {
        let side = (size + 2 * quietZone) * scale
        var raw = [UInt8]()
        raw.reserveCapacity(side * (side + 1))
        for row in 0..<side {
            raw.append(0)  // filter type "none"
            let y = row / scale - quietZone
            for column in 0..<side {
                let x = column / scale - quietZone
                let dark = (0..<size).contains(x) && (0..<size).contains(y) && isDark(x: x, y: y)
                raw.append(dark ? 0 : 255)
            }
        }
        var header = [UInt8]()
        header += Self.bigEndian(UInt32(side)) + Self.bigEndian(UInt32(side))
        header += [8, 0, 0, 0, 0]  // 8-bit greyscale, deflate, no interlace
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png += Self.chunk("IHDR", header)
        png += Self.chunk("IDAT", Self.deflate(raw))
        png += Self.chunk("IEND", [])
        return png
    }

    static func deflate(_ bytes: [UInt8]) -> [UInt8] {
        var length = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = compress2(&output, &length, bytes, uLong(bytes.count), Z_DEFAULT_COMPRESSION)
        precondition(status == Z_OK, "zlib compress2 failed with a buffer of compressBound's size")
        return Array(output.prefix(Int(length)))
    }

    static func chunk(_ type: String, _ body: [UInt8]) -> Data {
        let typed = Array(type.utf8) + body
        let checksum = UInt32(crc32(0, typed, uInt(typed.count)))
        return Data(bigEndian(UInt32(body.count)) + typed + bigEndian(checksum))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
