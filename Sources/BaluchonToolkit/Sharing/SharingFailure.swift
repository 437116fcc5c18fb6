import BaluchonCore

/// Failures of published lists and of codes that need the gazetteer.
public enum SharingFailure: TravellerError, Equatable {
    /// No list with this id, or not this edit key: the two are told apart to nobody.
    case noSuchList
    case tooManyPlaces(maximum: Int)
    case titleTooLong(maximum: Int)
    /// "CJ+2VX Townname" with a town the gazetteer does not know.
    case unknownTown(String)

    public var code: String {
        switch self {
        case .noSuchList: "no_such_list"
        case .tooManyPlaces: "too_many_places"
        case .titleTooLong: "title_too_long"
        case .unknownTown: "unknown_town"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .noSuchList, .unknownTown: .notFound
        case .tooManyPlaces, .titleTooLong: .tooLarge
        }
    }

    public var message: LocalizedText {
        switch self {
        case .noSuchList:
            LocalizedText(en: "There is no list with this link and key.", fr: "Aucune liste ne correspond à ce lien et à cette clé.")
        case .tooManyPlaces(let maximum):
            LocalizedText(en: "A shared list holds at most \(maximum) places.", fr: "Une liste partagée contient au plus \(maximum) lieux.")
        case .titleTooLong(let maximum):
            LocalizedText(en: "A list title has at most \(maximum) characters.", fr: "Un titre de liste a au plus \(maximum) caractères.")
        case .unknownTown(let town):
            LocalizedText(
                en: "No town called “\(town.prefix(40))” is known to read this short code near.",
                fr: "Aucune ville nommée « \(town.prefix(40)) » n’est connue pour lire ce code court.")
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .noSuchList:
            LocalizedText(
                en: "Check the link; changes need the edit key given when the list was published.",
                fr: "Vérifiez le lien ; les modifications demandent la clé donnée à la publication de la liste.")
        case .unknownTown: LocalizedText(en: "Try a larger town nearby, or the full code.", fr: "Essayez une ville plus grande, ou le code complet.")
        default: nil
        }
    }
}
