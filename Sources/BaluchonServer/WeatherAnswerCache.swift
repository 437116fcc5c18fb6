import BaluchonCore
import Foundation
import Hummingbird
import Synchronization

/// Whole weather answers, reused for the identical question within the same second: everything in an
/// answer that moves with time (local times, ages) moves by the second, so a busy list answers from
/// here instead of resolving its places and writing ~56 KB again. Only answers where every place
/// had weather are kept; a failing place is asked about again at once.
final class WeatherAnswerCache: Sendable {
    struct Key: Hashable {
        var places: String
        var units: WeatherUnits
        var language: UILanguage
    }

    private struct State {
        var second: Int64 = 0
        var answers: [Key: ByteBuffer] = [:]
    }

    private let state = Mutex(State())

    /// The answer written during the second of `now`, if any.
    func answer(for key: Key, at now: Date) -> ByteBuffer? {
        let second = Self.second(of: now)
        return state.withLock { $0.second == second ? $0.answers[key] : nil }
    }

    func keep(_ body: ByteBuffer, for key: Key, at now: Date) {
        let second = Self.second(of: now)
        state.withLock { state in
            if state.second != second { state = State(second: second) }
            state.answers[key] = body
        }
    }

    private static func second(of date: Date) -> Int64 {
        Int64(date.timeIntervalSince1970.rounded(.down))
    }
}
