/// Where a lookup may go: the data on this machine only (the default), or the online provider too.
public enum LookupSource: String, Sendable {
    case offline
    case online

    /// Reads the API's and the CLI's `source` parameter; absent or empty means offline.
    public init(parameter: String?) throws(PlainTravellerError) {
        switch parameter ?? "" {
        case "", "offline": self = .offline
        case "online": self = .online
        case let other:
            throw PlainTravellerError(
                code: .invalidSource, kind: .badInput,
                message: LocalizedText("error.invalid_source.message", ["value": "\(other.prefix(20))"]))
        }
    }

    public var isOnline: Bool { self == .online }
}
