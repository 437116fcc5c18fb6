import BaluchonCore
import BaluchonStore
import Foundation
import Logging

/// Keeps every provider's health: usage counters and last outcomes (persisted in the store), and a
/// circuit breaker that rests a provider after repeated retryable failures or a refused key.
public actor ProviderMonitor {
    private struct Circuit {
        var consecutiveFailures = 0
        var openUntil: Date?
    }

    private let store: any Store
    private let logger: Logger
    private let clock: @Sendable () -> Date
    private var circuits: [String: Circuit] = [:]

    /// Consecutive retryable failures that open the circuit.
    let failureThreshold = 3
    /// How long an open circuit rests a flaky provider.
    let coolDown: TimeInterval = 60
    /// How long a refused key or spent quota rests a provider.
    let refusalCoolDown: TimeInterval = 3600

    public init(store: any Store, logger: Logger, clock: @escaping @Sendable () -> Date = Date.init) {
        self.store = store
        self.logger = logger
        self.clock = clock
    }

    /// The current time, as this monitor sees it.
    public nonisolated func now() -> Date { clock() }

    /// Whether the circuit lets a call through to `provider` now.
    func allows(_ provider: String) -> Bool {
        restingUntil(provider) == nil
    }

    /// When the open circuit of `provider` lets calls through again; nil when it lets them through now.
    func restingUntil(_ provider: String) -> Date? {
        guard let until = circuits[provider]?.openUntil, clock() < until else { return nil }
        return until
    }

    func recordCall(_ provider: String) async {
        do {
            try await store.recordCall(provider: provider, day: Self.day(of: clock()))
        } catch {
            logger.warning("could not count a provider call", metadata: ["provider": "\(provider)", "error": "\(error)"])
        }
    }

    func recordSuccess(_ provider: String) async {
        circuits[provider] = Circuit()
        do {
            try await store.recordSuccess(provider: provider, at: clock())
        } catch {
            logger.warning("could not record a provider success", metadata: ["provider": "\(provider)", "error": "\(error)"])
        }
    }

    func recordFailure(_ provider: String, _ failure: ProviderFailure) async {
        var circuit = circuits[provider] ?? Circuit()
        circuit.consecutiveFailures += 1
        switch failure {
        case .invalidKey, .quotaExceeded:
            circuit.openUntil = clock().addingTimeInterval(refusalCoolDown)
        default:
            if failure.isRetryable && circuit.consecutiveFailures >= failureThreshold {
                circuit.openUntil = clock().addingTimeInterval(coolDown)
            }
        }
        circuits[provider] = circuit
        let at = clock()
        logger.warning("provider failed", metadata: ["provider": "\(provider)", "failure": "\(failure.summary)"])
        do {
            // What people read (the providers page, `baluchon doctor`) as words to tell in each reader's language,
            // without the transport's detail, which the log line keeps.
            try await store.recordFailure(provider: provider, at: at, message: failure.stored)
        } catch {
            logger.warning("could not record a provider failure", metadata: ["provider": "\(provider)", "error": "\(error)"])
        }
    }

    /// Takes `characters` of `provider`'s daily budget: false, taking nothing, when they do not fit
    /// or cannot be counted (a paid provider is not asked blind).
    func spend(_ characters: Int, of provider: String, dailyBudget: Int) async -> Bool {
        do {
            return try await store.spendCharacters(provider: provider, day: Self.day(of: clock()), count: characters, budget: dailyBudget)
        } catch {
            logger.warning("could not count a provider's characters", metadata: ["provider": "\(provider)", "error": "\(error)"])
            return false
        }
    }

    /// What is known of `provider` today.
    public func record(of provider: String) async throws -> ProviderRecord {
        try await store.providerRecord(provider: provider, day: Self.day(of: clock()))
    }

    /// The UTC day of `date` as `yyyy-MM-dd`, the unit of upstream quotas.
    static func day(of date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }
}
