import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation

/// `baluchon translate`: translates the text given, standard input, or the lines of text in a photo.
struct Translate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: Help.text("cli.help.translate.abstract"),
        discussion: Help.text("cli.help.translate.discussion"))

    @Argument(help: .text("cli.help.translate.text"))
    var text: [String] = []

    @Option(name: .customLong("from"), help: .text("cli.help.translate.from"))
    var source = "auto"

    @Option(name: .customLong("to"), help: .text("cli.help.translate.to"))
    var target: String?

    @Option(name: .customLong("favour"), help: .text("cli.help.translate.favour"))
    var favoured: String?

    @Option(help: .text("cli.help.translate.image"))
    var image: String?

    @Flag(help: .text("cli.help.common.jsonAnswer"))
    var json = false

    @Flag(name: .shortAndLong, help: .text("cli.help.translate.verbose"))
    var verbose = false

    func run() async throws {
        let (toolkit, _) = try await ToolkitLoader.load()
        if let image {
            try await PhotoTranslation(image: image, source: source, target: target, json: json).run(toolkit)
            return
        }
        let input = text.isEmpty ? String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self) : text.joined(separator: " ")
        let language = cliLanguage()
        do {
            let (phrase, from) = (text.isEmpty ? WordsCommands.trimmingFinalNewline(input) : input, try LanguageCode.source(source))
            var detected: LanguageCode?
            if target == nil && from == nil {
                // The text's language, to leave the terminal's when the text is in it (detected as translate would).
                detected = try? await toolkit.words.detect(phrase, favoured: WordsCommands.codes(favoured)).detection.language
            }
            let to = try target.map { try LanguageCode(parameter: $0, name: "to") }
            let outcome = try await toolkit.words.translate(
                phrase, from: from, to: to ?? WordsCommands.defaultTarget(source: from ?? detected, language: language),
                favoured: WordsCommands.codes(favoured))
            if json {
                try printJSON(outcome)
                return
            }
            if let human = outcome.human {
                print(
                    LocalizedText("cli.words.human", ["text": "\(human.text)", "source": "\(human.source)", "licence": "\(human.licence)"]).text(
                        in: language))
                print(LocalizedText("cli.words.machine", ["text": "\(outcome.text)", "provider": "\(outcome.providerName)"]).text(in: language))
            } else {
                print(outcome.text)
            }
            // How far the machine answer goes, on standard error so that standard output stays the translation.
            for line in WordsCommands.trust(of: outcome, in: language) { printError(line) }
            if verbose {
                var line = "\(outcome.providerName): \(outcome.route.map(\.rawValue).joined(separator: " → "))"
                if let detection = outcome.detection, let detected = detection.language {
                    let values: [String: LocalizedText.Argument] = [
                        "language": .text(NamedLanguage.name(of: detected, in: language)), "percent": "\(Int(detection.confidence * 100))",
                    ]
                    line += LocalizedText("cli.words.verboseDetected", values).text(in: language)
                }
                if outcome.cached { line += LocalizedText("cli.words.verboseCached").text(in: language) }
                printError(line)
            }
        } catch let error as any TravellerError {
            throw fail(with: error)
        }
    }
}

/// `baluchon detect`: the language of a text.
struct Detect: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: Help.text("cli.help.detect.abstract"))

    @Argument(help: .text("cli.help.detect.text"))
    var text: [String] = []

    @Option(help: .text("cli.help.detect.candidates"))
    var candidates: String?

    @Option(name: .customLong("favour"), help: .text("cli.help.detect.favour"))
    var favoured: String?

    @Flag(help: .text("cli.help.common.jsonAnswer"))
    var json = false

    func run() async throws {
        let (toolkit, _) = try await ToolkitLoader.load()
        let input = text.isEmpty ? String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self) : text.joined(separator: " ")
        do {
            let outcome = try await toolkit.words.detect(
                input, candidates: try candidates.map { try WordsCommands.list($0).map { try LanguageCode(parameter: $0, name: "candidates") } },
                favoured: WordsCommands.codes(favoured))
            if json {
                try printJSON(outcome)
                return
            }
            let language = cliLanguage()
            let detection = outcome.detection
            guard let code = detection.language else {
                print(LocalizedText("cli.words.unknown").text(in: language))
                return
            }
            let sure =
                detection.isReliable ? LocalizedText("cli.words.sure").text(in: language) : LocalizedText("cli.words.unsure").text(in: language)
            var rows = [[code.rawValue, NamedLanguage.name(of: code, in: language), "\(Int(detection.confidence * 100)) %", sure]]
            for guess in detection.alternatives {
                rows.append([guess.language.rawValue, NamedLanguage.name(of: guess.language, in: language), "\(Int(guess.confidence * 100)) %", ""])
            }
            print(TextTable(header: ["code", LocalizedText("cli.words.language").text(in: language), "p", ""], rows: rows).rendered)
            if let outside = detection.outside {
                let name = NamedLanguage.name(of: outside.language, in: language)
                print(LocalizedText("cli.words.outside", ["language": "\(name)", "percent": "\(Int(outside.confidence * 100))"]).text(in: language))
            }
        } catch let error as any TravellerError {
            throw fail(with: error)
        }
    }
}

