import Synchronization

/// A costly answer whose use is rationed per client, each with its own burst and refill rate.
enum ClientBudget: Sendable, Hashable, CaseIterable {
    /// Publishing a shared list.
    case listCreation
    /// A QR code image.
    case qrImage
    /// Reading an uploaded file of places, or writing one.
    case placeFile
    /// Room lookups that found no room: guessing codes costs the guesser.
    case roomLookupFailure
    /// A call to a paid translation provider (DeepL, Google); cached and free answers cost nothing.
    case paidTranslation

    /// How many at once, and how many a second after that.
    var rate: (burst: Int, perSecond: Double) {
        switch self {
        case .listCreation: (20, 1.0 / 10)
        case .qrImage: (30, 3)
        case .placeFile: (30, 1)
        case .roomLookupFailure: (20, 1.0 / 3)
        case .paidTranslation: (10, 1.0 / 20)
        }
    }
}

/// The per-client token buckets of every ``ClientBudget``, shared by all requests of one server.
/// A client is an address (``AppRequestContext/client``); buckets that have refilled are forgotten once
/// there are many, so memory stays bounded whatever the number of addresses.
final class ClientLimits: Sendable {
    private struct Key: Hashable {
        let budget: ClientBudget
        let client: String
    }

    private let buckets = Mutex<[Key: TokenBucket]>([:])
    private let forgetAbove: Int
    /// The time budgets refill by; the rooms' message rates read it too.
    let now: @Sendable () -> ContinuousClock.Instant

    /// `now` tells the time buckets refill by: a clock that stands still makes a test's budget exact.
    init(forgetAbove: Int = 10_000, now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }) {
        self.forgetAbove = forgetAbove
        self.now = now
    }

    /// Spends `cost` of `client`'s `budget`, or throws ``RateLimited`` (429) saying when to come back.
    func spend(_ budget: ClientBudget, cost: Double = 1, by client: String) throws(RateLimited) {
        let now = now()
        let wait: Double? = buckets.withLock { buckets in
            let key = Key(budget: budget, client: client)
            var bucket = buckets[key] ?? TokenBucket(capacity: budget.rate.burst, perSecond: budget.rate.perSecond)
            let taken = bucket.take(cost, at: now)
            buckets[key] = bucket
            if buckets.count > forgetAbove { buckets = buckets.filter { !$0.value.isFull(at: now) } }
            return taken ? nil : bucket.wait(for: cost)
        }
        if let wait { throw RateLimited(retryAfter: Int(wait.rounded(.up)) + 1) }
    }

    /// Throws ``RateLimited`` when `client` has nothing left of `budget`, without spending: for budgets
    /// spent only on failure, such as lookups that found nothing.
    func check(_ budget: ClientBudget, by client: String) throws(RateLimited) {
        let now = now()
        let wait: Double? = buckets.withLock { buckets in
            guard var bucket = buckets[Key(budget: budget, client: client)] else { return nil }
            guard !bucket.take(at: now) else { return nil }  // a copy: nothing is spent
            return bucket.wait()
        }
        if let wait { throw RateLimited(retryAfter: Int(wait.rounded(.up)) + 1) }
    }
}
