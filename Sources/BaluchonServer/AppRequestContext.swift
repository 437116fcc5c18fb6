import BaluchonCore
import Foundation
import Hummingbird

/// The request context of every Baluchon route: Hummingbird's basics, a tight body limit, and the
/// client's address that per-client limits count against.
public struct AppRequestContext: RequestContext, LanguageContext {
    public var coreContext: CoreRequestContextStorage
    /// The address the request came from: the peer's IP address, or the one a trusted proxy forwarded
    /// (``ClientAddressMiddleware``); `local` when there is no peer (tests in-process).
    public var client: String
    /// The interface language the answer is written in (``LanguageMiddleware``).
    public var language: UILanguage = .en
    /// The query, read once (``LanguageMiddleware``).
    var readQuery = RequestQuery()

    public init(source: Source) {
        self.coreContext = .init(source: source)
        self.client = source.channel.remoteAddress?.ipAddress ?? "local"
    }

    /// No API takes more than this: a 5,000-character text in JSON stays far below it.
    public var maxUploadSize: Int { 64 * 1024 }

    /// Hummingbird's JSON encoder, writing texts for people (a provenance's note) in the request's ``language``.
    public var responseEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.userInfo[.uiLanguage] = language
        return encoder
    }
}
