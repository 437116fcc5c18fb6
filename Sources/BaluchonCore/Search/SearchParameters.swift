import Foundation

/// The rules for what a search or points-of-interest query may ask, shared by the API and the CLI.
public enum SearchParameters {
    /// Metres.
    public static let radiusRange = 1...50_000
    public static let defaultRadius = 2_000
    public static let limitRange = 1...50
    public static let defaultLimit = 20
    public static let maximumQueryLength = 200

    /// "latitude,longitude" in decimal degrees; nil when absent or empty.
    public static func near(_ text: String?) throws -> Coordinate? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        guard let point = try Coordinate.pair(text) else { throw SearchError.invalidNear(text) }
        return point
    }

    /// A radius in whole metres; the default when absent or empty.
    public static func radius(_ text: String?) throws(SearchError) -> Int {
        try wholeNumber(text, in: radiusRange, default: defaultRadius) { .invalidRadius(value: $0, range: radiusRange) }
    }

    /// How many results; the default when absent or empty.
    public static func limit(_ text: String?) throws(SearchError) -> Int {
        try wholeNumber(text, in: limitRange, default: defaultLimit) { .invalidLimit(value: $0, range: limitRange) }
    }

    /// The searched text, trimmed: not empty, not too long, no control characters.
    public static func query(_ text: String?) throws -> String {
        let trimmed = (text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw SearchError.emptyQuery }
        guard trimmed.count <= maximumQueryLength else { throw SearchError.queryTooLong(maximum: maximumQueryLength) }
        guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw PlacesError.invalidCharacters
        }
        return trimmed
    }

    private static func wholeNumber(
        _ text: String?, in range: ClosedRange<Int>, default value: Int, failure: (String) -> SearchError
    ) throws(SearchError) -> Int {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return value }
        guard text.count <= 12, let number = Int(text), range.contains(number) else { throw failure(text) }
        return number
    }
}
