import BaluchonCore

/// The store's database cannot be reached for now (the server is down, restarting or too slow to
/// answer); what was asked can be asked again once it is back. The details go to the server's log,
/// never to the traveller.
public struct StoreUnavailable: TravellerError, Equatable {
    public init() {}

    public var code: String { "store_unavailable" }
    public var kind: FailureKind { .unavailable }
    public var message: LocalizedText {
        LocalizedText(
            en: "The server cannot reach its database right now.",
            fr: "Le serveur ne peut pas joindre sa base de données pour le moment.")
    }
    public var hint: LocalizedText? {
        LocalizedText(en: "Try again in a few seconds.", fr: "Réessayez dans quelques secondes.")
    }
}
