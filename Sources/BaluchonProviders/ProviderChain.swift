import BaluchonCore
import BaluchonStore
import Foundation

/// The ordered providers of one capability, with cache, fallback, timeouts, single-flight and provenance.
///
/// A request is answered from the store's cache while fresh; otherwise the providers are tried in order
/// (skipping unconfigured ones and those whose circuit is open), a retryable failure being retried once
/// after a short pause. When all fail, an expired cached answer is served flagged stale; only then is
/// the failure reported. Identical requests in flight at the same time share one upstream call.
public struct ProviderChain<Request: Sendable, Value: Sendable & Codable>: Sendable {
    public let capability: Capability
    public let providers: [any Provider<Request, Value>]
    let monitor: ProviderMonitor
    let store: any Store
    let policy: CachePolicy
    let timeout: Duration
    let retryPause: Duration
    private let flights = SingleFlight<Sourced<Value>>()

    public init(
        capability: Capability,
        providers: [any Provider<Request, Value>],
        monitor: ProviderMonitor,
        store: any Store,
        policy: CachePolicy,
        timeout: Duration = .seconds(8),
        retryPause: Duration = .milliseconds(250)
    ) {
        self.capability = capability
        self.providers = providers
        self.monitor = monitor
        self.store = store
        self.policy = policy
        self.timeout = timeout
        self.retryPause = retryPause
    }

    /// The answer to `request`, identified in the cache by `cacheKey`.
    public func value(for request: Request, cacheKey: String) async throws -> Sourced<Value> {
        let key = "\(capability.rawValue):\(cacheKey)"
        let cached = try? await store.cacheEntry(forKey: key)
        if let cached, cached.expiresAt > monitor.now(), let value = decode(cached) {
            return value
        }
        return try await flights.run(key: key) {
            try await self.fetchUpstream(request, key: key, fallback: cached)
        }
    }

    /// Asks the providers in order, bypassing the cache: for services that cache answers themselves,
    /// such as weather, which splits a batched answer into one cache entry per place.
    public func answerFromProviders(_ request: Request) async throws -> Sourced<Value> {
        var attempts: [ProviderAttempt] = []
        var restingUntil: [Date] = []
        for provider in providers where provider.descriptor.state.isConfigured {
            let id = provider.descriptor.id
            if let until = await monitor.restingUntil(id) {
                restingUntil.append(until)
                continue
            }
            if let refusal = await provider.refusal(of: request) {
                attempts.append(ProviderAttempt(provider: id, failure: refusal))
                continue
            }
            do {
                let value = try await attempt(provider, request)
                await monitor.recordSuccess(id)
                return Sourced(value, provenance: Provenance(source: id, fetchedAt: monitor.now()))
            } catch {
                attempts.append(ProviderAttempt(provider: id, failure: error))
            }
        }
        if attempts.isEmpty, let reopens = restingUntil.min() {
            // Configured, but every one rests after repeated failures: say when to try again, not "none configured".
            throw ChainError.providersResting(capability, retryAfter: max(1, Int(reopens.timeIntervalSince(monitor.now()).rounded(.up))))
        }
        if attempts.isEmpty {
            throw ChainError.noProviderConfigured(capability)
        }
        throw ChainError.allProvidersFailed(capability, attempts)
    }

    private func fetchUpstream(_ request: Request, key: String, fallback: CacheEntry?) async throws -> Sourced<Value> {
        do {
            let answer = try await answerFromProviders(request)
            await save(answer.value, source: answer.provenance.source, at: answer.provenance.fetchedAt, key: key)
            return answer
        } catch {
            guard let fallback, var stale = decode(fallback) else { throw error }
            stale.provenance.stale = true
            stale.provenance.note = LocalizedText("provider.note.lastKnown")
            return stale
        }
    }

    /// Calls one provider under the timeout, retrying a retryable failure (other than a timeout) once.
    private func attempt(_ provider: any Provider<Request, Value>, _ request: Request) async throws(ProviderFailure) -> Value {
        let descriptor = provider.descriptor
        var tries = 0
        while true {
            tries += 1
            if descriptor.isRemote { await monitor.recordCall(descriptor.id) }
            do {
                return try await withDeadline(timeout) { try await provider.fetch(request) }
            } catch {
                let failure = (error as? ProviderFailure ?? .malformed(String(describing: type(of: error)))).redacting(descriptor.secrets)
                await monitor.recordFailure(descriptor.id, failure)
                let worthRetrying = failure.isRetryable && failure != .timeout && tries < 2
                guard worthRetrying, await monitor.allows(descriptor.id) else { throw failure }
                try? await Task.sleep(for: retryPause)
            }
        }
    }

    private func decode(_ entry: CacheEntry) -> Sourced<Value>? {
        guard let value = try? JSONDecoder().decode(Value.self, from: entry.value) else { return nil }
        let age = monitor.now().timeIntervalSince(entry.fetchedAt)
        return Sourced(value, provenance: Provenance(source: entry.source, fetchedAt: entry.fetchedAt, stale: age > policy.staleAfter))
    }

    private func save(_ value: Value, source: String, at date: Date, key: String) async {
        guard let data = try? JSONEncoder().encode(value) else { return }
        let entry = CacheEntry(key: key, value: data, source: source, fetchedAt: date, expiresAt: date.addingTimeInterval(policy.timeToLive))
        try? await store.saveCacheEntry(entry)
    }
}
