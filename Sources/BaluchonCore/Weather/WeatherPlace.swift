import Foundation

/// One place of a weather question: coordinates, or a name or gazetteer id to look up.
public enum WeatherPlace: Sendable, Hashable {
    case coordinate(WeatherCoordinate)
    case named(String)

    /// At most this many places per question: a city list on a phone, not a data export.
    public static let limit = 20
    static let maximumNameLength = 200

    /// The places of `p1;p2;…`, each `lat,lon` or a name; throws on an empty list, an empty item, too many
    /// items, or coordinates that are out of range or half-numeric.
    public static func list(from parameter: String?) throws(WeatherError) -> [WeatherPlace] {
        let items = (parameter ?? "").split(separator: ";", omittingEmptySubsequences: false)
            .map(WeatherPlace.trimmed)
        if items.allSatisfy(\.isEmpty) { throw .noPlaces }
        if items.count > limit { throw .tooManyPlaces(count: items.count, limit: limit) }
        var places: [WeatherPlace] = []
        for (index, item) in items.enumerated() {
            guard !item.isEmpty else { throw .emptyPlace(position: index + 1) }
            places.append(try parse(item))
        }
        return places
    }

    /// One place: coordinates when the text starts with a number, a name otherwise.
    public static func parse(_ text: String) throws(WeatherError) -> WeatherPlace {
        let trimmed = WeatherPlace.trimmed(text)
        if let coordinate = try WeatherCoordinate.parse(trimmed) {
            return .coordinate(coordinate)
        }
        // "48.8,abc" or "48.8" alone: meant as coordinates, not a city name.
        if let first = trimmed.split(separator: ",").first, Double(WeatherPlace.trimmed(first)) != nil {
            throw .malformedCoordinate(trimmed)
        }
        guard trimmed.count <= maximumNameLength else { throw .placeTooLong(limit: maximumNameLength) }
        return .named(trimmed)
    }

    /// `text` without surrounding spaces and tabs (pure Swift: this runs for every place of every request).
    public static func trimmed(_ text: some StringProtocol) -> String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !blank($0) }), let last = text.lastIndex(where: { !blank($0) }) else { return "" }
        return String(text[first...last])
    }
}
