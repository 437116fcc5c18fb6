import BaluchonCore
import Foundation

/// The money service's shared mutable state: the current table, the answer built from it, and the
/// refresh in flight (identical concurrent refreshes share one).
actor RatesState {
    /// The best table known.
    var current: KnownRates?
    /// When the refresh period of `current` ends (the next publication).
    var currentValidUntil: Date = .distantPast
    /// The latest-rates answer built from `current`, and until when its notes and stale flag hold.
    var cachedAnswer: (answer: RatesAnswer, validUntil: Date)?
    /// Set while the background refresh runs: requests then never wait on upstream providers.
    var refresherActive = false
    /// Consecutive failed refreshes, for back-off.
    var failures = 0
    private var inFlight: Task<KnownRates, any Error>?

    func setCurrent(_ known: KnownRates, validUntil: Date) {
        current = known
        currentValidUntil = validUntil
        cachedAnswer = nil
    }

    func cache(_ answer: RatesAnswer, until date: Date) {
        cachedAnswer = (answer, date)
    }

    func setRefresherActive(_ active: Bool) {
        refresherActive = active
    }

    func recordOutcome(success: Bool) {
        failures = success ? 0 : failures + 1
    }

    /// The refresh in flight, or a new one running `work`: identical concurrent refreshes share one.
    func refreshTask(_ work: @escaping @Sendable () async throws -> KnownRates) -> Task<KnownRates, any Error> {
        if let inFlight { return inFlight }
        let task = Task {
            defer { self.inFlight = nil }
            return try await work()
        }
        inFlight = task
        return task
    }
}
