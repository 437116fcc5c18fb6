/// One place as a GeoNames dump line describes it (`cities500.txt`, `allCountries.txt`, `FR.txt`…).
public struct PlaceRecord: Sendable, Equatable {
    public var geonameID: Int
    public var name: String
    public var asciiName: String
    /// Every other name, in any script, as GeoNames lists them.
    public var alternateNames: [String]
    public var latitude: Double
    public var longitude: Double
    /// `P` for populated places, `A` for administrative areas, and so on.
    public var featureClass: String
    public var featureCode: String
    public var countryCode: String
    public var admin1Code: String
    public var population: Int
    public var timeZone: String

    public init(
        geonameID: Int, name: String, asciiName: String, alternateNames: [String], latitude: Double, longitude: Double,
        featureClass: String, featureCode: String, countryCode: String, admin1Code: String, population: Int, timeZone: String
    ) {
        self.geonameID = geonameID
        self.name = name
        self.asciiName = asciiName
        self.alternateNames = alternateNames
        self.latitude = latitude
        self.longitude = longitude
        self.featureClass = featureClass
        self.featureCode = featureCode
        self.countryCode = countryCode
        self.admin1Code = admin1Code
        self.population = population
        self.timeZone = timeZone
    }
}
