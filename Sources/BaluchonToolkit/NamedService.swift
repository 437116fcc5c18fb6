import ServiceLifecycle

/// A background service that ServiceLifecycle names by its type. The service group names each service
/// it runs with `"\(service)"`, which, for a struct without a description, reflects every stored value it
/// reaches; that cost a debug server 1.3 of its 6.8 CPU-s at each start (2026-11-27, `perf record` on
/// `baluchon serve`). Every service the server runs is one.
public protocol NamedService: Service, CustomStringConvertible {}

extension NamedService {
    public var description: String { String(describing: Self.self) }
}
