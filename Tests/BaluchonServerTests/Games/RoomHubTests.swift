import BaluchonStore
import Foundation
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing

@testable import BaluchonServer
@testable import BaluchonToolkit

@Suite("Issue 22 item 4: a phone that stops reading holds up no one", .timeLimit(.minutes(1)))
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

@Suite("A room's sockets are closed when they stop being any use", .timeLimit(.minutes(1)))
struct RoomSocketClosingTests {
    @Test("A connection that does not join in time is closed; one that joined stays")
    func joinDeadline() async throws {
        var limits = RoomLimits()
        limits.joinWithin = 0.5
        let (routes, app) = try roomServer(limits: limits)
        let room = try await routes.rooms.create()
        try await app.test(.live) { client in
            let port = try #require(client.port)
            let silent = RoomClient(port: port, code: room.code)
            let player = RoomClient(port: port, code: room.code)
            try player.send(["type": "join", "name": "Ana", "colour": "#00aa00"])
            try await player.waitFor("welcome") { $0.type == "welcome" }
            try await silent.waitForClose(timeout: .seconds(10))
            try await Task.sleep(for: .seconds(1))
            #expect(!player.isClosed)
            await player.disconnect()
        }
    }
}

/// What a phone's writer received.
final class Written: Sendable {
    let texts = Mutex<[String]>([])
}
