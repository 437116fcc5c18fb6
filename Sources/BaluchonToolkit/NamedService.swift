import ServiceLifecycle

/// A background service that ServiceLifecycle names by its type. The service group names each service
/// it runs with `"\(service)"`, which, for a struct without a description, reflects every stored value it
/// reaches; that cost a debug server a second of CPU at each start (2026-11-27, `perf record` on
/// `baluchon serve`).
public protocol NamedService: Service, CustomStringConvertible {}

extension NamedService {
    public var description: String { String(describing: Self.self) }
}
