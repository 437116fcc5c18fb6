import BaluchonCore

/// Failures of published lists and of codes that need the gazetteer.
public enum SharingFailure: TravellerError, Equatable {
    /// No list with this id, or not this edit key: the two are told apart to nobody.
    case noSuchList
    case tooManyPlaces(maximum: Int)
    case titleTooLong(maximum: Int)
    /// A place's name, note or group (`field`) is longer than `maximum` characters.
    case placeTextTooLong(field: String, maximum: Int)
    /// The list as stored would take more than `maximumBytes`.
    case listTooLarge(maximumBytes: Int)
    /// The lists' quota on this server is spent, even after forgetting the expired ones.
    case storageFull
    /// "CJ+2VX Townname" with a town the gazetteer does not know.

    public var code: String {
        switch self {
        case .noSuchList: "no_such_list"
        case .tooManyPlaces: "too_many_places"
        case .titleTooLong: "title_too_long"
        case .placeTextTooLong: "place_text_too_long"
        case .listTooLarge: "list_too_large"
        case .storageFull: "lists_full"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .noSuchList: .notFound
        case .tooManyPlaces, .titleTooLong, .placeTextTooLong, .listTooLarge: .tooLarge
        case .storageFull: .unavailable
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
        case .placeTextTooLong(let field, let maximum):
            LocalizedText(
                en: "A place’s \(field) in a shared list has at most \(maximum) characters.",
                fr: "Dans une liste partagée, \(Self.frenchField(field)) d’un lieu a au plus \(maximum) caractères.")
        case .listTooLarge(let maximumBytes):
            LocalizedText(
                en: "A shared list takes at most \(maximumBytes / 1024) KB.", fr: "Une liste partagée occupe au plus \(maximumBytes / 1024) Ko.")
        case .storageFull:
            LocalizedText(
                en: "This server has no room for more shared lists for now.",
                fr: "Ce serveur n’a plus de place pour de nouvelles listes partagées pour l’instant.")
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .noSuchList:
            LocalizedText(
                en: "Check the link; changes need the edit key given when the list was published.",
                fr: "Vérifiez le lien ; les modifications demandent la clé donnée à la publication de la liste.")
        case .listTooLarge, .placeTextTooLong:
            LocalizedText(en: "Split the list, or shorten its notes.", fr: "Partagez la liste en plusieurs, ou raccourcissez ses notes.")
        case .storageFull:
            LocalizedText(
                en: "Share the list as a file or a code instead, or try again later.",
                fr: "Partagez plutôt la liste en fichier ou en code, ou réessayez plus tard.")
        default: nil
        }
    }

    static func frenchField(_ field: String) -> String {
        switch field {
        case "name": "le nom"
        case "note": "la note"
        default: "le groupe"
        }
    }
}
