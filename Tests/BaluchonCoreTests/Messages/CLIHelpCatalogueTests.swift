import Foundation
import Testing

@testable import BaluchonCore

/// The CLI's help (`baluchon … --help`: abstracts, discussions, the help of options and arguments) comes from the
/// catalogues, under `cli.help.<command>.<name>`, so that it follows the terminal's language: none is written out in
/// the commands' sources (Sources/baluchon), every key they name is in every catalogue, in words of its own, and every
/// `cli.help.` key is named by a command. Tests/e2e/test_cli_usage.py reads every command's help from the built
/// binary in French and in English.
@Suite("CLI help in the catalogues")
struct CLIHelpCatalogueTests {
    static let commands = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Sources/baluchon").standardized

    static func sources() throws -> [(file: String, text: String)] {
        try FileManager.default.contentsOfDirectory(at: commands, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
    }

    static func named() throws -> Set<String> {
        Set(try sources().flatMap { $0.text.matches(of: /\.text\(\s*"(cli\.help\.[\w.]+)"/).map { String($0.output.1) } })
    }

    @Test func noCommandWritesItsHelpOut() throws {
        var configurations = 0
        for (file, text) in try Self.sources() {
            let written = text.matches(of: /(?:abstract|discussion|help):\s*(?:ArgumentHelp\(\s*)?"/).map { String($0.output) }
            #expect(written == [], "\(file)")
            configurations += text.matches(of: /CommandConfiguration\(/).count
            #expect(text.matches(of: /CommandConfiguration\(/).count == text.matches(of: /abstract: Help\.text\("cli\.help\./).count, "\(file)")
        }
        #expect(configurations > 40)
    }

    @Test(arguments: UILanguage.allCases)
    func everyHelpKeyTheCommandsNameIsInTheCatalogue(language: UILanguage) throws {
        let catalogue = try #require(MessageCatalogue.entries[language.rawValue])
        let named = try Self.named()
        #expect(named.count > 140)
        #expect(named.filter { (catalogue[$0] ?? "").isEmpty }.sorted() == [])
        let listed = Set(catalogue.keys.filter { $0.hasPrefix("cli.help.") })
        #expect(listed.subtracting(named).sorted() == [], "keys no command names")
    }

    @Test func theFrenchHelpIsFrench() throws {
        let english = try #require(MessageCatalogue.entries["en"]), french = try #require(MessageCatalogue.entries["fr"])
        for key in try Self.named() {
            #expect(french[key] != english[key], "\(key) is not translated")
            // Typographic apostrophes; a quoted shell word ('BLC:…') keeps its straight quotes.
            #expect(french[key]?.contains(/\w'\w/) == false, "\(key): ’")
        }
    }
}
