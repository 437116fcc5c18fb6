/// How a failure should be understood by whoever delivers it (HTTP status, CLI exit code).
public enum FailureKind: Sendable, Equatable {
    /// The input is wrong: the person can fix it.
    case badInput
    /// The thing asked for does not exist.
    case notFound
    /// The thing asked for changed since it was described: ask for the description again.
    case conflict
    /// The request body or text is larger than allowed.
    case tooLarge
    /// The same client asked too often: it may try again later.
    case rateLimited
    /// The action needs a credential the request lacks or got wrong (the operator's token).
    case unauthorized
    /// The action is not allowed on this server at all, whoever asks.
    case forbidden
    /// No provider is set up for this capability.
    case notConfigured
    /// Every provider failed or was unreachable.
    case upstreamUnavailable
    /// A service of the server's own, such as its database, cannot be reached for now.
    case unavailable
    /// A bug or an unexpected state on our side.
    case `internal`
}

/// An error that can be shown to a traveller: a stable code, a message and a hint in their language.
public protocol TravellerError: Error, Sendable {
    /// A stable, machine-readable code such as `unknown_currency`.
    var code: ErrorCode { get }
    var kind: FailureKind { get }
    var message: LocalizedText { get }
    /// What the person can do about it, when there is something.
    var hint: LocalizedText? { get }
    /// In how many seconds asking again may succeed, when that is known (an HTTP answer's `Retry-After`).
    var retryAfterSeconds: Int? { get }
    /// What the person at the terminal, who runs the server, can do when it differs from `hint`, which
    /// the web app shows travellers: the command to run rather than whom to ask.
    var commandHint: LocalizedText? { get }
}

extension TravellerError {
    public var retryAfterSeconds: Int? { nil }
    public var commandHint: LocalizedText? { nil }
}

/// A ready-made ``TravellerError`` for failures that need no type of their own.
public struct PlainTravellerError: TravellerError, Equatable {
    public var code: ErrorCode
    public var kind: FailureKind
    public var message: LocalizedText
    public var hint: LocalizedText?

    public init(code: ErrorCode, kind: FailureKind, message: LocalizedText, hint: LocalizedText? = nil) {
        self.code = code
        self.kind = kind
        self.message = message
        self.hint = hint
    }
}
