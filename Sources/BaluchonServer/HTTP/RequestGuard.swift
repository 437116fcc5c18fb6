import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Wraps the HTTP/WebSocket channel so that a request that cannot be one gets an answer and the socket is
/// closed: a malformed request line or framing is answered 400; a request head over ``maximumHeadBytes``
/// is answered 431; a head that takes longer than ``headTimeout`` to arrive (slow headers) is answered 408.
/// Without it such sockets stayed open, unanswered, for minutes.
struct GuardedChannel<Inner: ServerChildChannel>: ServerChildChannel {
    typealias Value = Inner.Value
    let inner: Inner

    static var maximumHeadBytes: Int { 64 * 1024 }
    static var headTimeout: TimeAmount { .seconds(10) }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let raw = RawSide(maximumHeadBytes: Self.maximumHeadBytes, headTimeout: Self.headTimeout)
        do {
            try channel.pipeline.syncOperations.addHandler(raw, position: .first)
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        let bound = NIOLoopBound(raw, eventLoop: channel.eventLoop)
        return inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let decoder = try channel.pipeline.syncOperations.context(handlerType: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try channel.pipeline.syncOperations.addHandler(ParsedSide(raw: bound.value), position: .after(decoder.handler))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}

/// First in the pipeline: counts the bytes of each request head and times it, and writes a plain answer
/// straight to the socket, past the HTTP encoder, when a request is refused.
private final class RawSide: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    let maximumHeadBytes: Int
    let headTimeout: TimeAmount
    private var context: ChannelHandlerContext?
    /// Bytes of the current head so far; nil once it has arrived, until the next request.
    private var headBytes: Int? = 0
    private var timer: Scheduled<Void>?
    private var refused = false
    /// Requests whose head has arrived and whose response has not ended.
    private var inFlight = 0

    init(maximumHeadBytes: Int, headTimeout: TimeAmount) {
        self.maximumHeadBytes = maximumHeadBytes
        self.headTimeout = headTimeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        startTimer()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        self.context = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        if let count = headBytes {
            headBytes = count + unwrapInboundIn(data).readableBytes
            if count + unwrapInboundIn(data).readableBytes > maximumHeadBytes {
                refuse(status: "431 Request Header Fields Too Large")
                return
            }
        }
        context.fireChannelRead(data)
    }

    /// The server is stopping: a connection between two requests, or one opened and never used (a browser
    /// opens spare ones ahead of need), is closed at once; the HTTP handlers further in, which close idle
    /// connections themselves, are not set up on one that has sent nothing yet, so without this the stop
    /// waited for ``GuardedChannel/headTimeout``. A connection with a request under way finishes it.
    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is ChannelShouldQuiesceEvent, inFlight == 0, headBytes == 0 {
            context.close(promise: nil)
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    /// The head of a request has arrived: no more counting or timing until the next.
    func headArrived() {
        inFlight += 1
        headBytes = nil
        timer?.cancel()
        timer = nil
    }

    /// A response has ended: the next request's head is counted and timed.
    func responseEnded() {
        inFlight = max(0, inFlight - 1)
        guard inFlight == 0 else { return }
        headBytes = 0
        startTimer()
    }

    func refuse(status: String) {
        guard !refused, let context else { return }
        refused = true
        timer?.cancel()
        let body = "{\"error\":{\"code\":\"bad_request\",\"message\":\"\(status.drop(while: { $0 != " " }).dropFirst())\"}}"
        let head =
            "HTTP/1.1 \(status)\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n"
        context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: head + body))).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }

    private func startTimer() {
        timer?.cancel()
        guard let context else { return }
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: headTimeout) { [weak self] in
            // Nothing of a next request yet: a kept-alive connection left idle is closed without a word.
            if self?.headBytes == 0, self?.refused == false { context.close(promise: nil) } else { self?.refuse(status: "408 Request Timeout") }
        }
    }
}

/// Just after the HTTP decoder: sees each request's head and the decoder's errors on the way in, and the
/// end of each response on the way out (the next request's head is timed from there, so a slow answer is
/// never cut).
private final class ParsedSide: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    let raw: RawSide

    init(raw: RawSide) {
        self.raw = raw
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(let head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
        raw.headArrived()
        context.fireChannelRead(data)
        // A WebSocket takes over the connection: what follows is not HTTP.
        if head.headers.contains(name: "upgrade") { context.pipeline.syncOperations.removeHandler(context: context, promise: nil) }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { raw.responseEnded() }
        context.write(data, promise: promise)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard error is HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        raw.refuse(status: "400 Bad Request")
    }
}
