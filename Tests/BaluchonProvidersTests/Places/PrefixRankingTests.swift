import BaluchonCore
import BaluchonProviders
import Foundation
import Testing

/// Names typed as the user types them: the public set of Tests/Fixtures/places/prefixes.tsv (made by
/// scripts/data/make-prefix-set.py) against the shipped gazetteer.
@Suite("Place ranking of typed prefixes")
struct PrefixRankingTests {
    struct Case {
        var prefix: String
        var geonameID: UInt32
        var name: String
    }

    static func cases() throws -> [Case] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fixtures/places/prefixes.tsv")
        return try String(contentsOf: file, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Case(prefix: fields[0], geonameID: UInt32(fields[1])!, name: fields[2])
        }
    }

    @Test("at least 95% of 200+ prefixes in several scripts put the big city first")
    func topOne() throws {
        let cases = try Self.cases()
        #expect(cases.count >= 200)
        #expect(cases.contains { !$0.prefix.unicodeScalars.allSatisfy(\.isASCII) })
        let index = ShippedGazetteerTests.gazetteer.index
        var missed: [String] = []
        for test in cases {
            guard let query = try? PlaceQuery(text: test.prefix, limit: 1) else {
                missed.append("\(test.prefix) is refused")
                continue
            }
            let first = index.search(query).first
            if first.map({ index.places.ids[$0.place] }) != test.geonameID {
                missed.append("\(test.prefix) → \(first.map { index.places.name(at: $0.place) } ?? "nothing"), not \(test.name)")
            }
        }
        let share = Double(cases.count - missed.count) / Double(cases.count)
        print("prefix ranking: \(cases.count - missed.count)/\(cases.count) top-1 (\(String(format: "%.1f", share * 100))%); missed: \(missed)")
        #expect(share >= 0.95, "\(missed)")
    }

    @Test(
        "the issue's examples rank the big city first",
        arguments: [("johan", "Johannesburg"), ("manch", "Manchester"), ("guadal", "Guadalajara"), ("par", "Paris"), ("lond", "London")])
    func examples(prefix: String, name: String) throws {
        let first = try #require(ShippedGazetteerTests.gazetteer.search(try PlaceQuery(text: prefix), language: .en, now: Date()).first)
        #expect(first.name == name)
    }
}
