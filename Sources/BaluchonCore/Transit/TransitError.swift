import Foundation

/// Why a feed could not be imported or a journey planned, in words a traveller understands.
public enum TransitError: TravellerError, Equatable {
    /// The feed is not a GTFS archive Baluchon can read: a missing file or column, a damaged archive;
    /// `detail` names the problem in each language (an `error.corrupt_feed.detail.*` text).
    case corruptFeed(detail: LocalizedText)
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

    public var code: ErrorCode {
        switch self {
        case .corruptFeed: .corruptFeed
        case .unknownFeed: .unknownFeed
        case .noFeedCovering: .noTransitFeed
        case .outsideServiceDates: .outsideServiceDates
        case .noJourney: .noRoute
        case .noStopNear: .noStopNear
        case .invalidDeparture: .invalidDepart
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
            LocalizedText("error.corrupt_feed.message", ["detail": .localized(detail)])
        case .unknownFeed(let id):
            LocalizedText("error.unknown_feed.message", ["id": "\(id)"])
        case .noFeedCovering:
            LocalizedText("error.no_transit_feed.message")
        case .outsideServiceDates(let feed, let first, let last):
            LocalizedText("error.outside_service_dates.message", ["feed": "\(feed)", "first": "\(first)", "last": "\(last)"])
        case .noJourney:
            LocalizedText("error.no_route.message")
        case .noStopNear(let end):
            end == .start
                ? LocalizedText("error.no_stop_near.message")
                : LocalizedText("error.no_stop_near.message.noStopNear")
        case .invalidDeparture(let text):
            LocalizedText("error.invalid_depart.message", ["value": "\(text.prefix(40))"])
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .corruptFeed:
            LocalizedText("error.corrupt_feed.hint")
        case .unknownFeed:
            LocalizedText("error.unknown_feed.hint.traveller")
        case .noFeedCovering:
            LocalizedText("error.no_transit_feed.hint.traveller")
        case .outsideServiceDates:
            LocalizedText("error.outside_service_dates.hint")
        case .noJourney:
            LocalizedText("error.no_route.hint.noJourney")
        case .noStopNear: LocalizedText("error.no_route.hint")
        case .invalidDeparture: nil
        }
    }

    public var commandHint: LocalizedText? {
        switch self {
        case .noFeedCovering: LocalizedText("error.no_transit_feed.hint")
        case .unknownFeed: LocalizedText("error.unknown_feed.hint")
        default: nil
        }
    }
}
