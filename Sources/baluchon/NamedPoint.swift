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

/// The latitude and longitude typed as the words of an `.allUnrecognized` argument (`48.85 2.35`, `48.85,2.35`,
/// `-33.86 151.2`, `-- -33.86 151.2`): such an argument keeps a negative number as a value rather than an option,
/// and keeps the `--` that ends the options too, which is dropped here.
func coordinateWords(_ words: [String]) -> [String] {
    withoutTerminator(words).flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init) }
}

/// The words of an `.allUnrecognized` argument without the `--` that ends the options (`weather -- -33.87,151.21`).
func withoutTerminator(_ words: [String]) -> [String] {
    words.filter { $0 != "--" }
}
