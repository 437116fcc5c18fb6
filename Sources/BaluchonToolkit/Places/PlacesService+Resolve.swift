import BaluchonCore

/// A place named by a traveller: a point as typed, or a place of the gazetteer.
public enum ResolvedPlace: Sendable, Equatable {
    case point(Coordinate)
    case place(PlaceResult)

    public var coordinate: Coordinate {
        get throws {
            switch self {
            case .point(let point): point
            case .place(let place): try Coordinate(latitude: place.latitude, longitude: place.longitude)
            }
        }
    }
}

extension PlacesService {
    /// The one rule that turns text into a place, for the server's routes and the CLI alike:
    /// `latitude,longitude` is that point; a gazetteer id (`geonames:2993458`) is that place; a name is
    /// the gazetteer's best place when it matches the place's name or whole words of it, optionally
    /// narrowed as candidates are labelled: `Name, CC` for a country, `Name, A1, CC` or `Name, A1 (CC)`
    /// for a first-level region of it, `Name, A1` for a region code that is no country's; a whole label
    /// (`Springfield, MO (US) · geonames:4409896`) is its id. A looser match (a typo) is refused with
    /// the closest places as suggestions, and a name that several important places share (the runner-up
    /// has at least half the first one's inhabitants) with them as candidates and what tells the first
    /// apart: another place is never silently taken. Text that starts like a number is a point or an
    /// error naming `parameter`, never a name.
    public func resolve(_ text: String, parameter: String = "place", language: UILanguage) async throws -> ResolvedPlace {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.first.map({ $0.isNumber || $0 == "-" || $0 == "+" || $0 == "." }) == true {
            return .point(try Coordinate(parameter: trimmed, name: parameter))
        }
        if let id = Self.geonameID(Self.labelledID(trimmed) ?? trimmed) {
            guard let place = try await place(geonameID: id, language: language) else { throw PlaceLookupError.unknown(trimmed, suggestions: []) }
            return .place(place)
        }
        let countries = try await loader.gazetteer().countries
        var suggestions: [String] = []
        for reading in Reading.all(of: trimmed, isCountry: { countries.country($0) != nil }) {
            // A region is checked among every place of the name, not only the few best.
            let limit = reading.admin1 == nil ? 5 : PlaceQuery.limits.upperBound
            let results = try await search(text: reading.name, country: reading.country, limit: limit, language: language).value
                .filter { place in reading.admin1.map { place.admin1?.uppercased() == $0 } ?? true }
            if suggestions.isEmpty {
                suggestions = results.prefix(5).map { reading.admin1 == nil ? "\($0.name) (\($0.countryCode))" : Self.label($0) }
            }
            let named = results.filter { ($0.match ?? .typoPrefix) <= .word }
            guard let best = named.first else { continue }
            let rivals = named.dropFirst().filter {
                $0.match == best.match && PlaceNormalizer.normalize($0.name) == PlaceNormalizer.normalize(best.name)
                    && ($0.population ?? 0) * 2 >= (best.population ?? 0)
            }
            guard rivals.isEmpty else {
                throw PlaceLookupError.ambiguous(
                    trimmed, candidates: ([best] + rivals).map(Self.label), pick: Self.distinction(of: best, among: rivals))
            }
            return .place(best)
        }
        throw PlaceLookupError.unknown(trimmed, suggestions: suggestions)
    }

    /// The id ending a candidate's label ("… · geonames:4409896"), nil for other text.
    static func labelledID(_ text: String) -> String? {
        guard let dot = text.lastIndex(of: "·") else { return nil }
        return text[text.index(after: dot)...].trimmingCharacters(in: .whitespaces)
    }

    /// The shortest text that names `best` and none of its `rivals`: its name and country when no rival
    /// shares the country, with its region when none shares both, else its id.
    static func distinction(of best: PlaceResult, among rivals: [PlaceResult]) -> PlaceLookupError.Distinction {
        let compatriots = rivals.filter { $0.countryCode == best.countryCode }
        guard !compatriots.isEmpty else { return .country("\(best.name), \(best.countryCode)") }
        if let admin1 = best.admin1, !compatriots.contains(where: { $0.admin1 == admin1 }) {
            return .region("\(best.name), \(admin1), \(best.countryCode)")
        }
        return .id(best.id)
    }

    /// "Springfield, MO (US) · geonames:4409896": enough to tell places of one name apart and pick one.
    static func label(_ place: PlaceResult) -> String {
        let area = place.admin1.map { ", \($0)" } ?? ""
        return "\(place.name)\(area) (\(place.countryCode)) · \(place.id)"
    }
}
