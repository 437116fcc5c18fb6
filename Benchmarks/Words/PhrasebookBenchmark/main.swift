import BaluchonCore
import Foundation

// Phrasebook search and the human-translation match over the shipped phrasebook: p50/p99 of one call,
// for the searches a traveller types (a word in French or English, a topic, nothing) and the texts a
// translation checks (a phrase, a close one, a text that is none). Usage: PhrasebookBenchmark [rounds]

let rounds = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 2_000
let started = ContinuousClock.now
let book = try Phrasebook.shipped()
let loading = ContinuousClock.now - started
let (fr, en, ja, de) = (LanguageCode("fr")!, LanguageCode("en")!, LanguageCode("ja")!, LanguageCode("de")!)

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
}

func measure(_ name: String, _ work: () throws -> Int) rethrows {
    var times: [Double] = []
    times.reserveCapacity(rounds)
    var found = 0
    for _ in 0..<rounds {
        let start = ContinuousClock.now
        found = try work()
        times.append(milliseconds(ContinuousClock.now - start))
    }
    times.sort()
    let p50 = times[times.count / 2], p99 = times[min(times.count - 1, times.count * 99 / 100)]
    print(String(format: "%-44@ %6d found  p50 %7.3f ms  p99 %7.3f ms  max %7.3f ms", name as NSString, found, p50, p99, times.last!))
}

print(
    "phrasebook: \(book.phrases.count) phrases, \(book.languages.count) languages, read in \(String(format: "%.1f", milliseconds(loading))) ms; \(rounds) rounds"
)
try measure("search fr→ja “gare”") { try book.cards(from: fr, to: ja, matching: "gare").count }
try measure("search en→de “allergic”") { try book.cards(from: en, to: de, matching: "allergic").count }
try measure("search fr→ja “où est la gare”") { try book.cards(from: fr, to: ja, matching: "où est la gare").count }
try measure("topic fr→en food") { try book.cards(from: fr, to: en, topic: .food).count }
try measure("everything en→fr") { try book.cards(from: en, to: fr).count }
measure("human: a phrase fr→en") { book.humanTranslation(of: "L'addition s'il vous plaît.", from: fr, to: en) == nil ? 0 : 1 }
measure("human: a close phrase fr→en") { book.humanTranslation(of: "l'addition s'il vous plais", from: fr, to: en) == nil ? 0 : 1 }
measure("human: no phrase fr→en (60 characters)") {
    book.humanTranslation(of: "Je voudrais réserver une chambre pour deux nuits, s'il vous plaît.", from: fr, to: en) == nil ? 0 : 1
}
