import BaluchonCore

/// A client spent a ``ClientBudget``: answered 429 with `Retry-After`.
struct RateLimited: TravellerError, Equatable {
    /// Whole seconds before the same request will be accepted again.
    let retryAfter: Int

    var code: ErrorCode { .rateLimited }
    var kind: FailureKind { .rateLimited }
    var retryAfterSeconds: Int? { retryAfter }

    var message: LocalizedText {
        LocalizedText("error.rate_limited.message", ["retryAfter": "\(retryAfter)"])
    }

    var hint: LocalizedText? {
        LocalizedText("error.rate_limited.hint")
    }
}
