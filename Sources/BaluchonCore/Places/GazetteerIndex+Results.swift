import Foundation

extension GazetteerIndex {
    /// Place `index` as people see it, with its country named in `language` and its local time at `now`.
    public func result(
        at index: Int, language: UILanguage, now: Date, match: MatchQuality? = nil, distanceMetres: Double? = nil
    ) -> PlaceResult {
        let country = places.countryCode(at: index)
        let admin1 = places.admin1Code(at: index)
        let zone = places.timeZone(at: index)
        return PlaceResult(
            id: "geonames:\(places.ids[index])", name: places.name(at: index), countryCode: country,
            countryName: RegionNames.country(country, in: language), admin1: admin1.isEmpty ? nil : admin1,
            latitude: places.latitude(at: index), longitude: places.longitude(at: index), population: Int(places.populations[index]),
            timeZone: zone.isEmpty ? nil : zone, localTime: LocalTime(timeZone: zone, at: now), match: match,
            distanceMetres: distanceMetres.map { ($0 * 10).rounded() / 10 })
    }
}
