import Foundation

/// A language as a short BCP 47 tag, normalised (`fr`, `pt-BR`, `zh-Hans`); three-letter ISO 639 codes
/// that have a two-letter form take it (`fra` → `fr`), so every provider's codes compare equal.
public struct LanguageCode: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The normalised tag.
    public let rawValue: String

    /// Parses and normalises `text` (`FR`, `pt_br`, `fra`, `zh-hans`); nil when it is not a language tag.
    public init?(_ text: String) {
        let parts = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "-").split(
            separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(\.isASCIILetter), parts.count <= 3 else {
            return nil
        }
        var language = first.lowercased()
        language = Self.legacy[language] ?? language
        if language.count == 3, let short = Locale.LanguageCode(language).identifier(.alpha2) {
            language = short
        }
        var tag = language
        var seenRegion = false
        for part in parts.dropFirst() {
            if part.count == 4, part.allSatisfy(\.isASCIILetter), !seenRegion, tag == language {
                tag += "-" + part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if part.count == 2, part.allSatisfy(\.isASCIILetter), !seenRegion {
                tag += "-" + part.uppercased()
                seenRegion = true
            } else if part.count == 3, part.allSatisfy(\.isASCIIDigit), !seenRegion {
                tag += "-" + part
                seenRegion = true
            } else {
                return nil
            }
        }
        rawValue = tag
    }

    /// Withdrawn ISO 639-1 codes some providers still send (Google: `iw` for Hebrew).
    private static let legacy = ["iw": "he", "in": "id", "ji": "yi", "jw": "jv", "mo": "ro"]

    /// The language subtag alone (`pt` for `pt-BR`).
    public var language: String {
        String(rawValue.prefix { $0 != "-" })
    }

    /// The code without script or region (`pt` for `pt-BR`).
    public var base: LanguageCode {
        LanguageCode(language) ?? self
    }

    /// Whether the code names a variant (`pt-BR`, `zh-Hans`) rather than a plain language.
    public var isVariant: Bool { rawValue.contains("-") }

    public var description: String { rawValue }

    public static func < (lhs: LanguageCode, rhs: LanguageCode) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension LanguageCode: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let code = LanguageCode(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a language code")
        }
        self = code
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension Character {
    fileprivate var isASCIILetter: Bool { isASCII && isLetter }
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

/// Dictionaries keyed by language encode as JSON objects (`{"fr": […]}`).
extension LanguageCode: CodingKeyRepresentable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public var codingKey: any CodingKey { Key(stringValue: rawValue) }

    public init?<T: CodingKey>(codingKey: T) {
        self.init(codingKey.stringValue)
    }
}
