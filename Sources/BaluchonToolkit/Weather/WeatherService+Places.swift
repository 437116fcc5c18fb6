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

    /// Finds one place: coordinates as they are, a gazetteer id (`geonames:2984701`) by id, a name
    /// (optionally `Name, CC` for a country) by search. A name is taken when it matches a place's name or
    /// whole words of it; a looser match is refused with the closest places as suggestions, so that a
    /// typo never silently gives the weather of another town.
    func locate(_ place: WeatherPlace, language: UILanguage) async throws -> WeatherLocation {
        switch place {
        case .coordinate(let coordinate):
            return WeatherLocation(query: coordinate.key, coordinate: coordinate)
        case .named(let text):
            guard let places else { throw WeatherError.unknownPlace(text, suggestions: []) }
            if let id = PlacesService.geonameID(text) {
                guard let place = try await places.place(geonameID: id, language: language) else {
                    throw WeatherError.unknownPlace(text, suggestions: [])
                }
                return try Self.location(text, place)
            }
            let (name, country) = Self.nameAndCountry(text)
            let results = try await places.search(text: name, country: country, limit: "5", language: language).value
            guard let best = results.first, let match = best.match, match <= .word else {
                throw WeatherError.unknownPlace(text, suggestions: results.map { "\($0.name) (\($0.countryCode))" })
            }
            return try Self.location(text, best)
        }
    }

    /// `("Paris", "US")` from `Paris, US`; the whole text and no country otherwise.
    static func nameAndCountry(_ text: String) -> (String, String?) {
        let parts = text.split(separator: ",")
        guard parts.count >= 2, let last = parts.last else { return (text, nil) }
        let code = WeatherPlace.trimmed(last)
        guard code.count == 2, code.allSatisfy({ $0.isASCII && $0.isLetter }) else { return (text, nil) }
        return (parts.dropLast().joined(separator: ","), code.uppercased())
    }

    static func location(_ query: String, _ result: PlaceResult) throws -> WeatherLocation {
        WeatherLocation(
            query: query, coordinate: try WeatherCoordinate(latitude: result.latitude, longitude: result.longitude), placeID: result.id,
            name: result.name, countryCode: result.countryCode.isEmpty ? nil : result.countryCode, timeZone: result.timeZone)
    }
}
