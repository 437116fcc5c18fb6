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
        for (index, outcome) in outcomes.enumerated() {
            guard case .failure = outcome, locations[index].timeZone == nil else { continue }
            // No weather, but the place's clock needs no network: the nearest gazetteer town's zone tells it.
            locations[index].timeZone = await zone(near: locations[index].coordinate, language: language)
        }
        return zip(locations, outcomes).map { location, outcome in
            guard case .report(var report) = outcome, report.value.timeZone == nil, let zone = location.timeZone else {
                return LocatedWeather(location: location, outcome: outcome)
            }
            // Providers that give only an offset get the gazetteer's zone, so daylight saving shows right.
            report.value.timeZone = zone
            return LocatedWeather(location: location, outcome: .report(report))
        }
    }

    /// The time zone of the gazetteer town nearest to `coordinate`, when the gazetteer has one.
    func zone(near coordinate: WeatherCoordinate, language: UILanguage) async -> String? {
        guard let places, let point = try? Coordinate(latitude: coordinate.latitude, longitude: coordinate.longitude) else { return nil }
        return try? await places.nearest(to: point, language: language).value.first?.timeZone
    }

    /// Finds one place: coordinates as they are, anything else by the places' one rule
    /// (``PlacesService/resolve(_:language:)``), so that a typo never silently gives the weather of another town.
    func locate(_ place: WeatherPlace, language: UILanguage) async throws -> WeatherLocation {
        switch place {
        case .coordinate(let coordinate):
            return WeatherLocation(query: coordinate.key, coordinate: coordinate)
        case .named(let text):
            guard let places else { throw PlaceLookupError.unknown(text, suggestions: []) }
            switch try await places.resolve(text, language: language) {
            case .place(let found):
                return try Self.location(text, found)
            case .point(let point):
                return WeatherLocation(query: text, coordinate: try WeatherCoordinate(latitude: point.latitude, longitude: point.longitude))
            }
        }
    }

    static func location(_ query: String, _ result: PlaceResult) throws -> WeatherLocation {
        WeatherLocation(
            query: query, coordinate: try WeatherCoordinate(latitude: result.latitude, longitude: result.longitude), placeID: result.id,
            name: result.name, countryCode: result.countryCode.isEmpty ? nil : result.countryCode, timeZone: result.timeZone)
    }
}
