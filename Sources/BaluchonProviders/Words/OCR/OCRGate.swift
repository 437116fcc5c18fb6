import BaluchonCore

/// Bounds the photos read at once: `running` engines at a time (each takes a core and up to a few
/// hundred megabytes), a few more callers waiting their turn, and past that an immediate
/// ``OCRError/busy``, so a crowd of uploads can neither fill the server's memory nor queue for minutes.
public actor OCRGate {
    public let running: Int
    public let waiting: Int
    private var active = 0
    private var queue: [CheckedContinuation<Void, Never>] = []

    /// Callers waiting now.
    public var queued: Int { queue.count }

    public init(running: Int, waiting: Int) {
        self.running = running
        self.waiting = waiting
    }

    /// Runs `work` once a place is free; throws ``OCRError/busy`` at once when the queue is full.
    public func admitted<T: Sendable>(_ work: @Sendable () async throws -> T) async throws -> T {
        if active >= running {
            guard queue.count < waiting else { throw OCRError.busy }
            await withCheckedContinuation { queue.append($0) }
        } else {
            active += 1
        }
        defer { release() }
        try Task.checkCancellation()
        return try await work()
    }

    /// Hands the place to the first waiting caller, or frees it.
    private func release() {
        if queue.isEmpty {
            active -= 1
        } else {
            queue.removeFirst().resume()
        }
    }
}
