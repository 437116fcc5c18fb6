/// What can be wrong with a search around a point, a kind of place or a place index.
public enum SearchError: TravellerError, Equatable {
    case badKindTable(line: Int)
    case duplicateKind(String)
    case corruptIndex(reason: String)
    /// `near` is missing where it is needed.
    case missingNear
    case emptyQuery
    case queryTooLong(maximum: Int)
    /// A kind id that is not in the catalog, with the names of the closest ones.
    case unknownKind(String, suggestions: [String])
    /// The point lies outside every imported region and online search was not asked for or is off.
    case outsideRegions(latitude: Double, longitude: Double, online: Bool)

    public var code: String {
        switch self {
        case .badKindTable: "bad_kind_table"
        case .duplicateKind: "duplicate_kind"
        case .corruptIndex: "corrupt_place_index"
        case .missingNear: "missing_near"
        case .emptyQuery: "empty_query"
        case .queryTooLong: "query_too_long"
        case .unknownKind: "unknown_kind"
        case .outsideRegions: "outside_regions"
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
            LocalizedText(en: "The table of kinds of place is broken at line \(line).", fr: "La table des genres de lieux est cassée ligne \(line).")
        case .duplicateKind(let id):
            LocalizedText(en: "The kind “\(id)” is listed twice.", fr: "Le genre « \(id) » figure deux fois.")
        case .corruptIndex(let reason):
            LocalizedText(en: "A region’s place index cannot be read (\(reason)).", fr: "L’index des lieux d’une région est illisible (\(reason)).")
        case .missingNear:
            LocalizedText(
                en: "Say around which point to search (near=latitude,longitude).",
                fr: "Indiquez autour de quel point chercher (near=latitude,longitude).")
        case .emptyQuery:
            LocalizedText(en: "Type what you are looking for.", fr: "Tapez ce que vous cherchez.")
        case .queryTooLong(let maximum):
            LocalizedText(en: "A search is at most \(maximum) characters long.", fr: "Une recherche compte au plus \(maximum) caractères.")
        case .unknownKind(let id, let suggestions):
            LocalizedText(
                en: "“\(id.prefix(40))” is not a kind of place Baluchon knows"
                    + (suggestions.isEmpty ? "." : "; did you mean \(suggestions.joined(separator: ", "))?"),
                fr: "« \(id.prefix(40)) » n’est pas un genre de lieu connu"
                    + (suggestions.isEmpty ? "." : " ; vouliez-vous dire \(suggestions.joined(separator: ", ")) ?"))
        case .outsideRegions(let latitude, let longitude, _):
            LocalizedText(
                en: "No imported region covers \(Self.point(latitude, longitude)).",
                fr: "Aucune région importée ne couvre \(Self.point(latitude, longitude)).")
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .missingNear:
            LocalizedText(
                en: "Use decimal degrees, such as near=43.7384,7.4246.", fr: "Utilisez des degrés décimaux, comme near=43.7384,7.4246.")
        case .unknownKind:
            LocalizedText(en: "GET /api/v1/kinds lists every kind.", fr: "GET /api/v1/kinds liste tous les genres.")
        case .outsideRegions(_, _, let online):
            online
                ? LocalizedText(
                    en: "Search online (source=online) or import the region (baluchon region import).",
                    fr: "Cherchez en ligne (source=online) ou importez la région (baluchon region import).")
                : LocalizedText(
                    en: "Import the region (baluchon region import); online search is turned off on this server.",
                    fr: "Importez la région (baluchon region import) ; la recherche en ligne est désactivée sur ce serveur.")
        case .corruptIndex:
            LocalizedText(en: "Import the region again.", fr: "Importez la région à nouveau.")
        default:
            nil
        }
    }

    private static func point(_ latitude: Double, _ longitude: Double) -> String {
        "\((latitude * 10_000).rounded() / 10_000), \((longitude * 10_000).rounded() / 10_000)"
    }
}
