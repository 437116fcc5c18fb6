import Foundation

/// Every ISO 4217 currency Foundation knows, with names, symbols and minor units from its locale data.
public struct CurrencyCatalog: Sendable {
    /// The catalogue built once from Foundation's ISO currency list.
    public static let standard = CurrencyCatalog(codes: Locale.Currency.isoCurrencies.map(\.identifier))

    private let entries: [CurrencyCode: CurrencyInfo]

    init(codes: [String]) {
        var entries: [CurrencyCode: CurrencyInfo] = [:]
        let locales = Dictionary(uniqueKeysWithValues: UILanguage.allCases.map { ($0, Locale(identifier: $0.rawValue)) })
        for identifier in codes {
            guard let code = CurrencyCode(identifier) else { continue }
            var names: [UILanguage: String] = [:]
            var symbols: [UILanguage: String] = [:]
            for (language, locale) in locales {
                // Foundation answers the code itself when it has no name: no name then.
                if let name = locale.localizedString(forCurrencyCode: code.rawValue), name != code.rawValue {
                    names[language] = name
                }
                let formatter = NumberFormatter()
                formatter.locale = locale
                formatter.numberStyle = .currency
                formatter.currencyCode = code.rawValue
                symbols[language] = formatter.currencySymbol
            }
            guard !names.isEmpty else { continue }
            entries[code] = CurrencyInfo(code: code, minorUnits: Self.minorUnits(of: code), names: names, symbols: symbols)
        }
        self.entries = entries
    }

    /// The currency with this code, if it is an ISO 4217 currency.
    public func info(for code: CurrencyCode) -> CurrencyInfo? { entries[code] }

    /// Whether Foundation knows `code` as a currency.
    public func contains(_ code: CurrencyCode) -> Bool { entries[code] != nil }

    /// Every known code, sorted.
    public var codes: [CurrencyCode] { entries.keys.sorted() }

    /// Minor units as ICU formats the currency: the digits after the separator in a formatted zero.
    static func minorUnits(of code: CurrencyCode) -> Int {
        let text = Decimal(0).formatted(.currency(code: code.rawValue).locale(Locale(identifier: "en_US_POSIX")))
        guard let separator = text.lastIndex(of: ".") else { return 0 }
        return text[text.index(after: separator)...].prefix { $0.isNumber }.count
    }

    /// The codes among `candidates` nearest to what someone typed: one or two letters off, or a name
    /// that contains the text ("yen" → JPY), best first.
    public func suggestions(for typed: String, among candidates: some Sequence<CurrencyCode>, limit: Int = 3) -> [CurrencyCode] {
        let text = typed.trimmingCharacters(in: .whitespaces)
        let upper = text.uppercased()
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        var scored: [(CurrencyCode, Int)] = []
        for code in candidates {
            var score = Int.max
            if upper.count == 3 {
                let distance = Self.editDistance(Array(upper), Array(code.rawValue))
                if distance <= 2 { score = distance * 2 }
            }
            if folded.count >= 3, let info = entries[code],
                UILanguage.allCases.contains(where: {
                    info.name(in: $0).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).contains(folded)
                })
            {
                score = min(score, 1)
            }
            if score != .max { scored.append((code, score)) }
        }
        // Two letters off only when nothing is one letter off.
        let closest = scored.map(\.1).min() ?? 0
        return scored.filter { $0.1 <= max(closest, 2) }.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(limit).map(\.0)
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1]
            for (j, right) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
