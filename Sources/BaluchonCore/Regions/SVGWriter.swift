/// Builds SVG text as bytes: integers are written digit by digit (no formatting), names are escaped
/// for XML and cleared of characters XML cannot hold, since they come from anyone's map edits.
struct SVGWriter {
    var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func raw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func int(_ value: Int) {
        var value = value
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            value = -value
        }
        if value < 10 {
            bytes.append(UInt8(48 + value))
            return
        }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            while value > 0 && count < 12 {
                buffer[count] = UInt8(48 + value % 10)
                value /= 10
                count += 1
            }
            for i in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[i]) }
        }
    }

    /// Text content or an attribute value, escaped.
    mutating func escaped(_ text: String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": raw("&amp;")
            case "<": raw("&lt;")
            case ">": raw("&gt;")
            case "\"": raw("&quot;")
            case "'": raw("&apos;")
            case "\t", "\n", "\r": bytes.append(32)
            default:
                // XML 1.0 allows no other control characters, nor U+FFFE and U+FFFF.
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF || (0x7F...0x9F).contains(scalar.value) { continue }
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
