import BaluchonCore
import BaluchonToolkit
import Foundation

/// One end of a route as typed, found by the places' one rule (``PlacesService/resolve(_:language:)``):
/// latitude,longitude, a gazetteer id or a name the gazetteer knows without doubt.
struct NamedPoint {
    var name: String
    var coordinate: Coordinate

    static func resolve(_ text: String, parameter: String, places: PlacesService, language: UILanguage) async throws -> NamedPoint {
        let resolved = try await places.resolve(text, parameter: parameter, language: language)
        switch resolved {
        case .point(let point): return NamedPoint(name: text, coordinate: point)
        case .place(let place): return NamedPoint(name: place.name, coordinate: try resolved.coordinate)
        }
    }
}
