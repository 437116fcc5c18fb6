import Foundation

/// CPU time consumed by the calling thread: unlike wall-clock time, it leaves out the moments the
/// thread waits while other processes run (the benchmark machine is shared).
enum ThreadTime {
    static func now() -> Duration {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return .seconds(spec.tv_sec) + .nanoseconds(spec.tv_nsec)
    }
}
