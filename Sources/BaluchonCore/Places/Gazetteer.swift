import Foundation

/// The offline place service over a loaded index and country catalogue: search, reverse geocoding
/// and country facts, each answer localised and stamped with the local time.
public struct Gazetteer: Sendable {
    public let index: GazetteerIndex
    public let countries: CountryCatalog
    /// Time zones per country code, the most populated first, computed once.
    private let zonesByCountry: [String: [String]]

    public init(index: GazetteerIndex, countries: CountryCatalog) {
        self.index = index
        self.countries = countries
        self.zonesByCountry = index.timeZonesByCountry()
    }

    /// Places matching `query`, best first.
    public func search(_ query: PlaceQuery, language: UILanguage, now: Date) -> [PlaceResult] {
        index.search(query).map { index.result(at: $0.place, language: language, now: now, match: $0.quality) }
    }

    /// The places nearest to `coordinate`, closest first. A section of a city (GeoNames `PPLX`) answers as
    /// its town, the section as detail (see ``GazetteerIndex/town(ofSection:)``); each place comes once, so
    /// more places are read than asked for (a city's sections all answer as the city).
    public func nearest(to coordinate: Coordinate, limit: Int, language: UILanguage, now: Date) -> [PlaceResult] {
        var results: [PlaceResult] = []
        for found in index.nearest(to: coordinate, limit: limit * 2 + 10) {
            var result: PlaceResult
            if let town = index.town(ofSection: found.place) {
                let metres = SpatialGrid.distance(
                    coordinate.latitude, coordinate.longitude, index.places.latitude(at: town), index.places.longitude(at: town))
                result = index.result(at: town, language: language, now: now, distanceMetres: metres)
                result.section = GazetteerIndex.sectionDetail(index.places.name(at: found.place), town: result.name)
            } else {
                result = index.result(at: found.place, language: language, now: now, distanceMetres: found.metres)
            }
            if !results.contains(where: { $0.id == result.id }) { results.append(result) }
        }
        return Array(results.sorted { ($0.distanceMetres ?? 0) < ($1.distanceMetres ?? 0) }.prefix(limit))
    }

    /// The facts of the country with alpha-2 `code`.
    public func country(_ code: String, language: UILanguage) throws(PlacesError) -> CountryFacts {
        let code = try PlaceQuery.countryCode(code, in: nil)
        guard let record = countries.country(code) else { throw .unknownCountry(code) }
        return CountryFacts(record, timeZones: zonesByCountry[code] ?? [], language: language)
    }

    /// Every country's facts, by code.
    public func allCountries(language: UILanguage) -> [CountryFacts] {
        countries.records.map { CountryFacts($0, timeZones: zonesByCountry[$0.code] ?? [], language: language) }
    }

    /// The time zone of the place nearest to a coordinate (for answers from online providers).
    public func timeZone(near coordinate: Coordinate) -> String? {
        index.nearest(to: coordinate, limit: 1).first.map { index.places.timeZone(at: $0.place) }.flatMap { $0.isEmpty ? nil : $0 }
    }
}