/// `baluchon languages`: what the active provider translates.
struct Languages: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: Help.text("cli.help.languages.abstract"))

    @Option(help: .text("cli.help.languages.lang"))
    var lang: UILanguage?

    @Flag(help: .text("cli.help.common.jsonAnswer"))
    var json = false

    func run() async throws {
        let (toolkit, _) = try await ToolkitLoader.load()
        let language = lang ?? cliLanguage()
        do {
            let catalog = try await toolkit.words.languages(in: language)
            if json {
                try printJSON(catalog.value)
                return
            }
            print("\(catalog.value.providerName) (\(catalog.value.provider))")
            let rows = catalog.value.sources.map { source in
                let targets = catalog.value.pairs?[source.code].map { $0.map(\.rawValue).joined(separator: " ") } ?? "*"
                return [source.code.rawValue, source.name, targets]
            }
            print(
                TextTable(
                    header: ["code", LocalizedText("cli.words.language").text(in: language), LocalizedText("cli.words.into").text(in: language)],
                    rows: rows
                ).rendered)
        } catch let error as any TravellerError {
            throw fail(with: error)
        }
    }
}

/// Helpers of the Words commands.
enum WordsCommands {
    /// What a traveller should know of a translation: its quality level with its route, and the words
    /// left untranslated with their places in the text.
    static func trust(of outcome: TranslationOutcome, in language: UILanguage) -> [String] {
        guard outcome.route.count > 1 else { return [] }
        let route = outcome.route.map(\.rawValue).joined(separator: " → ")
        let pivots = outcome.route.dropFirst().dropLast().map { NamedLanguage.name(of: $0, in: language) }.joined(separator: ", ")
        let values: [String: LocalizedText.Argument] = ["route": .text(route), "pivots": .text(pivots), "provider": .text(outcome.providerName)]
        var lines = [LocalizedText("cli.words.quality.\(outcome.quality.rawValue)", values).text(in: language)]
        if !outcome.unknownWords.isEmpty {
            let words = outcome.unknownWords.map {
                LocalizedText("cli.words.unknownWord.\($0.kind.rawValue)", ["word": .text($0.word), "offset": "\($0.offset)"]).text(in: language)
            }
            lines.append(LocalizedText("cli.words.unknownWords", ["words": .text(words.joined(separator: ", "))]).text(in: language))
        }
        return lines
    }

    /// The language to translate into without --to: the terminal's, unless `source` (given, or detected) is
    /// already that language; then the other one the catalogue names (`cli.words.defaultTarget`: English from French,
    /// French from English).
    static func defaultTarget(source: LanguageCode?, language: UILanguage) -> LanguageCode {
        let own = LanguageCode(language.rawValue)!
        guard let source, source.rawValue.split(separator: "-").first.map(String.init) == own.rawValue else { return own }
        return LanguageCode(LocalizedText("cli.words.defaultTarget").text(in: language))!
    }

    static func list(_ text: String?) -> [String] {
        (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The languages to favour: the codes of a comma-separated list, any that is not one left out (a
    /// hint, as the API's `favoured`, never a reason to refuse).
    static func codes(_ text: String?) -> [LanguageCode] { list(text).compactMap(LanguageCode.init) }

    /// Standard input usually ends with a line break that is not part of the text.
    static func trimmingFinalNewline(_ text: String) -> String {
        text.last?.isNewline == true ? String(text.dropLast()) : text
    }
}
