import BaluchonProviders

extension WordsService {
    /// Runs `work` with one client's ration of paid provider calls: `admits` is asked before a paid call
    /// and `spend` told of one; a paid provider is passed over once `admits` says no, and the free ones
    /// after it may still answer. When no provider could answer, the error `refusal` gives (the ration's
    /// own, when it refused a call) is thrown in place of the providers' failure.
    public func rationed<T: Sendable>(
        admits: @escaping @Sendable () -> Bool, spend: @escaping @Sendable () -> Void,
        refusal: () -> (any Error)?, _ work: () async throws -> T
    ) async throws -> T {
        do {
            return try await PaidCallGate.$current.withValue(PaidCallGate(admits: admits, spend: spend)) { try await work() }
        } catch let error as ChainError {
            throw refusal() ?? error
        }
    }
}
