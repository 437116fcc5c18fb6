import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation

/// `baluchon phrase`: the phrasebook's phrases with their human translations.
struct PhraseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "phrase",
        abstract: Help.text("cli.help.phrase.abstract"),
        discussion: Help.text("cli.help.phrase.discussion"))

    @Argument(help: .text("cli.help.phrase.words"))
    var words: [String] = []

    @Option(name: .customLong("to"), help: .text("cli.help.phrase.to"))
    var target: String

    @Option(name: .customLong("from"), help: .text("cli.help.phrase.from"))
    var source: String?

    @Flag(help: .text("cli.help.common.jsonAnswer"))
    var json = false

    @Option(help: .text("cli.help.phrase.topic", ["topics": "\(PhraseTopic.allCases.map(\.rawValue).joined(separator: ", "))"]))
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
