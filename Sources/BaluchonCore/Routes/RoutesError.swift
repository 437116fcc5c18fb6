/// Why a route could not be given, in words a traveller understands.
public enum RoutesError: TravellerError, Equatable {
    case samePoints
    case noRoute(mode: TravelMode)
    /// No road or path near one end ("start" or "destination").
    case noRoadNear(end: RouteEnd)
    case outsideRegions
    case engineFailed(detail: String)
    /// An end given by name or place id that no known place answers.

    public enum RouteEnd: String, Sendable, Equatable {
        case start, destination
    }

    public var code: String {
        switch self {
        case .samePoints: "same_points"
        case .noRoute: "no_route"
        case .noRoadNear: "no_road_near"
        case .outsideRegions: "outside_regions"
        case .engineFailed: "routing_failed"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .samePoints, .noRoadNear: .badInput
        case .noRoute, .outsideRegions: .notFound
        case .engineFailed: .internal
        }
    }

    public var message: LocalizedText {
        switch self {
        case .samePoints:
            LocalizedText(en: "The start and the destination are the same place.", fr: "Le départ et l’arrivée sont au même endroit.")
        case .noRoute(let mode):
            LocalizedText(
                en: "No \(Self.englishName(mode)) route joins these two places.",
                fr: "Aucun itinéraire \(Self.frenchName(mode)) ne relie ces deux lieux.")
        case .noRoadNear(let end):
            end == .start
                ? LocalizedText(en: "There is no road or path near the start.", fr: "Aucune route ni aucun chemin près du départ.")
                : LocalizedText(en: "There is no road or path near the destination.", fr: "Aucune route ni aucun chemin près de l’arrivée.")
        case .outsideRegions:
            LocalizedText(
                en: "These places are outside every region imported for offline use.",
                fr: "Ces lieux sont hors de toutes les régions importées pour l’usage hors ligne.")
        case .engineFailed(let detail):
            LocalizedText(en: "The route could not be computed (\(detail)).", fr: "L’itinéraire n’a pas pu être calculé (\(detail)).")
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .samePoints: LocalizedText(en: "Choose another destination.", fr: "Choisissez une autre destination.")
        case .noRoute: LocalizedText(en: "Try another mode of travel.", fr: "Essayez un autre mode de déplacement.")
        case .noRoadNear: LocalizedText(en: "Move the point closer to a street.", fr: "Rapprochez le point d’une rue.")
        case .outsideRegions:
            LocalizedText(
                en: "Import the region with `baluchon region import`, or go online.",
                fr: "Importez la région avec `baluchon region import`, ou connectez-vous.")
        case .engineFailed: nil
        }
    }

    static func englishName(_ mode: TravelMode) -> String {
        switch mode {
        case .car: "driving"
        case .walk: "walking"
        case .bicycle: "cycling"
        case .transit: "public transport"
        case .any: ""
        }
    }

    static func frenchName(_ mode: TravelMode) -> String {
        switch mode {
        case .car: "en voiture"
        case .walk: "à pied"
        case .bicycle: "à vélo"
        case .transit: "en transports en commun"
        case .any: ""
        }
    }
}
