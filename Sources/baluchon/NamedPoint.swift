import BaluchonCore
import BaluchonToolkit
import Foundation

/// One end of a route as typed: latitude,longitude, or a city the gazetteer knows (its best match).
struct NamedPoint {
    var name: String
    var coordinate: Coordinate

    static func resolve(_ text: String, places: PlacesService, language: UILanguage) async throws -> NamedPoint {
        if let point = try Coordinate.pair(text) { return NamedPoint(name: text, coordinate: point) }
        guard let best = try await places.search(text: text, country: nil, limit: "1", language: language).value.first else {
            throw RoutesError.unknownPlace(text)
        }
        return NamedPoint(name: best.name, coordinate: try Coordinate(latitude: best.latitude, longitude: best.longitude))
    }
}
