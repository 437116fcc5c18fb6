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
            throw PlainTravellerError(
                code: "unknown_place", kind: .notFound,
                message: LocalizedText(
                    en: "No place called “\(text.prefix(60))” is known.", fr: "Aucun lieu nommé « \(text.prefix(60)) » n’est connu."),
                hint: LocalizedText(
                    en: "Check the spelling, or give latitude,longitude.", fr: "Vérifiez l’orthographe, ou donnez latitude,longitude."))
        }
        return NamedPoint(name: best.name, coordinate: try Coordinate(latitude: best.latitude, longitude: best.longitude))
    }
}
