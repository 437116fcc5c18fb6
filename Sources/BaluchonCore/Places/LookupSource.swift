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
                code: "invalid_source", kind: .badInput,
                message: LocalizedText(
                    en: "The source “\(other.prefix(20))” is unknown; use offline or online.",
                    fr: "La source « \(other.prefix(20)) » est inconnue ; utilisez offline ou online."))
        }
    }

    public var isOnline: Bool { self == .online }
}
