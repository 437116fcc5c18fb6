import BaluchonCore

/// A client spent a ``ClientBudget``: answered 429 with `Retry-After`.
struct RateLimited: TravellerError, Equatable {
    /// Whole seconds before the same request will be accepted again.
    let retryAfter: Int

    var code: String { "rate_limited" }
    var kind: FailureKind { .rateLimited }

    var message: LocalizedText {
        LocalizedText(
            en: "Too many requests of this kind from your address; try again in \(retryAfter) s.",
            fr: "Trop de demandes de ce genre depuis votre adresse ; réessayez dans \(retryAfter) s.")
    }

    var hint: LocalizedText? {
        LocalizedText(
            en: "The server rations its costly answers per address so that one visitor cannot slow it down for everyone.",
            fr: "Le serveur rationne ses réponses coûteuses par adresse pour qu’un visiteur ne puisse pas le ralentir pour tous.")
    }
}
