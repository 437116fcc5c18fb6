import Foundation

/// Why a feed could not be imported or a journey planned, in words a traveller understands.
public enum TransitError: TravellerError, Equatable {
    /// The feed is not a GTFS archive Baluchon can read: a missing file or column, a damaged archive.
    case corruptFeed(detail: String)
    case unknownFeed(id: String)
    /// No imported feed has stops near both points.
    case noFeedCovering
    /// The departure falls outside the dates the feed runs (first and last service day, `yyyy-mm-dd`).
    case outsideServiceDates(feed: String, first: String, last: String)
    /// No vehicle of the feed joins the points on that day.
    case noJourney
    /// No stop within walking distance of one end.
    case noStopNear(end: RoutesError.RouteEnd)
    /// The departure is not a date and time Baluchon can read.
    case invalidDeparture(text: String)

    public var code: String {
        switch self {
        case .corruptFeed: "corrupt_feed"
        case .unknownFeed: "unknown_feed"
        case .noFeedCovering: "no_transit_feed"
        case .outsideServiceDates: "outside_service_dates"
        case .noJourney: "no_route"
        case .noStopNear: "no_stop_near"
        case .invalidDeparture: "invalid_depart"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .corruptFeed, .outsideServiceDates, .invalidDeparture: .badInput
        case .unknownFeed, .noFeedCovering, .noJourney, .noStopNear: .notFound
        }
    }

    public var message: LocalizedText {
        switch self {
        case .corruptFeed(let detail):
            LocalizedText(
                en: "The GTFS feed cannot be read: \(detail).",
                fr: "Le flux GTFS est illisible : \(detail).")
        case .unknownFeed(let id):
            LocalizedText(en: "No transit feed is named “\(id)”.", fr: "Aucun flux de transports ne s’appelle « \(id) ».")
        case .noFeedCovering:
            LocalizedText(
                en: "No imported public transport feed serves these places.",
                fr: "Aucun flux de transports en commun importé ne dessert ces lieux.")
        case .outsideServiceDates(let feed, let first, let last):
            LocalizedText(
                en: "The “\(feed)” timetable runs from \(first) to \(last); the departure is outside these dates.",
                fr: "Les horaires « \(feed) » vont du \(first) au \(last) ; le départ est hors de ces dates.")
        case .noJourney:
            LocalizedText(
                en: "No public transport journey joins these two places at that time.",
                fr: "Aucun trajet en transports en commun ne relie ces deux lieux à cette heure.")
        case .noStopNear(let end):
            end == .start
                ? LocalizedText(en: "No stop is within walking distance of the start.", fr: "Aucun arrêt n’est à distance de marche du départ.")
                : LocalizedText(
                    en: "No stop is within walking distance of the destination.", fr: "Aucun arrêt n’est à distance de marche de l’arrivée.")
        case .invalidDeparture(let text):
            LocalizedText(
                en: "“\(text.prefix(40))” is not a departure time: write it as 2024-12-16T08:30 (local time) or with its offset.",
                fr: "« \(text.prefix(40)) » n’est pas une heure de départ : écrivez-la 2024-12-16T08:30 (heure locale) ou avec son décalage.")
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .corruptFeed:
            LocalizedText(
                en: "The transit feeds in service are unchanged; check the file is a GTFS .zip.",
                fr: "Les flux en service sont inchangés ; vérifiez que le fichier est un .zip GTFS.")
        case .unknownFeed:
            LocalizedText(en: "See `baluchon transit list`.", fr: "Voir `baluchon transit list`.")
        case .noFeedCovering:
            LocalizedText(
                en: "Import the city’s GTFS feed with `baluchon transit import`.",
                fr: "Importez le flux GTFS de la ville avec `baluchon transit import`.")
        case .outsideServiceDates:
            LocalizedText(en: "Choose a departure within these dates.", fr: "Choisissez un départ dans ces dates.")
        case .noJourney:
            LocalizedText(en: "Try a later departure or another mode.", fr: "Essayez un départ plus tard ou un autre mode.")
        case .noStopNear: LocalizedText(en: "Try another mode of travel.", fr: "Essayez un autre mode de déplacement.")
        case .invalidDeparture: nil
        }
    }
}
