/// What can be wrong with a place search, a coordinate or a country code.
public enum PlacesError: TravellerError, Equatable {
    case queryTooShort(minimum: Int)
    case queryTooLong(maximum: Int)
    /// Control characters, or bytes that are not UTF-8.
    case invalidCharacters
    case invalidCoordinate(name: String, value: String)
    case coordinateOutOfRange(name: String, value: String, range: String)
    /// A country filter that is not a known ISO code.
    case invalidCountry(String)
    /// A country asked for by code that does not exist.
    case unknownCountry(String)

    public var code: ErrorCode {
        switch self {
        case .queryTooShort: .queryTooShort
        case .queryTooLong: .queryTooLong
        case .invalidCharacters: .invalidCharacters
        case .invalidCoordinate: .invalidCoordinate
        case .coordinateOutOfRange: .coordinateOutOfRange
        case .invalidCountry: .invalidCountry
        case .unknownCountry: .unknownCountry
        }
    }

    public var kind: FailureKind {
        switch self {
        case .unknownCountry: .notFound
        default: .badInput
        }
    }

    public var message: LocalizedText {
        switch self {
        case .queryTooShort(let minimum):
            LocalizedText("error.query_too_short.message", ["minimum": "\(minimum)"])
        case .queryTooLong(let maximum):
            LocalizedText("error.query_too_long.message", ["maximum": "\(maximum)"])
        case .invalidCharacters:
            LocalizedText("error.invalid_characters.message")
        case .invalidCoordinate(let name, let value):
            LocalizedText("error.invalid_coordinate.message", ["coordinate": .localized(Self.coordinate(name)), "value": "\(value)"])
        case .coordinateOutOfRange(let name, let value, let range):
            LocalizedText(
                "error.coordinate_out_of_range.message.coordinate",
                ["coordinate": .localized(Self.coordinate(name)), "value": "\(value)", "range": "\(range)"])
        case .invalidCountry(let code):
            LocalizedText("error.invalid_country.message", ["code": "\(code)"])
        case .unknownCountry(let code):
            LocalizedText("error.unknown_country.message", ["code": "\(code)"])
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .queryTooShort, .queryTooLong:
            LocalizedText("error.query_too_short.hint")
        case .invalidCharacters:
            LocalizedText("error.invalid_characters.hint")
        case .invalidCoordinate, .coordinateOutOfRange:
            LocalizedText("error.invalid_coordinate.hint")
        case .invalidCountry, .unknownCountry:
            LocalizedText("error.invalid_country.hint")
        }
    }

    /// The word for the `latitude` or the `longitude`.
    private static func coordinate(_ name: String) -> LocalizedText {
        LocalizedText(name == "latitude" ? "coordinate.latitude" : "coordinate.longitude")
    }
}
