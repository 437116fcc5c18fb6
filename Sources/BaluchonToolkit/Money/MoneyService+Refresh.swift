import BaluchonCore
import BaluchonProviders
import BaluchonStore
import Foundation

extension MoneyService {
    static let lastGoodKey = "rates:last-good"
    static let attemptKey = "rates:last-attempt"

    /// Asks the upstream providers once for the current refresh period (unless already answered in it,
    /// here or in another process sharing the store) and keeps the newest table among the fresh one, the
    /// last good one and the embedded snapshot.
    /// A cancelled caller (the refresh loop at shutdown) stops waiting at once; the refresh goes on for
    /// the others, bounded by the providers' timeouts.
    @discardableResult
    func refresh() async throws -> KnownRates {
        let task = await state.refreshTask { try await self.performRefresh() }
        return try await withDeadline(nil) { try await task.value }
    }

    /// The refresh's answer if it comes within `budget`, else nil while it goes on (the caller then
    /// answers with what it has: a person should not wait on a dead network).
    func refresh(within budget: Duration) async -> KnownRates? {
        let task = await state.refreshTask { try await self.performRefresh() }
        return try? await withDeadline(budget) { try await task.value }
    }

    private func performRefresh() async throws -> KnownRates {
        let now = monitor.now()
        let period = PublicationCalendar.refreshPeriod(at: now)
        let periodEnd = PublicationCalendar.endOfRefreshPeriod(at: now)
        var best: KnownRates? = await state.current
        // Another instance sharing the store may have settled this period already.
        if best?.period != period, let stored = await lastGood(), best == nil || stored.period == period { best = stored }
        if let known = best, known.period == period {
            await state.setCurrent(known, validUntil: periodEnd)
            return known
        }
        let hasRemote = remote.providers.contains { $0.descriptor.state.isConfigured }
        var succeeded = !hasRemote
        var failure: (any Error)?
        let snapshot = await embeddedLatest(now: now)
        // After a recent failure, wait before asking again, unless there is nothing else to answer with.
        let waiting = await recentlyFailed(now: now)
        if hasRemote, best == nil && snapshot == nil || !waiting {
            // Noted before asking, so that a run cut short by its time budget does not ask again at once.
            await noteAttempt(now: now)
            do {
                let sourced = try await remote.value(for: .latest, cacheKey: "latest:\(period)")
                var fresh = KnownRates(
                    table: sourced.value, source: sourced.provenance.source, fetchedAt: sourced.provenance.fetchedAt, period: period)
                if fresh.source == FixerRates.id { fresh.names = await fixerNames(for: fresh.table) }
                best = fresh.newer(best)
                // The fresh answer settles this period even when an older-looking table stays best.
                best?.period = period
                succeeded = true
            } catch {
                logger.warning("rates refresh failed", metadata: ["error": "\(String(describing: error))"])
                failure = error
            }
        }
        await state.recordOutcome(success: succeeded)
        if let snapshot {
            best = best.map { $0.newer(snapshot) } ?? snapshot
        }
        guard var chosen = best else { throw failure ?? ChainError.noProviderConfigured(.rates) }
        if succeeded { chosen.period = period }
        await state.setCurrent(chosen, validUntil: succeeded ? periodEnd : now.addingTimeInterval(600))
        await saveLastGood(chosen)
        return chosen
    }

    /// What is known without the network: the last good table or the embedded snapshot, the newer.
    func offlineRates() async -> KnownRates? {
        let now = monitor.now()
        let stored = await lastGood()
        guard let snapshot = await embeddedLatest(now: now) else { return stored }
        return stored.map { $0.newer(snapshot) } ?? snapshot
    }

    /// How long the refresh loop waits after a refresh: until just after the next publication when it
    /// succeeded, else a back-off from 10 minutes to 4 hours (and never past the next publication).
    func delayAfterRefresh(succeeded: Bool, jitter: TimeInterval) async -> TimeInterval {
        let now = monitor.now()
        let untilNext = PublicationCalendar.endOfRefreshPeriod(at: now).timeIntervalSince(now) + jitter
        guard !succeeded else { return max(60, untilNext) }
        let failures = await state.failures
        let backOff = min(4 * 3600, 600 * pow(2, Double(max(0, failures - 1))))
        return max(60, min(backOff, untilNext))
    }

    private func embeddedLatest(now: Date) async -> KnownRates? {
        guard let embedded, let history = embedded.history,
            let table = history.table(onOrBefore: CalendarDay(now, in: PublicationCalendar.frankfurt))
        else { return nil }
        return KnownRates(table: table, source: EmbeddedECBRates.id, fetchedAt: table.publishedAt, period: nil)
    }

    private func fixerNames(for table: RateTable) async -> [CurrencyCode: String] {
        let unnamed = table.currencies.filter { !converter.catalog.contains($0) }
        guard !unnamed.isEmpty, let list = try? await symbols.value(for: .latest, cacheKey: "fixer-symbols") else { return [:] }
        var names: [CurrencyCode: String] = [:]
        for code in unnamed { names[code] = list.value[code.rawValue] }
        return names
    }

    private func lastGood() async -> KnownRates? {
        guard let entry = try? await store.cacheEntry(forKey: Self.lastGoodKey) else { return nil }
        return try? JSONDecoder().decode(KnownRates.self, from: entry.value)
    }

    private func saveLastGood(_ known: KnownRates) async {
        guard let data = try? JSONEncoder().encode(known) else { return }
        let entry = CacheEntry(
            key: Self.lastGoodKey, value: data, source: known.source, fetchedAt: known.fetchedAt, expiresAt: .distantFuture)
        try? await store.saveCacheEntry(entry)
    }

    /// Whether upstream was asked in the last 10 minutes without settling the period (kept in the store,
    /// so that CLI runs without network do not each wait on every provider).
    private func recentlyFailed(now: Date) async -> Bool {
        guard let entry = try? await store.cacheEntry(forKey: Self.attemptKey) else { return false }
        return entry.expiresAt > now
    }

    private func noteAttempt(now: Date) async {
        let entry = CacheEntry(key: Self.attemptKey, value: Data(), source: "rates", fetchedAt: now, expiresAt: now.addingTimeInterval(600))
        try? await store.saveCacheEntry(entry)
    }
}
