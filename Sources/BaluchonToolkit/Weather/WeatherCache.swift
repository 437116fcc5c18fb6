import BaluchonCore
import BaluchonProviders
import BaluchonStore
import Foundation

/// Weather per place: from memory, else the store, else one upstream request for every place missing.
///
/// Questions arriving together share work place by place: a place already being fetched for someone
/// else is waited for, not fetched again, and the places nobody is fetching yet go upstream in one batch.
/// Memory is updated and the in-flight mark removed in the same step, so a question arriving just after
/// a fetch finds the answer instead of starting another fetch. When upstream fails, the last known
/// answer in the store serves, flagged stale.
actor WeatherCache {
    typealias Batch = Task<[Key: WeatherOutcome], Never>

    /// The weather of a place as read in a language (providers word conditions in it).
    struct Key: Hashable, Sendable {
        var coordinate: WeatherCoordinate
        var language: UILanguage

        /// `weather:48.85,2.35:fr` in the store.
        var storeKey: String { "weather:\(coordinate.key):\(language.rawValue)" }
    }

    private struct Remembered {
        var report: Sourced<WeatherReport>
        var expiresAt: Date
    }

    let store: any Store
    let chain: ProviderChain<WeatherRequest, [WeatherReport]>
    let policy: CachePolicy
    let now: @Sendable () -> Date
    /// Turns a chain failure into what people are told.
    let explain: @Sendable (any Error) -> any TravellerError
    private var memory: [Key: Remembered] = [:]
    private var inFlight: [Key: Batch] = [:]
    /// Places kept in memory; past it the oldest go (the store still has them).
    let memoryLimit = 10_000

    init(
        store: any Store, chain: ProviderChain<WeatherRequest, [WeatherReport]>, policy: CachePolicy, now: @escaping @Sendable () -> Date,
        explain: @escaping @Sendable (any Error) -> any TravellerError
    ) {
        self.store = store
        self.chain = chain
        self.policy = policy
        self.now = now
        self.explain = explain
    }

    nonisolated static func key(_ coordinate: WeatherCoordinate, _ language: UILanguage) -> Key {
        Key(coordinate: coordinate, language: language)
    }

    /// The outcome for each coordinate, in order.
    func outcomes(for coordinates: [WeatherCoordinate], language: UILanguage) async -> [WeatherOutcome] {
        let now = self.now()
        let keys = coordinates.map { Self.key($0, language) }
        var results: [Key: WeatherOutcome] = [:]
        var batches: Set<Batch> = []
        var missing: [WeatherCoordinate] = []
        var missingKeys: Set<Key> = []
        for (coordinate, key) in zip(coordinates, keys) where results[key] == nil && !missingKeys.contains(key) {
            if let remembered = memory[key], remembered.expiresAt > now {
                results[key] = .report(aged(remembered.report, now: now))
            } else if let batch = inFlight[key] {
                batches.insert(batch)
            } else {
                missing.append(coordinate)
                missingKeys.insert(key)
            }
        }
        if !missing.isEmpty {
            let toFetch = missing
            let batch = Task { await self.load(toFetch, language: language) }
            for key in missingKeys { inFlight[key] = batch }
            batches.insert(batch)
        }
        for batch in batches {
            for (key, outcome) in await batch.value where results[key] == nil {
                results[key] = outcome
            }
        }
        // Every key was answered from memory or by a batch; the fallback only guards against a bug.
        return keys.map { results[$0] ?? .failure(PlainTravellerError(code: .internalError, kind: .internal, message: Self.lost)) }
    }

    /// Reads the store for `coordinates`, asks upstream once for those not fresh there, keeps the answers.
    private nonisolated func load(_ coordinates: [WeatherCoordinate], language: UILanguage) async -> [Key: WeatherOutcome] {
        let now = self.now()
        var outcomes: [Key: WeatherOutcome] = [:]
        var fresh: [Key: Remembered] = [:]
        var lastKnown: [Key: Sourced<WeatherReport>] = [:]
        var toAsk: [WeatherCoordinate] = []
        for coordinate in coordinates {
            let key = Self.key(coordinate, language)
            if let entry = try? await store.cacheEntry(forKey: key.storeKey),
                let report = try? JSONDecoder().decode(WeatherReport.self, from: entry.value)
            {
                let sourced = Sourced(report, provenance: Provenance(source: entry.source, fetchedAt: entry.fetchedAt))
                if entry.expiresAt > now {
                    outcomes[key] = .report(aged(sourced, now: now))
                    fresh[key] = Remembered(report: sourced, expiresAt: entry.expiresAt)
                    continue
                }
                lastKnown[key] = sourced
            }
            toAsk.append(coordinate)
        }
        if !toAsk.isEmpty {
            do {
                let answer = try await chain.answerFromProviders(WeatherRequest(coordinates: toAsk, language: language))
                guard answer.value.count == toAsk.count else {
                    throw ProviderFailure.malformed("\(answer.value.count) reports for \(toAsk.count) places")
                }
                let expiresAt = answer.provenance.fetchedAt.addingTimeInterval(policy.timeToLive)
                for (coordinate, report) in zip(toAsk, answer.value) {
                    let sourced = Sourced(report, provenance: answer.provenance)
                    let key = Self.key(coordinate, language)
                    outcomes[key] = .report(sourced)
                    await save(sourced, for: coordinate, expiresAt: expiresAt)
                    // A report without provider wording reads the same in every language.
                    for language in report.language.map({ [$0] }) ?? UILanguage.allCases {
                        fresh[Self.key(coordinate, language)] = Remembered(report: sourced, expiresAt: expiresAt)
                    }
                }
            } catch {
                let failure = explain(error)
                for coordinate in toAsk {
                    let key = Self.key(coordinate, language)
                    if var stale = lastKnown[key] {
                        stale.provenance.stale = true
                        stale.provenance.note = LocalizedText("weather.note.lastKnown", ["reason": .localized(failure.message)])
                        outcomes[key] = .report(stale)
                    } else {
                        outcomes[key] = .failure(failure)
                    }
                }
            }
        }
        await finish(coordinates.map { Self.key($0, language) }, fresh: fresh)
        return outcomes
    }

    /// Remembers fresh answers and lifts the in-flight marks of `keys`, in one step.
    private func finish(_ keys: [Key], fresh: [Key: Remembered]) {
        for key in keys { inFlight[key] = nil }
        for (key, remembered) in fresh { memory[key] = remembered }
        if memory.count > memoryLimit {
            let oldest = memory.sorted { $0.value.expiresAt < $1.value.expiresAt }.prefix(memory.count - memoryLimit / 2)
            for (key, _) in oldest { memory[key] = nil }
        }
    }

    private nonisolated func save(_ report: Sourced<WeatherReport>, for coordinate: WeatherCoordinate, expiresAt: Date) async {
        guard let data = try? JSONEncoder().encode(report.value) else { return }
        for language in report.value.language.map({ [$0] }) ?? UILanguage.allCases {
            let entry = CacheEntry(
                key: Self.key(coordinate, language).storeKey, value: data, source: report.provenance.source,
                fetchedAt: report.provenance.fetchedAt, expiresAt: expiresAt)
            try? await store.saveCacheEntry(entry)
        }
    }

    private nonisolated func aged(_ report: Sourced<WeatherReport>, now: Date) -> Sourced<WeatherReport> {
        var report = report
        report.provenance.stale = now.timeIntervalSince(report.provenance.fetchedAt) > policy.staleAfter
        return report
    }

    static let lost = LocalizedText("error.internal_error.message.weatherLost")
}
