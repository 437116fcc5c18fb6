/// The per-client ration of paid provider calls, set by the server around one request (a task-local,
/// so the chain, its single flights and deadlines see it): a paid provider is passed over for a client
/// that has spent its share, and the free providers after it may still answer.
public struct PaidCallGate: Sendable {
    /// Whether the client may make one more paid call, without spending it.
    public var admits: @Sendable () -> Bool
    /// Spends one paid call of the client.
    public var spend: @Sendable () -> Void

    public init(admits: @escaping @Sendable () -> Bool, spend: @escaping @Sendable () -> Void) {
        self.admits = admits
        self.spend = spend
    }

    /// The gate of the request being answered; nil (the CLI, tests) lets every call through.
    @TaskLocal public static var current: PaidCallGate?
}
