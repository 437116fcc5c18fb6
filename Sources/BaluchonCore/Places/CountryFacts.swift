/// What a traveller wants to know about a country, its names in the interface language.
public struct CountryFacts: Sendable, Equatable, Codable {
    /// A code with its name for people (`EUR` "euro", `fr-FR` "français (France)").
    public struct Named: Sendable, Equatable, Codable {
        public var code: String
        public var name: String
    }

    /// What choosing this country as "home" or "away" proposes.
    public struct Defaults: Sendable, Equatable, Codable {
        public var currency: String?
        /// The main language's primary subtag (`fr`, `pt`).
        public var language: String?
        public var timeZone: String?
    }

    public var code: String
    public var iso3: String
    public var isoNumeric: String
    public var name: String
    public var capital: String?
    public var population: Int
    public var areaSquareKilometres: Double?
    public var continent: Named?
    public var currency: Named?
    public var languages: [Named]
    /// `+33`, `+1-268`.
    public var callingCode: String?
    public var neighbours: [Named]
    /// IANA time zones of its places, the most populated first.
    public var timeZones: [String]
    public var topLevelDomain: String?
    public var defaults: Defaults

    public init(_ record: CountryRecord, timeZones: [String], language: UILanguage) {
        code = record.code
        iso3 = record.iso3
        isoNumeric = record.isoNumeric
        name = RegionNames.country(record.code, in: language) ?? record.name
        capital = record.capital.isEmpty ? nil : record.capital
        population = record.population
        areaSquareKilometres = record.areaSquareKilometres
        continent = RegionNames.continent(record.continent, in: language).map { Named(code: record.continent, name: $0) }
        currency =
            record.currencyCode.isEmpty
            ? nil : Named(code: record.currencyCode, name: RegionNames.currency(record.currencyCode, in: language) ?? record.currencyName)
        languages = record.languages.map { Named(code: $0, name: RegionNames.language($0, in: language) ?? $0) }
        callingCode = record.callingCode
        neighbours = record.neighbours.map { Named(code: $0, name: RegionNames.country($0, in: language) ?? $0) }
        self.timeZones = timeZones
        topLevelDomain = record.topLevelDomain.isEmpty ? nil : record.topLevelDomain
        let mainLanguage = record.languages.first.flatMap { $0.split(separator: "-").first.map { $0.lowercased() } }
        defaults = Defaults(currency: currency?.code, language: mainLanguage, timeZone: timeZones.first)
    }
}
