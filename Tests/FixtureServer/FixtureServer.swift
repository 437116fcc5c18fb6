import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix

/// A real HTTP server on a random local port that replays recorded responses and injects faults,
/// so provider tests exercise the real HTTP client, parsing and error handling.
public final class FixtureServer: Sendable {
    private let channel: any Channel
    let state = NIOLockedValueBox(State())

    struct State {
        var routes: [String: FixtureReply] = [:]
        var calls: [String: Int] = [:]
        var received: [RecordedRequest] = []
    }

    /// `http://127.0.0.1:<port>`.
    public let baseURL: String

    private init(channel: any Channel) {
        self.channel = channel
        self.baseURL = "http://127.0.0.1:\(channel.localAddress!.port!)"
    }

    /// Starts a server on a free port.
    public static func start() async throws -> FixtureServer {
        let box = NIOLockedValueBox<FixtureServer?>(nil)
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.pipeline.configureHTTPServerPipeline().flatMap {
                    channel.pipeline.addHandler(FixtureHandler(server: { box.withLockedValue { $0 } }))
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        let server = FixtureServer(channel: channel)
        box.withLockedValue { $0 = server }
        return server
    }

    /// Answers `method path` (path without query) with `reply`; unknown routes answer 404.
    /// Runs `body` against a fresh server and stops the server after, whatever `body` does.
    public static func run<T>(_ body: (FixtureServer) async throws -> T) async throws -> T {
        let server = try await start()
        do {
            let result = try await body(server)
            try await server.shutdown()
            return result
        } catch {
            try? await server.shutdown()
            throw error
        }
    }

    public func route(_ method: String = "GET", _ path: String, _ reply: FixtureReply) {
        state.withLockedValue {
            $0.routes["\(method) \(path)"] = reply
            $0.calls["\(method) \(path)"] = 0
        }
    }

    /// Every request received so far, in order.
    public var requests: [RecordedRequest] {
        state.withLockedValue { $0.received }
    }

    /// How many requests reached `path` (any method).
    public func count(_ path: String) -> Int {
        state.withLockedValue { $0.received.filter { $0.path == path }.count }
    }

    public func shutdown() async throws {
        try await channel.close()
    }

    /// Records `request` and picks the reply for it.
    func reply(for request: RecordedRequest) -> FixtureReply? {
        state.withLockedValue { state in
            state.received.append(request)
            let key = "\(request.method) \(request.path)"
            // A file answers HEAD as well, as a static web server does.
            if request.method == "HEAD", state.routes[key] == nil, let file = state.routes["GET \(request.path)"], case .file = file {
                return file
            }
            guard let reply = state.routes[key] else { return nil }
            let call = state.calls[key, default: 0]
            state.calls[key] = call + 1
            if case .sequence(let replies) = reply, !replies.isEmpty {
                return replies[min(call, replies.count - 1)]
            }
            return reply
        }
    }
}
