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

    public var code: ErrorCode {
        switch self {
        case .noSuchList: .noSuchList
        case .tooManyPlaces: .tooManyPlaces
        case .titleTooLong: .titleTooLong
        case .placeTextTooLong: .placeTextTooLong
        case .listTooLarge: .listTooLarge
        case .storageFull: .listsFull
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
            LocalizedText("error.no_such_list.message")
        case .tooManyPlaces(let maximum):
            LocalizedText("error.too_many_places.message.sharedList", ["maximum": "\(maximum)"])
        case .titleTooLong(let maximum):
            LocalizedText("error.title_too_long.message", ["maximum": "\(maximum)"])
        case .placeTextTooLong(let field, let maximum):
            LocalizedText(
                "error.place_text_too_long.message", ["field": .localized(LocalizedText("sharing.field.\(field)")), "maximum": "\(maximum)"])
        case .listTooLarge(let maximumBytes):
            LocalizedText("error.list_too_large.message.listTooLarge", ["maximumBytes": "\(maximumBytes / 1024)"])
        case .storageFull:
            LocalizedText("error.lists_full.message")
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .noSuchList:
            LocalizedText("error.no_such_list.hint")
        case .listTooLarge, .placeTextTooLong:
            LocalizedText("error.list_too_large.hint.listTooLarge")
        case .storageFull:
            LocalizedText("error.lists_full.hint")
        default: nil
        }
    }
}
