/// A parameter of a request or a command that is missing or cannot be read; the message names it.
public enum ParameterError: TravellerError, Equatable {
    case missing(name: String)
    /// Not one of the values the parameter takes (`known`).
    case unknownChoice(name: String, value: String, known: [String])
    /// Not a whole number in `range`.
    case outOfRange(name: String, value: String, range: ClosedRange<Int>)
    /// Not "latitude,longitude".
    case invalidPoint(name: String, value: String)
    /// Bytes that are not UTF-8, or a broken `%` escape.
    case undecodable

    /// `invalid_<name>` for the parameters the API documents (`invalid_mode`, `invalid_limit`…),
    /// `invalid_parameter` for any other.
    public var code: ErrorCode {
        switch self {
        case .missing: .missingParameter
        case .unknownChoice(let name, _, _), .outOfRange(let name, _, _): ErrorCode(rawValue: "invalid_\(name)") ?? .invalidParameter
        case .invalidPoint: .invalidPoint
        case .undecodable: .invalidCharacters
        }
    }

    public var kind: FailureKind { .badInput }

    public var message: LocalizedText {
        switch self {
        case .missing(let name):
            LocalizedText("error.missing_parameter.message", ["name": "\(name)"])
        case .unknownChoice(let name, let value, let known) where name == "lang":
            LocalizedText("error.invalid_lang.message", ["value": "\(value)", "known": "\(known.joined(separator: ", "))"])
        case .unknownChoice(let name, let value, let known):
            LocalizedText(
                "error.invalid_parameter.message.choice", ["name": "\(name)", "value": "\(value)", "known": "\(known.joined(separator: ", "))"])
        case .outOfRange(let name, let value, let range):
            LocalizedText(
                "error.invalid_parameter.message.range",
                ["name": "\(name)", "value": "\(value)", "lowerBound": "\(range.lowerBound)", "upperBound": "\(range.upperBound)"])
        case .invalidPoint(let name, _):
            LocalizedText("error.invalid_point.message", ["name": "\(name)"])
        case .undecodable:
            LocalizedText("error.invalid_characters.message")
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .undecodable: LocalizedText("error.invalid_characters.hint")
        default: nil
        }
    }
}
