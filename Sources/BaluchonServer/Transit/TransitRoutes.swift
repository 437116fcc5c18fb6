import BaluchonCore
import BaluchonToolkit
import Foundation
import Hummingbird

/// `GET /api/v1/transit/feeds`: the GTFS feeds imported for offline public transport.
struct TransitRoutes {
    let transit: TransitService

    struct FeedsAnswer: ResponseEncodable {
        var feeds: [FeedEntry]
    }

    /// One feed with its import time in ISO 8601.
    struct FeedEntry: Encodable {
        var id: String
        var agency: String
        var timeZone: String
        var stops: Int
        var lines: Int
        var trips: Int
        var firstDay: String?
        var lastDay: String?
        var bounds: [Double]
        var importedAt: String

        init(_ info: FeedInfo) {
            id = info.id
            agency = info.agency
            timeZone = info.timeZone
            stops = info.stops
            lines = info.lines
            trips = info.trips
            firstDay = info.firstDay
            lastDay = info.lastDay
            bounds = info.bounds
            importedAt = info.importedAt.formatted(.iso8601)
        }
    }

    func register(on api: inout APIGroup<AppRequestContext>) {
        api.get("transit/feeds") { _, _ in
            FeedsAnswer(feeds: transit.feeds().map(FeedEntry.init))
        }
    }
}
