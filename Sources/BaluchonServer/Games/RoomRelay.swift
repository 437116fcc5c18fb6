import BaluchonCore
import BaluchonToolkit
import ServiceLifecycle

/// Brings the events other instances save to the phones connected here: on each notice of the
/// store for a room with phones here, the events this instance has not sent yet are read from the
/// store and sent in order. After the store was deaf for a while, every such room catches up.
/// With SQLite (one instance) the store says nothing and this waits for the server to stop.
struct RoomRelay: NamedService {
    let rooms: RoomService
    let hub: RoomHub

    func run() async throws {
        let notices = rooms.notices()
        await cancelWhenGracefulShutdown {
            for await notice in notices { await relay(notice) }
        }
        try? await gracefulShutdown()
    }

    func relay(_ notice: RoomNotice) async {
        switch notice {
        case .appended(let code, let sequence):
            let own = await rooms.saved(code, sequence: sequence)
            // This instance's own event, right after what its phones have: the connection that made
            // it sends it. Behind that, an event of another instance is missing (it took the number
            // this instance tried first): read from the store.
            if own, let sent = await hub.sentThrough(room: code), sent >= sequence - 1 { return }
            await catchUp(code, through: sequence)
        case .resumed:
            await rooms.forgetAll()
            for code in await hub.codes { await catchUp(code, through: nil) }
        }
    }

    /// Sends room `code`'s events from the store up to `sequence` (all when nil) that its phones here lack.
    private func catchUp(_ code: String, through sequence: Int?) async {
        guard let sent = await hub.sentThrough(room: code), sequence.map({ $0 > sent }) ?? true else { return }
        // A store out of reach: the next notice, or listening again, brings these events.
        guard let news = try? await rooms.events(code, after: sent) else { return }
        for event in news.events {
            await hub.broadcast(event, room: code, players: event.kind == .joined ? news.players : nil)
        }
    }
}
