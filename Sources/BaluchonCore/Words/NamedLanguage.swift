import Foundation

/// A language with its name in the interface language, as lists show it.
public struct NamedLanguage: Sendable, Codable, Equatable {
    public var code: LanguageCode
    public var name: String

    public init(code: LanguageCode, name: String) {
        self.code = code
        self.name = name
    }

    /// The name of `code` in `language` from Foundation's CLDR data (`anglais`, `portugais (Brésil)`),
    /// or `fallback` (the provider's own name), or the code itself when neither knows it.
    public static func name(of code: LanguageCode, in language: UILanguage, fallback: String? = nil) -> String {
        let locale = Locale(identifier: language.rawValue)
        if let name = locale.localizedString(forIdentifier: code.rawValue), name.lowercased() != code.rawValue.lowercased() {
            return name
        }
        return fallback ?? code.rawValue
    }

    /// `codes` named in `language` and sorted as people of that language sort (`é` with `e`, case aside).
    public static func list(
        _ codes: [LanguageCode], in language: UILanguage, fallbackNames: [LanguageCode: String] = [:]
    )
        -> [NamedLanguage]
    {
        let locale = Locale(identifier: language.rawValue)
        return codes.map { NamedLanguage(code: $0, name: name(of: $0, in: language, fallback: fallbackNames[$0])) }
            .sorted { lhs, rhs in
                let order = lhs.name.compare(rhs.name, options: [.caseInsensitive, .diacriticInsensitive], locale: locale)
                return order == .orderedSame ? lhs.code < rhs.code : order == .orderedAscending
            }
    }
}
