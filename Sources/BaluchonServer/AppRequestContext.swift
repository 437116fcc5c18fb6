import Hummingbird

/// The request context of every Baluchon route: Hummingbird's basics plus a tight body limit.
public struct AppRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The client's remote address, which limits per client count against.
    public let client: String

    public init(source: Source) {
        self.coreContext = .init(source: source)
        client = source.channel.remoteAddress?.ipAddress ?? "unknown"
    }

    /// No API takes more than this: a 5,000-character text in JSON stays far below it.
    public var maxUploadSize: Int { 64 * 1024 }
}
