import Foundation

/// A language the interface speaks: one per catalogue in `Resources/Messages` (`en.json`, `fr.json`…),
/// so adding a language means adding its files, not editing Swift.
public struct UILanguage: RawRepresentable, Hashable, Sendable, Codable, CaseIterable {
    public let rawValue: String

    /// The language whose catalogue is named `rawValue`, if there is one.
    public init?(rawValue: String) {
        guard MessageCatalogue.languages.contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    private init(catalogue: String) {
        rawValue = catalogue
    }

    public static let en = UILanguage(catalogue: "en")
    public static let fr = UILanguage(catalogue: "fr")

    /// Every language with a catalogue, English first, then by code.
    public static var allCases: [UILanguage] {
        MessageCatalogue.languages.map(UILanguage.init(catalogue:))
    }

    /// Where numbers and dates are written the way this language writes them (`fr_FR`).
    public var locale: Locale { Self.locales[rawValue] ?? Locale(identifier: "en_US") }

    /// Each language's locale, made once: answers format numbers and dates in loops.
    private static let locales: [String: Locale] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.rawValue, Locale(identifier: MessageCatalogue.text(of: "language.locale", in: $0))) })

    /// The first supported language of an `Accept-Language` header, honouring q-values; English otherwise.
    public init(acceptLanguage header: String?) {
        guard let header, !header.isEmpty else {
            self = .en
            return
        }
        let ranked = header.split(separator: ",").enumerated().compactMap { index, part -> (String, Double, Int)? in
            let fields = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = fields.first, !tag.isEmpty else { return nil }
            var quality = 1.0
            for field in fields.dropFirst() where field.hasPrefix("q=") {
                quality = Double(field.dropFirst(2)) ?? 0
            }
            return (tag.lowercased(), quality, index)
        }
        let ordered = ranked.filter { $0.1 > 0 }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.2 < $1.2 }
        for (tag, _, _) in ordered {
            let primary = tag.split(separator: "-").first.map(String.init) ?? tag
            if let language = UILanguage(rawValue: primary) {
                self = language
                return
            }
        }
        self = .en
    }
}
