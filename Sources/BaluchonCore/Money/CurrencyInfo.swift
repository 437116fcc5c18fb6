/// What Baluchon knows of a currency, from Foundation's locale data (ICU/CLDR).
public struct CurrencyInfo: Sendable, Equatable {
    public let code: CurrencyCode
    /// Digits after the decimal point in amounts of this currency (JPY 0, EUR 2, KWD 3).
    public let minorUnits: Int
    let names: [UILanguage: String]
    let symbols: [UILanguage: String]

    public init(code: CurrencyCode, minorUnits: Int, names: [UILanguage: String], symbols: [UILanguage: String]) {
        self.code = code
        self.minorUnits = minorUnits
        self.names = names
        self.symbols = symbols
    }

    /// The currency's name in `language` ("dollar des États-Unis", "US Dollar").
    public func name(in language: UILanguage) -> String { names[language] ?? code.rawValue }

    /// The currency's symbol as `language` writes it ("$US" in French, "$" in English).
    public func symbol(in language: UILanguage) -> String { symbols[language] ?? code.rawValue }
}
