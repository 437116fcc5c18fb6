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

    public var code: String {
        switch self {
        case .missing: "missing_parameter"
        case .unknownChoice(let name, _, _), .outOfRange(let name, _, _): "invalid_\(name)"
        case .invalidPoint: "invalid_point"
        case .undecodable: "invalid_characters"
        }
    }

    public var kind: FailureKind { .badInput }

    public var message: LocalizedText {
        switch self {
        case .missing(let name):
            LocalizedText(en: "The parameter “\(name)” is missing.", fr: "Le paramètre « \(name) » manque.")
        case .unknownChoice(let name, let value, let known):
            LocalizedText(
                en: "“\(value)” is not a known \(name): use \(known.joined(separator: ", ")).",
                fr: "« \(value) » n’est pas un \(name) connu : utilisez \(known.joined(separator: ", ")).")
        case .outOfRange(let name, let value, let range):
            LocalizedText(
                en: "The \(name) “\(value)” must be a whole number from \(range.lowerBound) to \(range.upperBound).",
                fr: "Le paramètre \(name) « \(value) » doit être un entier de \(range.lowerBound) à \(range.upperBound).")
        case .invalidPoint(let name, _):
            LocalizedText(
                en: "“\(name)” must be latitude,longitude, for example 43.7384,7.4246.",
                fr: "« \(name) » doit être latitude,longitude, par exemple 43.7384,7.4246.")
        case .undecodable:
            LocalizedText(
                en: "The text contains control characters or invalid bytes.",
                fr: "Le texte contient des caractères de contrôle ou des octets invalides.")
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .undecodable: LocalizedText(en: "Type the name again as plain text.", fr: "Retapez le nom en texte simple.")
        default: nil
        }
    }
}
