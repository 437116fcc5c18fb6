import Hummingbird

/// The request context of every Baluchon route: Hummingbird's basics plus a tight body limit.
public struct AppRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage

    public init(source: Source) {
        self.coreContext = .init(source: source)
    }

    /// No API takes more than this: a 5,000-character text in JSON stays far below it.
    public var maxUploadSize: Int { 64 * 1024 }
}
