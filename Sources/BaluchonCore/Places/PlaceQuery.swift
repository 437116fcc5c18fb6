/// A validated place search: the text folded for matching, an optional country and a result limit.
public struct PlaceQuery: Sendable, Equatable {
    public static let minimumLength = 2
    public static let maximumLength = 120
    public static let limits = 1...50
    public static let defaultLimit = 10

    /// The text as typed, trimmed.
    public let text: String
    /// The text folded by ``PlaceNormalizer``, as the index compares it.
    public let folded: String
    /// Upper-case ISO alpha-2 code, when the search is limited to one country.
    public let country: String?
    public let limit: Int

    /// Validates a search; `countries` (when given) checks the country code exists.
    public init(text: String, country: String? = nil, limit: Int = defaultLimit, countries: CountryCatalog? = nil) throws {
        guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == "\u{FFFD}" }) else {
            throw PlacesError.invalidCharacters
        }
        let trimmed = String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        guard trimmed.count <= Self.maximumLength else { throw PlacesError.queryTooLong(maximum: Self.maximumLength) }
        let folded = PlaceNormalizer.normalize(trimmed)
        guard folded.unicodeScalars.count >= Self.minimumLength else { throw PlacesError.queryTooShort(minimum: Self.minimumLength) }
        guard Self.limits.contains(limit) else { throw ParameterError.outOfRange(name: "limit", value: String(limit), range: Self.limits) }
        self.text = trimmed
        self.folded = folded
        self.country = try country.map { code throws(PlacesError) in try Self.countryCode(code, in: countries) }
        self.limit = limit
    }

    /// A limit typed as text (query parameter, CLI option), or the default when absent.
    public static func limit(_ text: String?, range: ClosedRange<Int> = limits, default fallback: Int = defaultLimit) throws(ParameterError) -> Int {
        try WholeNumber.parse(text, name: "limit", in: range, default: fallback)
    }

    /// An ISO alpha-2 code in upper case, refusing malformed or (with a catalogue) unknown ones.
    public static func countryCode(_ text: String, in countries: CountryCatalog?) throws(PlacesError) -> String {
        let code = String(text.unicodeScalars.filter { !$0.properties.isWhitespace }).uppercased()
        guard code.utf8.count == 2, code.utf8.allSatisfy({ (65...90).contains($0) }) else {
            throw .invalidCountry(String(text.prefix(20)))
        }
        if let countries, countries.country(code) == nil { throw .invalidCountry(code) }
        return code
    }
}
