import Foundation

/// A three-letter ISO 4217 currency code such as `EUR`, always upper-case.
public struct CurrencyCode: Sendable, Hashable, Comparable, Codable, CodingKeyRepresentable, CustomStringConvertible {
    public let rawValue: String

    /// Accepts three ASCII letters in any case; nil for anything else.
    public init?(_ text: some StringProtocol) {
        // ASCII work only, spaces allowed around: codes are checked on every request.
        var letters = String.UnicodeScalarView()
        var ended = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x20, 0x09: ended = !letters.isEmpty
            case 0x41...0x5A where !ended: letters.append(scalar)
            case 0x61...0x7A where !ended: letters.append(Unicode.Scalar(scalar.value - 0x20)!)
            default: return nil
            }
        }
        guard letters.count == 3 else { return nil }
        rawValue = String(letters)
    }

    public static let eur = CurrencyCode("EUR")!
    public static let usd = CurrencyCode("USD")!

    public var description: String { rawValue }

    public static func < (lhs: CurrencyCode, rhs: CurrencyCode) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let code = CurrencyCode(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a currency code: \(text)"))
        }
        self = code
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var codingKey: any CodingKey { Key(stringValue: rawValue) }

    public init?<T: CodingKey>(codingKey: T) {
        self.init(codingKey.stringValue)
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
