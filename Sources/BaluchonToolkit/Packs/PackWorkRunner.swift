/// Where a pack part's heavy build runs: the server hands its heavy-work queue (one job at a time, off
/// the threads that answer requests), the CLI and benchmarks run it in place.
public protocol PackWorkRunner: Sendable {
    func run<T: Sendable>(_ job: @Sendable @escaping () throws -> T) async throws -> T
}

/// Runs the build in the caller's task: for a command or a benchmark, where nothing else waits.
public struct InPlaceWork: PackWorkRunner {
    public init() {}

    public func run<T: Sendable>(_ job: @Sendable @escaping () throws -> T) async throws -> T { try job() }
}
