import ArgumentParser
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
    words.filter { $0 != "--" }.flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init) }
}

/// The latitude and longitude of an `.allUnrecognized` argument (see ``coordinateWords(_:)``), refused as
/// argument-parser refuses a command line (exit 64 with the usage, when called from `validate()`) if a word is
/// a mistyped option (``freeWords(_:)``), or if the longitude, both, or more than two numbers are given.
func coordinatePair(_ words: [String]) throws(ValidationError) -> (latitude: String, longitude: String) {
    let parts = coordinateWords(try freeWords(words))
    switch parts.count {
    case 0: throw ValidationError("Missing expected argument '<latitude>'")
    case 1: throw ValidationError("Missing expected argument '<longitude>'")
    case 2: return (parts[0], parts[1])
    case 3: throw ValidationError("Unexpected argument '\(parts[2])'")
    default: throw ValidationError("\(parts.count - 2) unexpected arguments: \(parts.dropFirst(2).map { "'\($0)'" }.joined(separator: ", "))")
    }
}

/// The values among the words of an `.allUnrecognized` argument, which takes every word argument-parser does not
/// know: a negative number (`-33.86`, `-5+2`), but also a mistyped option (`--onlin`) and the `--` that ends the
/// options. A word before `--` that starts as an option does (a dash or two, then a letter) is refused as
/// argument-parser refuses an unknown option (exit 64 with the usage, when called from `validate()`); the first
/// `--` is dropped, and what follows it is kept as values.
func freeWords(_ words: [String]) throws(ValidationError) -> [String] {
    let end = words.firstIndex(of: "--") ?? words.endIndex
    if let option = words[..<end].first(where: { $0.wholeMatch(of: /--?\p{L}.*/) != nil }) {
        throw ValidationError("Unknown option '\(option.prefix { $0 != "=" })'")
    }
    return Array(words[..<end] + words[end...].dropFirst())
}
