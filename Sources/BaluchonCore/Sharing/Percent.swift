/// Percent-encoding (RFC 3986) over UTF-8 bytes, with the set of bytes left alone chosen by the caller.
enum Percent {
    /// RFC 3986's unreserved characters.
    static let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)

    static func encode(_ text: String, keeping kept: (UInt8) -> Bool) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if kept(byte) {
                output.append(byte)
            } else {
                output += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 15)]]
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    static func encode(_ text: String, keeping kept: Set<UInt8>) -> String {
        encode(text, keeping: { kept.contains($0) })
    }

    /// nil when a `%` is not followed by two hex digits or the bytes are not UTF-8.
    static func decode(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8)[...]
        while let byte = iterator.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard iterator.count >= 2, let high = hexValue(iterator.removeFirst()), let low = hexValue(iterator.removeFirst()) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    static let hexDigits = Array("0123456789ABCDEF".utf8)

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
