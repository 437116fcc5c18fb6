import Foundation

/// What the store remembers of one provider: how much it was called and how it last went.
public struct ProviderRecord: Sendable, Equatable {
    public var provider: String
    public var callsToday: Int
    /// Characters sent for translation today, against the provider's daily budget.
    public var charactersToday: Int
    public var lastSuccess: Date?
    public var lastErrorAt: Date?
    public var lastErrorMessage: String?

    public init(
        provider: String, callsToday: Int = 0, charactersToday: Int = 0, lastSuccess: Date? = nil, lastErrorAt: Date? = nil,
        lastErrorMessage: String? = nil
    ) {
        self.provider = provider
        self.callsToday = callsToday
        self.charactersToday = charactersToday
        self.lastSuccess = lastSuccess
        self.lastErrorAt = lastErrorAt
        self.lastErrorMessage = lastErrorMessage
    }
}
