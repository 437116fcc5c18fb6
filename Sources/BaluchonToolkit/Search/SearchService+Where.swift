import BaluchonCore
import BaluchonProviders
import Foundation

extension SearchService {
    /// Where a point is: the nearest named street and the town from the regions covering it, else the
    /// gazetteer's nearest town; with `online`, also Nominatim's address for it.
    public func whereAmI(_ point: Coordinate, source: LookupSource = .offline, language: UILanguage) async throws -> WhereAnswer {
        let online = source.isOnline
        var answer = WhereAnswer(
            latitude: point.latitude, longitude: point.longitude, street: nil, city: nil, address: nil, region: nil, label: "",
            attribution: SearchAnswer.attribution)
        for (region, index) in await covering(point) {
            if answer.region == nil { answer.region = region.info.id }
            if let street = index.nearestStreet(latitude: point.latitude, longitude: point.longitude),
                street.distance < answer.street?.distance ?? .infinity
            {
                answer.street = WhereAnswer.Street(name: street.name, distance: (street.distance * 10).rounded() / 10)
                answer.region = region.info.id
            }
            if answer.city == nil, let town = index.town(latitude: point.latitude, longitude: point.longitude) {
                answer.city = WhereAnswer.City(name: town.name, source: "region")
            }
        }
        var gazetteerLabel: String?
        if answer.city == nil, let nearest = try? await places.nearest(to: point, language: language),
            let place = nearest.value.first
        {
            answer.city = WhereAnswer.City(name: place.name, source: "gazetteer", section: place.section)
            let town = [place.name, place.section].compactMap { $0 }.joined(separator: " — ")
            gazetteerLabel = [town, place.countryName ?? place.countryCode].filter { !$0.isEmpty }.joined(separator: ", ")
        }
        if online, !reverse.providers.isEmpty {
            // Where am I must answer offline too: a failed reverse geocoding only leaves the address out.
            let request = ReverseGeocoding(latitude: point.latitude, longitude: point.longitude, language: language)
            answer.address = (try? await reverse.value(for: request, cacheKey: request.cacheKey))?.value?.displayName
        }
        answer.label =
            [answer.street?.name, answer.region == nil ? gazetteerLabel : answer.city?.name].compactMap { $0 }.joined(separator: ", ")
        if answer.label.isEmpty { answer.label = answer.address ?? String(format: "%.5f, %.5f", point.latitude, point.longitude) }
        return answer
    }
}
