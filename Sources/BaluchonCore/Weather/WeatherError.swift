/// Why a weather question cannot be answered as asked, told to people.
public enum WeatherError: TravellerError, Equatable {
    case noPlaces
    case tooManyPlaces(count: Int, limit: Int)
    case emptyPlace(position: Int)
    case placeTooLong(limit: Int)
    case coordinateOutOfRange(latitude: Double, longitude: Double)
    case malformedCoordinate(String)
    case invalidUnits(String)
    /// Every configured provider is resting after repeated failures, and nothing is cached.
    case providersResting

    public var code: String {
        switch self {
        case .noPlaces: "no_places"
        case .tooManyPlaces: "too_many_places"
        case .emptyPlace: "empty_place"
        case .placeTooLong: "place_too_long"
        case .coordinateOutOfRange: "coordinate_out_of_range"
        case .malformedCoordinate: "malformed_coordinate"
        case .invalidUnits: "invalid_units"
        case .providersResting: "providers_resting"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .providersResting: .upstreamUnavailable
        default: .badInput
        }
    }

    public var message: LocalizedText {
        switch self {
        case .noPlaces:
            LocalizedText(en: "No place was given.", fr: "Aucun lieu n’a été donné.")
        case .tooManyPlaces(let count, let limit):
            LocalizedText(
                en: "\(count) places were asked for at once; the limit is \(limit).",
                fr: "\(count) lieux ont été demandés à la fois ; la limite est de \(limit).")
        case .emptyPlace(let position):
            LocalizedText(en: "Place number \(position) is empty.", fr: "Le lieu numéro \(position) est vide.")
        case .placeTooLong(let limit):
            LocalizedText(en: "A place name is longer than \(limit) characters.", fr: "Un nom de lieu dépasse \(limit) caractères.")
        case .coordinateOutOfRange(let latitude, let longitude):
            LocalizedText(
                en: "The coordinates \(latitude), \(longitude) are out of range.",
                fr: "Les coordonnées \(latitude), \(longitude) sont hors limites.")
        case .malformedCoordinate(let text):
            LocalizedText(en: "“\(text)” is not a pair of coordinates.", fr: "« \(text) » n’est pas un couple de coordonnées.")
        case .invalidUnits(let text):
            LocalizedText(en: "“\(text)” is not a unit system.", fr: "« \(text) » n’est pas un système d’unités.")
        case .providersResting:
            LocalizedText(
                en: "The weather services failed repeatedly and are resting for a minute.",
                fr: "Les services météo ont échoué plusieurs fois et sont mis au repos une minute.")
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .noPlaces, .emptyPlace:
            LocalizedText(
                en: "Give places separated by “;”: a city name, a gazetteer id or “latitude,longitude”.",
                fr: "Donnez des lieux séparés par « ; » : un nom de ville, un identifiant du répertoire ou « latitude,longitude ».")
        case .tooManyPlaces(_, let limit):
            LocalizedText(en: "Ask for at most \(limit) places per request.", fr: "Demandez au plus \(limit) lieux par requête.")
        case .placeTooLong:
            nil
        case .coordinateOutOfRange, .malformedCoordinate:
            LocalizedText(
                en: "Write “latitude,longitude” in decimal degrees: latitude from -90 to 90, longitude from -180 to 180 (e.g. 47.99,-4.1).",
                fr: "Écrivez « latitude,longitude » en degrés décimaux : latitude de -90 à 90, longitude de -180 à 180 (ex. 47.99,-4.1).")
        case .invalidUnits:
            LocalizedText(en: "Use “metric” or “imperial”.", fr: "Utilisez « metric » ou « imperial ».")
        case .providersResting:
            LocalizedText(en: "Try again in a minute.", fr: "Réessayez dans une minute.")
        }
    }
}
