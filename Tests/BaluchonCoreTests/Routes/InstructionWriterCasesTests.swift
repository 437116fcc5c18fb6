import Foundation
import Testing

@testable import BaluchonCore

/// The route instructions the server writes and the phone writes for routes it computes itself
/// (`Public/js/routes/device-sentences.js`, checked by `Tests/js/device-routes.test.mjs`), on one shared
/// file of maneuver → sentence vectors (`Tests/Fixtures/routes/sentence-cases.json`).
struct SentenceCases: Decodable {
    struct Told: Decodable, Sendable {
        var sentence: String
        var ahead: String
    }

    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        struct Move: Decodable, Sendable {
            var kind: String
            var heading: String?
            var direction: String?
            var exit: Int?
        }

        var maneuver: Move
        var street: String?
        var en: Told
        var fr: Told

        var testDescription: String {
            "\(maneuver.kind) \(maneuver.heading ?? maneuver.direction ?? maneuver.exit.map(String.init) ?? "") \(street ?? "")"
        }

        /// The maneuver as the core names it; nil for a kind the file should not hold.
        var step: GuidanceStep? {
            let move: Maneuver?
            switch maneuver.kind {
            case "depart": move = .depart(heading: CompassPoint.allCases.first { "\($0)" == maneuver.heading })
            case "turn": move = TurnDirection(rawValue: maneuver.direction ?? "").map(Maneuver.turn)
            case "nameChange": move = .nameChange
            case "uTurn": move = .uTurn
            case "roundabout": move = maneuver.exit.map(Maneuver.roundabout(exit:))
            case "arrive": move = .arrive(nil)
            default: move = nil
            }
            return move.map { GuidanceStep($0, street: street) }
        }
    }

    var cases: [Case]

    static let shared: SentenceCases = SharedFixture.decode(SentenceCases.self, from: "routes/sentence-cases.json")
}

@Suite("Route instructions against the cases the phone shares")
struct InstructionWriterCasesTests {
    @Test("The shared file covers every maneuver a Routino route has, every heading and turn")
    func coverage() {
        let cases = SentenceCases.shared.cases
        #expect(Set(cases.map(\.maneuver.kind)) == ["depart", "turn", "nameChange", "uTurn", "roundabout", "arrive"])
        #expect(Set(cases.compactMap(\.maneuver.heading)).count == CompassPoint.allCases.count)
        #expect(Set(cases.compactMap(\.maneuver.direction)).count == TurnDirection.allCases.count)
        #expect(cases.allSatisfy { $0.step != nil })
    }

    @Test("The server's writer tells each case as the file says, in English and French", arguments: SentenceCases.shared.cases)
    func told(_ item: SentenceCases.Case) throws {
        let step = try #require(item.step)
        for (language, told) in [(UILanguage.en, item.en), (.fr, item.fr)] {
            let writer = InstructionWriter(language: language)
            #expect(writer.sentence(for: step) == told.sentence)
            #expect(writer.clauseAhead(for: step) == told.ahead)
        }
    }
}
