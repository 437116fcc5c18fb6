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
        case .unknownChoice(let name, let value, let known):
            Self.sentence(
                of: name, general: "error.invalid_parameter.message.choice",
                ["name": "\(name)", "value": "\(value)", "known": "\(known.joined(separator: ", "))"])
        case .outOfRange(let name, let value, let range):
            Self.sentence(
                of: name, general: "error.invalid_parameter.message.range",
                ["name": "\(name)", "value": "\(value)", "lowerBound": "\(range.lowerBound)", "upperBound": "\(range.upperBound)"])
        case .invalidPoint(let name, _):
            LocalizedText("error.invalid_point.message", ["name": "\(name)"])
        case .undecodable:
            LocalizedText("error.invalid_characters.message")
        }
    }

    /// The parameter's own sentence (`error.invalid_radius.message`, in metres) when the catalogues have
    /// one that says only what this error knows, else the `general` one that names the parameter.
    private static func sentence(of name: String, general: String, _ arguments: [String: LocalizedText.Argument]) -> LocalizedText {
        let own = "error.invalid_\(name).message"
        let text = MessageCatalogue.text(of: own, in: .en)
        guard text != own, placeholders(in: text).isSubset(of: arguments.keys) else { return LocalizedText(general, arguments) }
        return LocalizedText(own, arguments)
    }

    /// The `{name}` placeholders of a catalogue sentence.
    private static func placeholders(in text: String) -> Set<String> {
        Set(text.split(separator: "{").dropFirst().compactMap { $0.split(separator: "}", omittingEmptySubsequences: false).first.map(String.init) })
    }

    public var hint: LocalizedText? {
        switch self {
        case .undecodable: LocalizedText("error.invalid_characters.hint")
        default: nil
        }
    }
}
