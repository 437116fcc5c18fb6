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

    public var code: String {
        switch self {
        case .queryTooShort: "query_too_short"
        case .queryTooLong: "query_too_long"
        case .invalidCharacters: "invalid_characters"
        case .invalidCoordinate: "invalid_coordinate"
        case .coordinateOutOfRange: "coordinate_out_of_range"
        case .invalidCountry: "invalid_country"
        case .unknownCountry: "unknown_country"
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
            LocalizedText(en: "Type at least \(minimum) letters to search.", fr: "Tapez au moins \(minimum) lettres pour chercher.")
        case .queryTooLong(let maximum):
            LocalizedText(
                en: "A place name is at most \(maximum) characters long.", fr: "Un nom de lieu compte au plus \(maximum) caractères.")
        case .invalidCharacters:
            LocalizedText(
                en: "The text contains control characters or invalid bytes.",
                fr: "Le texte contient des caractères de contrôle ou des octets invalides.")
        case .invalidCoordinate(let name, let value):
            LocalizedText(
                en: "The \(name) “\(value)” is not a number.",
                fr: "La \(name == "latitude" ? "latitude" : "longitude") « \(value) » n’est pas un nombre.")
        case .coordinateOutOfRange(let name, let value, let range):
            LocalizedText(
                en: "The \(name) \(value) is out of range (\(range)).",
                fr: "La \(name == "latitude" ? "latitude" : "longitude") \(value) est hors limites (\(range)).")
        case .invalidCountry(let code):
            LocalizedText(en: "“\(code)” is not a known country code.", fr: "« \(code) » n’est pas un code de pays connu.")
        case .unknownCountry(let code):
            LocalizedText(en: "There is no country with the code “\(code)”.", fr: "Aucun pays n’a le code « \(code) ».")
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .queryTooShort, .queryTooLong:
            LocalizedText(en: "Type the beginning of a city name, such as “Quim”.", fr: "Tapez le début d’un nom de ville, comme « Quim ».")
        case .invalidCharacters:
            LocalizedText(en: "Type the name again as plain text.", fr: "Retapez le nom en texte simple.")
        case .invalidCoordinate, .coordinateOutOfRange:
            LocalizedText(
                en: "Use decimal degrees: latitude from -90 to 90, longitude from -180 to 180 (48.8566, 2.3522).",
                fr: "Utilisez des degrés décimaux : latitude de -90 à 90, longitude de -180 à 180 (48.8566, 2.3522).")
        case .invalidCountry, .unknownCountry:
            LocalizedText(
                en: "Use a two-letter ISO 3166 code such as FR, JP or US.", fr: "Utilisez un code ISO 3166 à deux lettres comme FR, JP ou US.")
        }
    }
}
