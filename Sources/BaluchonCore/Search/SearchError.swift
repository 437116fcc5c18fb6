/// What can be wrong with a search around a point, a kind of place or a place index.
public enum SearchError: TravellerError, Equatable {
    case badKindTable(line: Int)
    case duplicateKind(String)
    case corruptIndex(reason: String)
    /// `near` is missing where it is needed.
    case missingNear
    /// `near` is not "latitude,longitude".
    case emptyQuery
    case queryTooLong(maximum: Int)
    /// A kind id that is not in the catalog, with the names of the closest ones.
    case unknownKind(String, suggestions: [String])
    /// The point lies outside every imported region and online search was not asked for or is off.
    case outsideRegions(latitude: Double, longitude: Double, online: Bool)

    public var code: ErrorCode {
        switch self {
        case .badKindTable: .badKindTable
        case .duplicateKind: .duplicateKind
        case .corruptIndex: .corruptPlaceIndex
        case .missingNear: .missingNear
        case .emptyQuery: .emptyQuery
        case .queryTooLong: .queryTooLong
        case .unknownKind: .unknownKind
        case .outsideRegions: .outsideRegions
        }
    }

    public var kind: FailureKind {
        switch self {
        case .badKindTable, .duplicateKind, .corruptIndex: .internal
        case .missingNear, .emptyQuery, .queryTooLong, .unknownKind: .badInput
        case .outsideRegions: .notFound
        }
    }

    public var message: LocalizedText {
        switch self {
        case .badKindTable(let line):
            LocalizedText("error.bad_kind_table.message", ["line": "\(line)"])
        case .duplicateKind(let id):
            LocalizedText("error.duplicate_kind.message", ["id": "\(id)"])
        case .corruptIndex(let reason):
            LocalizedText("error.corrupt_place_index.message", ["reason": "\(reason)"])
        case .missingNear:
            LocalizedText("error.missing_near.message")
        case .emptyQuery:
            LocalizedText("error.empty_query.message")
        case .queryTooLong(let maximum):
            LocalizedText("error.query_too_long.message.queryTooLong", ["maximum": "\(maximum)"])
        case .unknownKind(let id, let suggestions):
            LocalizedText(
                suggestions.isEmpty ? "error.unknown_kind.message" : "error.unknown_kind.message.suggestions",
                ["id": "\(id.prefix(40))", "suggestions": "\(suggestions.joined(separator: ", "))"])
        case .outsideRegions(let latitude, let longitude, _):
            LocalizedText("error.outside_regions.message.point", ["point": "\(Self.point(latitude, longitude))"])
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .missingNear:
            LocalizedText("error.missing_near.hint")
        case .unknownKind:
            LocalizedText("error.unknown_kind.hint")
        case .outsideRegions(_, _, let online):
            online
                ? LocalizedText("error.outside_regions.hint.traveller.online")
                : LocalizedText("error.outside_regions.hint.traveller")
        case .corruptIndex:
            LocalizedText("error.corrupt_place_index.hint")
        default:
            nil
        }
    }

    public var commandHint: LocalizedText? {
        guard case .outsideRegions(_, _, let online) = self else { return nil }
        return LocalizedText(online ? "error.outside_regions.hint.online" : "error.outside_regions.hint.onlineOff")
    }

    private static func point(_ latitude: Double, _ longitude: Double) -> String {
        "\((latitude * 10_000).rounded() / 10_000), \((longitude * 10_000).rounded() / 10_000)"
    }
}
