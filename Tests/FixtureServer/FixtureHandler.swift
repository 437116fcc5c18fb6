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
            var formQuery: [String: String] = [:]
            for item in (components?.percentEncodedQuery ?? "").split(separator: "&") {
                let parts = item.split(separator: "=", maxSplits: 1).map { $0.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? "" }
                formQuery[parts[0]] = parts.count > 1 ? parts[1] : ""
            }
            var headers: [String: String] = [:]
            for (name, value) in head.headers { headers[name.lowercased()] = value }
            let request = RecordedRequest(
                method: head.method.rawValue, path: components?.path ?? head.uri, query: query, formQuery: formQuery, headers: headers,
                body: body)
            let reply = server()?.reply(for: request) ?? .body(Data("no fixture for \(request.path)".utf8), status: 404, contentType: "text/plain")
            send(reply, context: context, keepAlive: head.isKeepAlive, request: request)
        }
    }

    private func send(_ reply: FixtureReply, context: ChannelHandlerContext, keepAlive: Bool, request: RecordedRequest? = nil) {
        switch reply {
        case .cut(let data, let sentBytes, let contentType):
            var headers = HTTPHeaders()
            headers.add(name: "Content-Type", value: contentType)
            headers.add(name: "Content-Length", value: String(data.count))
            context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .ok, headers: headers))), promise: nil)
            let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
            context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: data.prefix(sentBytes)))))).whenComplete { _ in
                loopBound.value.close(promise: nil)
            }
        case .file(let data, let contentType, let lastModified):
            sendFile(data, contentType: contentType, lastModified: lastModified, request: request, context: context, keepAlive: keepAlive)
        case .reset:
            context.close(promise: nil)
        case .delayed(let delay, let next):
            let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
            let nanoseconds = delay.components.seconds * 1_000_000_000 + delay.components.attoseconds / 1_000_000_000
            context.eventLoop.scheduleTask(in: .nanoseconds(nanoseconds)) {
                let (handler, context) = loopBound.value
                handler.send(next, context: context, keepAlive: keepAlive, request: request)
            }
        case .held(let gate, let next):
            let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
            let eventLoop = context.eventLoop
            gate.whenOpen {
                eventLoop.execute {
                    let (handler, context) = loopBound.value
                    handler.send(next, context: context, keepAlive: keepAlive, request: request)
                }
            }
        case .sequence(let replies):
            send(replies.first ?? .reset, context: context, keepAlive: keepAlive, request: request)
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

    /// Serves `data` as a file: its headers only to `HEAD`, its end from the offset a `Range: bytes=N-` names.
    private func sendFile(
        _ data: Data, contentType: String, lastModified: String?, request: RecordedRequest?, context: ChannelHandlerContext, keepAlive: Bool
    ) {
        var start = 0
        var status = HTTPResponseStatus.ok
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: contentType)
        headers.add(name: "Accept-Ranges", value: "bytes")
        if let lastModified { headers.add(name: "Last-Modified", value: lastModified) }
        if let range = request?.headers["range"], range.hasPrefix("bytes="), range.hasSuffix("-"),
            let offset = Int(range.dropFirst("bytes=".count).dropLast())
        {
            guard offset < data.count else {
                headers.add(name: "Content-Range", value: "bytes */\(data.count)")
                headers.add(name: "Content-Length", value: "0")
                context.write(
                    wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .rangeNotSatisfiable, headers: headers))), promise: nil)
                context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
                return
            }
            start = offset
            status = .partialContent
            headers.add(name: "Content-Range", value: "bytes \(offset)-\(data.count - 1)/\(data.count)")
        }
        headers.add(name: "Content-Length", value: String(data.count - start))
        if !keepAlive { headers.add(name: "Connection", value: "close") }
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        if request?.method != "HEAD" {
            context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: data[data.startIndex.advanced(by: start)...])))), promise: nil)
        }
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
            if !keepAlive { loopBound.value.close(promise: nil) }
        }
    }
}
