import BaluchonCore
import BaluchonToolkit
import Hummingbird

/// `GET /encode` answer: the code in the format asked for, or without a format every code at once; and the
/// point as it was read.
struct EncodedAnswer: ResponseEncodable {
    var format: String?
    var code: String?
    var codes: [String: String]?
    var point: SharedPoint

    init(format: String? = nil, code: String? = nil, codes: [String: String]? = nil, point: SharedPoint) {
        self.format = format
        self.code = code
        self.codes = codes
        self.point = point
    }
}

/// `GET /decode` answer: one point (with the format it was in) or a whole list, its tracks included.
struct DecodedAnswer: ResponseEncodable {
    var kind: String
    var format: String?
    var point: SharedPoint?
    var places: [SavedPlace]?
    var tracks: [SavedTrack]?

    init(_ decoded: PointCode.Decoded) {
        switch decoded {
        case .point(let point, let format):
            kind = "point"
            self.format = format.rawValue
            self.point = point
        case .list(let places, let tracks):
            kind = "list"
            self.places = places
            self.tracks = tracks
        }
    }
}

/// The body of `POST` and `PUT /lists`, and of `POST /files/export` (which takes tracks too).
struct ListBody: Decodable {
    var title: String?
    var places: [SavedPlace]
    var tracks: [SavedTrack]?
}

extension SharedList: ResponseEncodable {}
extension PublishedList: ResponseEncodable {}

/// `POST /files/import` answer: the places and tracks read, for the device to keep, and the waypoints left out.
struct ImportedAnswer: ResponseEncodable {
    var places: [SavedPlace]
    var tracks: [SavedTrack]
    var skipped: [SkippedPlace]
}
