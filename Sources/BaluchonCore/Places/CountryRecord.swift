/// One country as GeoNames' `countryInfo.txt` describes it.
public struct CountryRecord: Sendable, Equatable {
    /// ISO 3166-1 alpha-2 code (`FR`).
    public var code: String
    public var iso3: String
    public var isoNumeric: String
    /// The English name GeoNames gives; people see Foundation's localised name instead.
    public var name: String
    public var capital: String
    public var areaSquareKilometres: Double?
    public var population: Int
    /// `AF`, `AN`, `AS`, `EU`, `NA`, `OC` or `SA`.
    public var continent: String
    public var topLevelDomain: String
    public var currencyCode: String
    public var currencyName: String
    /// As GeoNames writes it: `33`, `+1-268`.
    public var phone: String
    public var postalCodeFormat: String
    /// BCP 47 tags, most used first (`fr-FR`, `frp`, `br`…).
    public var languages: [String]
    public var geonameID: Int?
    /// Alpha-2 codes of the countries sharing a border.
    public var neighbours: [String]

    public init(
        code: String, iso3: String, isoNumeric: String, name: String, capital: String, areaSquareKilometres: Double?,
        population: Int, continent: String, topLevelDomain: String, currencyCode: String, currencyName: String, phone: String,
        postalCodeFormat: String, languages: [String], geonameID: Int?, neighbours: [String]
    ) {
        self.code = code
        self.iso3 = iso3
        self.isoNumeric = isoNumeric
        self.name = name
        self.capital = capital
        self.areaSquareKilometres = areaSquareKilometres
        self.population = population
        self.continent = continent
        self.topLevelDomain = topLevelDomain
        self.currencyCode = currencyCode
        self.currencyName = currencyName
        self.phone = phone
        self.postalCodeFormat = postalCodeFormat
        self.languages = languages
        self.geonameID = geonameID
        self.neighbours = neighbours
    }

    /// The international calling code with its plus sign (`+33`, `+1-268`), or nil when none.
    public var callingCode: String? {
        let digits = phone.trimmingCharacters(in: .whitespaces)
        guard !digits.isEmpty else { return nil }
        return digits.hasPrefix("+") ? digits : "+" + digits
    }
}
