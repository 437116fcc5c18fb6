import Foundation
import Hummingbird

/// Writes JSON by hand for the few answers that assemble pre-encoded parts (weather, conversions), where running
/// `JSONEncoder` on every request would cost more than the rest of the request.
struct JSONWriter {
    /// The text so far, ready to be a response body.
    private(set) var buffer: ByteBuffer

    init(capacity: Int = 1024) {
        buffer = ByteBufferAllocator().buffer(capacity: capacity)
    }

    var bytes: [UInt8] { Array(buffer.readableBytesView) }

    /// Appends already valid JSON (a fragment made by `JSONEncoder`, punctuation).
    mutating func raw(_ text: String) {
        buffer.writeString(text)
    }

    mutating func raw(_ data: Data) {
        buffer.writeBytes(data)
    }

    /// `"name":` before a value.
    mutating func key(_ name: String) {
        string(name)
        buffer.writeInteger(UInt8(ascii: ":"))
    }

    /// A JSON string: quotes, backslashes and control characters escaped, everything else as UTF-8.
    mutating func string(_ text: String) {
        buffer.writeInteger(UInt8(ascii: "\""))
        // Most texts need no escaping: write them whole.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            buffer.writeString(text)
            buffer.writeInteger(UInt8(ascii: "\""))
            return
        }
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case UInt8(ascii: "\n"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case UInt8(ascii: "\r"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case UInt8(ascii: "\t"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        buffer.writeBytes(bytes)
    }

    /// `text` as a JSON string literal, for answers assembled as text.
    static func quoted(_ text: String) -> String {
        var writer = JSONWriter(capacity: text.utf8.count + 2)
        writer.string(text)
        return String(decoding: writer.buffer.readableBytesView, as: UTF8.self)
    }

    /// A finite number as JSON writes it (`48`, `-4.1`); `null` for NaN and infinities.
    mutating func number(_ value: Double) {
        guard value.isFinite else { return raw("null") }
        raw(value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value))
    }

    mutating func number(_ value: Int) {
        raw(String(value))
    }

    mutating func bool(_ value: Bool) {
        raw(value ? "true" : "false")
    }

    /// `"key":"value",` when the value is there, nothing otherwise.
    mutating func optional(_ name: String, _ value: String?) {
        guard let value else { return }
        key(name)
        string(value)
        raw(",")
    }
}

extension Response {
    /// A 200 answer whose body is JSON already written.
    static func json(_ body: ByteBuffer) -> Response {
        Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: ResponseBody(byteBuffer: body))
    }
}
