import BaluchonCore
import Hummingbird

/// A request's query parameters, percent-decoded strictly (bytes that are not UTF-8 or broken escapes
/// are an error the person is told about, never silently replaced), read into typed values by the
/// initialisers of ``ParameterValue`` that the CLI calls too. An empty parameter is an absent one; a
/// wrong one is a ``ParameterError`` naming it, or the error of its value's own rule.
struct RequestQuery {
    private var values: [String: String] = [:]
    /// Why a pair could not be read; the pairs that could are kept (the interface language among them).
    private(set) var problem: ParameterError?

    /// No parameters.
    init() {}

    /// Reads `request`'s query.
    init(_ request: Request) {
        guard let raw = request.uri.query, !raw.isEmpty else { return }
        for pair in raw.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            do {
                let name = try Self.decode(parts[0])
                let value = parts.count > 1 ? try Self.decode(parts[1]) : ""
                if values[name] == nil { values[name] = value }
            } catch {
                problem = problem ?? error
            }
        }
    }

    /// The parameter's text as given; nil when absent or empty.
    subscript(_ name: String) -> String? { values[name].flatMap { $0.isEmpty ? nil : $0 } }

    /// The parameter's text as given, empty included; nil only when absent (for a value whose own rule
    /// says what an empty one means, such as the calculator's empty expression).
    func given(_ name: String) -> String? { values[name] }

    /// The parameter's text; an error naming it when absent or empty.
    func required(_ name: String) throws(ParameterError) -> String {
        guard let text = self[name] else { throw .missing(name: name) }
        return text
    }

    /// The parameter read as a `Value`; nil when absent or empty.
    func value<Value: ParameterValue>(_ name: String, as type: Value.Type = Value.self) throws -> Value? {
        try self[name].map { try Value(parameter: $0, name: name) }
    }

    /// The parameter read as a `Value`; `fallback` when absent or empty.
    func value<Value: ParameterValue>(_ name: String, default fallback: Value) throws -> Value {
        try value(name) ?? fallback
    }

    /// The parameter read as a `Value`; an error naming it when absent or empty.
    func required<Value: ParameterValue>(_ name: String, as type: Value.Type = Value.self) throws -> Value {
        try Value(parameter: required(name), name: name)
    }

    /// `+` is a space; `%XX` a byte; the bytes must be UTF-8.
    static func decode(_ text: Substring) throws(ParameterError) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+"):
                bytes.append(0x20)
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    throw .undecodable
                }
                bytes.append(high << 4 | low)
            default:
                bytes.append(byte)
            }
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else { throw .undecodable }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x37
        case 0x61...0x66: byte - 0x57
        default: nil
        }
    }
}
