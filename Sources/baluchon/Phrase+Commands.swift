import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation

/// `baluchon phrase`: the phrasebook's phrases with their human translations.
struct PhraseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "phrase",
        abstract: "Find travel phrases and their human translations (Tatoeba, CC BY 2.0 FR).",
        discussion: "Words are searched in French, English and the --from language, case and accents ignored.")

    @Argument(help: "Words the phrases must have (all phrases when absent).")
    var words: [String] = []

    @Option(name: .customLong("to"), help: "The language of the translations.")
    var target: String

    @Option(name: .customLong("from"), help: "The language of the phrases shown; default: yours (LANG), French or English.")
    var source: String?

    @Flag(help: "Print the whole answer as JSON.")
    var json = false

    @Option(help: "Only this topic: \(PhraseTopic.allCases.map(\.rawValue).joined(separator: ", ")).")
    var topic: String?

    func run() async throws {
        let (toolkit, _) = try await ToolkitLoader.load()
        let language = cliLanguage()
        do {
            let answer = try toolkit.words.phrases(
                from: try LanguageCode(parameter: source ?? language.rawValue, name: "from"), to: try LanguageCode(parameter: target, name: "to"),
                matching: words.isEmpty ? nil : words.joined(separator: " "), topic: try topic.map { try PhraseTopic(parameter: $0, name: "topic") })
            if json {
                try printJSON(answer)
                return
            }
            if answer.phrases.isEmpty {
                printError(LocalizedText("cli.phrase.none").text(in: language))
            }
            for phrase in answer.phrases {
                print("\(phrase.text)\t\(phrase.translation)")
            }
            printError(
                LocalizedText(
                    "cli.phrase.credit",
                    ["name": "\(answer.attribution.name)", "url": "\(answer.attribution.url)", "licence": "\(answer.attribution.licence)"]
                )
                .text(in: language))
        } catch let error as any TravellerError {
            throw fail(with: error)
        }
    }
}
