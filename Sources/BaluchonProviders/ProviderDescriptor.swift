import BaluchonCore
import Foundation

/// Whether a provider can be used, and why not when it cannot: what it uses, or what it lacks, told in
/// each reader's language (the settings page, `baluchon doctor`).
public enum ProviderState: Sendable, Equatable {
    case configured(detail: LocalizedText)
    case notConfigured(reason: LocalizedText)

    public var isConfigured: Bool {
        if case .configured = self { return true }
        return false
    }

    /// What it uses, or why it cannot be used, in `language`.
    public func text(in language: UILanguage) -> String {
        switch self {
        case .configured(let detail): detail.text(in: language)
        case .notConfigured(let reason): reason.text(in: language)
        }
    }
}

/// What identifies a provider in a chain, the providers list and `baluchon doctor`.
public struct ProviderDescriptor: Sendable, Equatable {
    /// Lower-case name used in `BALUCHON_<CAPABILITY>_PROVIDERS` and in provenance (`ecb`, `fixer`).
    public var id: String
    /// Name for people (a `provider.name.<id>` catalogue line, when there is one, names it in each language).
    public var name: String
    public var capability: Capability
    public var state: ProviderState
    /// Whether answering costs an upstream network call (embedded providers do not).
    public var isRemote: Bool
    /// Secrets this provider holds, to be masked from anything it reports.
    @Masked public var secrets: [String]

    public init(id: String, name: String, capability: Capability, state: ProviderState, isRemote: Bool, secrets: [String] = []) {
        self.id = id
        self.name = name
        self.capability = capability
        self.state = state
        self.isRemote = isRemote
        self.secrets = secrets
    }
}

/// One source of answers for a capability: remote API, local engine or embedded data.
public protocol Provider<Request, Value>: Sendable {
    associatedtype Request: Sendable
    associatedtype Value: Sendable

    var descriptor: ProviderDescriptor { get }

    /// Answers `request`, throwing ``ProviderFailure`` for failures the chain should understand.
    func fetch(_ request: Request) async throws -> Value

    /// Why the provider will not be asked `request` now (a paid provider whose daily budget it would
    /// overrun), or nil; a refused provider is passed over without a call, and not counted as failing.
    func refusal(of request: Request) async -> ProviderFailure?
}

extension Provider {
    public func refusal(of request: Request) async -> ProviderFailure? { nil }
}
