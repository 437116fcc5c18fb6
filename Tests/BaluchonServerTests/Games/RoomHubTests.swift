import BaluchonCore
import BaluchonStore
import Foundation
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing

@testable import BaluchonServer
@testable import BaluchonToolkit

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Issue 22 item 4: a phone that stops reading holds up no one", .timeLimit(.minutes(5)))
struct RoomHubTests {
    func event(_ sequence: Int) -> RoomEvent {
        RoomEvent(sequence: sequence, kind: .joined, player: PublicPlayer(id: "p", name: "Ana", colour: "#123456", master: false), at: Date())
    }

    func player(_ id: String) -> RoomPlayer {
        RoomPlayer(id: id, name: id, colour: "#123456", token: id, master: false)
    }

    /// Before: a broadcast waited for every phone's write, so one socket that stopped reading held
    /// the room's events (and the roller's answer) until it closed.
    @Test("A stuck phone's mailbox fills and it is dropped; broadcasts never wait and the others get every event")
    func stuckReader() async throws {
        let hub = RoomHub()
        let stuck = RoomMailbox(messages: 16, bytes: 1 << 20)
        let reader = RoomMailbox(messages: 16, bytes: 1 << 20)
        await hub.add(UUID(), player: player("stuck"), mailbox: stuck, room: "ROOM", welcomedThrough: 0)
        let readerID = UUID()
        await hub.add(readerID, player: player("reader"), mailbox: reader, room: "ROOM", welcomedThrough: 0)
        let received = Written()
        // The stuck phone's writes never finish; the reader's do.
        let stuckWriter = Task { await stuck.deliver { _ in try await Task.sleep(for: .seconds(3600)) } }
        let readerWriter = Task { await reader.deliver { text in received.texts.withLock { $0.append(text) } } }
        // The reader keeps up (each event is written before the next is made); the stuck phone never does.
        for sequence in 1...200 {
            await hub.broadcast(event(sequence), room: "ROOM", players: nil)
            while received.texts.withLock({ $0.count }) < sequence { try await Task.sleep(for: .milliseconds(1)) }
        }
        #expect(stuck.post("more") == false, "the stuck phone's mailbox closed when full")
        #expect(await hub.holds(readerID, room: "ROOM"))
        #expect(await hub.sentThrough(room: "ROOM") == 200)
        stuckWriter.cancel()
        readerWriter.cancel()
        reader.close()
    }

    @Test("A mailbox is bounded in bytes as well as messages")
    func bytes() {
        let mailbox = RoomMailbox(messages: 100, bytes: 10)
        #expect(mailbox.post("12345"))
        #expect(mailbox.post("12345"))
        #expect(!mailbox.post("1"))
        #expect(!mailbox.post(""), "closed for good")
        // An empty mailbox takes one message of any size: a long room's welcome always goes through.
        let welcome = RoomMailbox(messages: 100, bytes: 10)
        #expect(welcome.post(String(repeating: "w", count: 1_000)))
        #expect(!welcome.post("1"))
    }
}

/// A server of the rooms alone, with `limits`.
func roomServer(limits: RoomLimits) throws -> (RoomRoutes, some ApplicationProtocol) {
    let routes = RoomRoutes(rooms: RoomService(store: try SQLiteStore.inMemory(), limits: limits), limits: ClientLimits())
    let router = Router(context: AppRequestContext.self)
    var api = APIGroup(router: router, prefix: "api/v1")
    routes.register(on: &api)
    return (routes, Application(router: router, server: guardedServer(webSocketRouter: routes.webSocketRouter())))
}

@Suite("A room's sockets are closed when they stop being any use", .timeLimit(.minutes(5)))
struct RoomSocketClosingTests {
    @Test("A connection that does not join in time is closed; one that joined stays")
    func joinDeadline() async throws {
        var limits = RoomLimits()
        // Long enough for the joining phone's first message on a loaded machine (the whole suite runs in
        // parallel), short enough for the silent one's close to come quickly.
        limits.joinWithin = 3
        let (routes, app) = try roomServer(limits: limits)
        let room = try await routes.rooms.create()
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let silent = RoomClient(port: port, code: room.code)
            let player = RoomClient(port: port, code: room.code)
            try player.send(["type": "join", "name": "Ana", "colour": "#00aa00"])
            try await player.waitFor("welcome") { $0.type == "welcome" }
            try await silent.waitForClose(timeout: .seconds(20))
            try await Task.sleep(for: .seconds(1))
            #expect(!player.isClosed)
            await player.disconnect()
        }
    }
}

/// A phone that joins a room over a raw socket with a tiny receive buffer, then never reads.
func stuckPhone(port: Int, code: String) throws -> Int32 {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var size: Int32 = 2_048
    setsockopt(socket, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    try #require(connected == 0)
    let handshake =
        "GET /api/v1/rooms/\(code)/ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
    _ = handshake.withCString { send(socket, $0, strlen($0), 0) }
    var answer = [UInt8](repeating: 0, count: 512)
    try #require(recv(socket, &answer, answer.count, 0) > 0)
    // One masked text frame (a zero mask leaves the text as it is).
    let join = Array(##"{"type":"join","name":"Stuck","colour":"#123456"}"##.utf8)
    let frame: [UInt8] = [0x81, 0x80 | UInt8(join.count), 0, 0, 0, 0] + join
    try #require(send(socket, frame, frame.count, 0) == frame.count)
    return socket
}

@Suite("Issue 22 item 4 over real sockets", .timeLimit(.minutes(5)))
struct StuckPhoneTests {
    /// Before: once about 4 MB waited for the stuck phone, every broadcast of the room waited with it.
    @Test("A phone that never reads does not stop the others getting 600 rolls of 15 KB (9 MB)")
    func stuckPhoneInRoom() async throws {
        var limits = RoomLimits()
        (limits.burst, limits.perSecond, limits.playerBurst, limits.playerPerSecond) = (1_000, 1_000, 1_000, 1_000)
        (limits.roomBurst, limits.roomPerSecond, limits.queuedMessages, limits.eventBytes) = (1_000, 1_000, 8, 64 << 20)
        let (routes, app) = try roomServer(limits: limits)
        let room = try await routes.rooms.create()
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let stuck = try stuckPhone(port: port, code: room.code)
            defer { close(stuck) }
            let player = RoomClient(port: port, code: room.code)
            try player.send(["type": "join", "name": "Ana", "colour": "#00aa00"])
            try await player.waitFor("welcome") { $0.type == "welcome" }
            for index in 0..<600 { try player.send(["type": "roll", "expression": "20x 5d6", "seed": "anaseed\(index)0"]) }
            let last = try await player.waitFor("the last roll", timeout: .seconds(120)) { $0.event?["sequence"] as? Int == 602 }
            #expect(last.event?["kind"] as? String == "roll")
            // The stuck phone was dropped: reading it now reaches the end of what was sent, then the close.
            var timeout = timeval(tv_sec: 10, tv_usec: 0)
            setsockopt(stuck, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var buffer = [UInt8](repeating: 0, count: 65_536)
            var received = 0
            while case let count = recv(stuck, &buffer, buffer.count, 0), count > 0 { received += count }
            #expect(received < 9_000_000, "\(received) bytes reached the stuck phone before it was dropped")
            await player.disconnect()
        }
    }
}

/// What a phone's writer received.
final class Written: Sendable {
    let texts = Mutex<[String]>([])
}
