import Foundation
import NIOCore
import NIOHTTP1

/// Collects one request, asks the server for its reply, and writes it (or the fault).
final class FixtureHandler: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let server: @Sendable () -> FixtureServer?
    private var head: HTTPRequestHead?
    private var body = Data()

    init(server: @escaping @Sendable () -> FixtureServer?) {
        self.server = server
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let requestHead):
            head = requestHead
            body = Data()
        case .body(let buffer):
            body.append(contentsOf: buffer.readableBytesView)
        case .end:
            guard let head else { return }
            let components = URLComponents(string: head.uri)
            var query: [String: String] = [:]
            for item in components?.queryItems ?? [] { query[item.name] = item.value ?? "" }
            var headers: [String: String] = [:]
            for (name, value) in head.headers { headers[name.lowercased()] = value }
            let request = RecordedRequest(
                method: head.method.rawValue, path: components?.path ?? head.uri, query: query, headers: headers, body: body)
            let reply = server()?.reply(for: request) ?? .body(Data("no fixture for \(request.path)".utf8), status: 404, contentType: "text/plain")
            send(reply, context: context, keepAlive: head.isKeepAlive)
        }
    }

    private func send(_ reply: FixtureReply, context: ChannelHandlerContext, keepAlive: Bool) {
        switch reply {
        case .reset:
            context.close(promise: nil)
        case .delayed(let delay, let next):
            let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
            let nanoseconds = delay.components.seconds * 1_000_000_000 + delay.components.attoseconds / 1_000_000_000
            context.eventLoop.scheduleTask(in: .nanoseconds(nanoseconds)) {
                let (handler, context) = loopBound.value
                handler.send(next, context: context, keepAlive: keepAlive)
            }
        case .held(let gate, let next):
            let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
            let eventLoop = context.eventLoop
            gate.whenOpen {
                eventLoop.execute {
                    let (handler, context) = loopBound.value
                    handler.send(next, context: context, keepAlive: keepAlive)
                }
            }
        case .sequence(let replies):
            send(replies.first ?? .reset, context: context, keepAlive: keepAlive)
        case .body(let data, let status, let contentType):
            var headers = HTTPHeaders()
            headers.add(name: "Content-Type", value: contentType)
            headers.add(name: "Content-Length", value: String(data.count))
            if !keepAlive { headers.add(name: "Connection", value: "close") }
            let head = HTTPResponseHead(version: .http1_1, status: .init(statusCode: status), headers: headers)
            context.write(wrapOutboundOut(.head(head)), promise: nil)
            context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: data)))), promise: nil)
            let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
            context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
                if !keepAlive { loopBound.value.close(promise: nil) }
            }
        }
    }
}
