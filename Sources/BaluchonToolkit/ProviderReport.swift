import BaluchonCore
import Foundation

/// One provider as `GET /api/v1/providers` and `baluchon doctor` show it. Holds no secret.
public struct ProviderReport: Sendable, Codable, Equatable {
    public struct Failure: Sendable, Codable, Equatable {
        public var at: Date
        public var message: String
    }

    public var capability: Capability
    public var id: String
    public var name: String
    /// `configured` or `notConfigured`.
    public var state: String
    /// What is used (URL host, data file) or why it is not configured.
    public var detail: String
    /// Whether the provider is in the capability's active chain.
    public var active: Bool
    public var lastSuccess: Date?
    public var lastError: Failure?
    public var callsToday: Int
    /// For a paid provider with a daily budget: characters sent today (UTC) and the budget.
    public var charactersToday: Int?
    public var dailyCharacters: Int?
}

/// The providers of one capability, in chain order.
public struct CapabilityReport: Sendable, Codable, Equatable {
    public var capability: Capability
    public var providers: [ProviderReport]
}
