import BaluchonCore

/// A place of a weather question once found: where it is and, for gazetteer places, what it is called.
public struct WeatherLocation: Sendable, Equatable {
    /// The place as it was asked (`48.85,2.35`, `Quimper`, a gazetteer id).
    public var query: String
    public var coordinate: WeatherCoordinate
    /// Gazetteer id, when the place came from the gazetteer.
    public var placeID: String?
    public var name: String?
    /// ISO 3166 country code.
    public var countryCode: String?
    /// IANA time zone from the gazetteer, used when the provider gives only an offset.
    public var timeZone: String?

    public init(
        query: String, coordinate: WeatherCoordinate, placeID: String? = nil, name: String? = nil, countryCode: String? = nil,
        timeZone: String? = nil
    ) {
        self.query = query
        self.coordinate = coordinate
        self.placeID = placeID
        self.name = name
        self.countryCode = countryCode
        self.timeZone = timeZone
    }
}
