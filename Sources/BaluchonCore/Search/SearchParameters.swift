import Foundation

/// The rules for what a search or points-of-interest query may ask, shared by the API and the CLI.
public enum SearchParameters {
    /// Metres.
    public static let radiusRange = 1...50_000
    public static let defaultRadius = 2_000
    public static let limitRange = 1...50
    public static let defaultLimit = 20
    public static let maximumQueryLength = 200

    /// A radius in whole metres; the default when absent or empty.
    public static func radius(_ text: String?) throws(ParameterError) -> Int {
        try WholeNumber.parse(text, name: "radius", in: radiusRange, default: defaultRadius)
    }

    /// How many results; the default when absent or empty.
    public static func limit(_ text: String?) throws(ParameterError) -> Int {
        try WholeNumber.parse(text, name: "limit", in: limitRange, default: defaultLimit)
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
}
