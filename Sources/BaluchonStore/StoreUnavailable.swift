import BaluchonCore

/// The store's database cannot be reached for now (the server is down, restarting or too slow to
/// answer); what was asked can be asked again once it is back. The details go to the server's log,
/// never to the traveller.
public struct StoreUnavailable: TravellerError, Equatable {
    public init() {}

    public var code: ErrorCode { .storeUnavailable }
    public var kind: FailureKind { .unavailable }
    public var message: LocalizedText {
        LocalizedText("error.store_unavailable.message")
    }
    public var hint: LocalizedText? {
        LocalizedText("error.store_unavailable.hint")
    }
}
