import Foundation

/// A place as the API, the CLI and the web app show it.
public struct PlaceResult: Sendable, Equatable, Codable {
    /// `geonames:2984701` or `osm:node/240109189`.
    public var id: String
    public var name: String
    /// ISO alpha-2 code, upper case; empty when unknown.
    public var countryCode: String
    /// The country's name in the interface language.
    public var countryName: String?
    /// GeoNames' first-level administrative code (`53` for Brittany).
    public var admin1: String?
    public var latitude: Double
    public var longitude: Double
    public var population: Int?
    /// IANA time zone (`Europe/Paris`).
    public var timeZone: String?
    public var localTime: LocalTime?
    /// How the name matched the query (searches only).
    public var match: MatchQuality?
    /// Distance from the asked point in metres (reverse geocoding only).
    public var distanceMetres: Double?
    /// The full address, for results from an online provider.
    public var address: String?
    /// The section of the town the asked point is in ("Louvre" for Paris' first arrondissement), when
    /// reverse geocoding answers the town rather than the section.
    public var section: String?

    public init(
        id: String, name: String, countryCode: String, countryName: String?, admin1: String?, latitude: Double, longitude: Double,
        population: Int?, timeZone: String?, localTime: LocalTime?, match: MatchQuality? = nil, distanceMetres: Double? = nil,
        address: String? = nil
    ) {
        self.id = id
        self.name = name
        self.countryCode = countryCode
        self.countryName = countryName
        self.admin1 = admin1
        self.latitude = latitude
        self.longitude = longitude
        self.population = population
        self.timeZone = timeZone
        self.localTime = localTime
        self.match = match
        self.distanceMetres = distanceMetres
        self.address = address
    }
}
