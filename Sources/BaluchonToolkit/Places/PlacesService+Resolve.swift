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
    /// `latitude,longitude` is that point; a gazetteer id (`geonames:2993458`) is that place; a name,
    /// optionally `Name, CC` for a country, is the gazetteer's best place when it matches the place's
    /// name or whole words of it. A looser match (a typo) is refused with the closest places as
    /// suggestions, and a name that several important places share (the runner-up has at least half the
    /// first one's inhabitants) with them as candidates: another place is never silently taken. Text
    /// that starts like a number is a point or an error naming `parameter`, never a name.
    public func resolve(_ text: String, parameter: String = "place", language: UILanguage) async throws -> ResolvedPlace {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.first.map({ $0.isNumber || $0 == "-" || $0 == "+" || $0 == "." }) == true {
            return .point(try Coordinate(parameter: trimmed, name: parameter))
        }
        if let id = Self.geonameID(trimmed) {
            guard let place = try await place(geonameID: id, language: language) else { throw PlaceLookupError.unknown(trimmed, suggestions: []) }
            return .place(place)
        }
        let (name, country) = Self.nameAndCountry(trimmed)
        let results = try await search(text: name, country: country, limit: 5, language: language).value
        let named = results.filter { ($0.match ?? .typoPrefix) <= .word }
        guard let best = named.first else { throw PlaceLookupError.unknown(trimmed, suggestions: results.map { "\($0.name) (\($0.countryCode))" }) }
        let rivals = named.dropFirst().filter {
            $0.match == best.match && PlaceNormalizer.normalize($0.name) == PlaceNormalizer.normalize(best.name)
                && ($0.population ?? 0) * 2 >= (best.population ?? 0)
        }
        guard rivals.isEmpty else { throw PlaceLookupError.ambiguous(trimmed, candidates: ([best] + rivals).map(Self.label)) }
        return .place(best)
    }

    /// `("Paris", "US")` from `Paris, US`; the whole text and no country otherwise.
    static func nameAndCountry(_ text: String) -> (String, String?) {
        let parts = text.split(separator: ",")
        guard parts.count >= 2, let last = parts.last else { return (text, nil) }
        let code = last.trimmingCharacters(in: .whitespaces)
        guard code.count == 2, code.allSatisfy({ $0.isASCII && $0.isLetter }) else { return (text, nil) }
        return (parts.dropLast().joined(separator: ","), code.uppercased())
    }

    /// "Springfield, Illinois (US) · geonames:4250542": enough to tell places of one name apart and pick one.
    static func label(_ place: PlaceResult) -> String {
        let area = place.admin1.map { ", \($0)" } ?? ""
        return "\(place.name)\(area) (\(place.countryCode)) · \(place.id)"
    }
}
