import Foundation
import Testing

@testable import BaluchonCore

/// The message catalogues (`Resources/Messages/<language>.json`): every language says everything, with
/// the same placeholders, and every error code has its words.
@Suite("Message catalogues")
struct MessageCatalogueTests {
    static let english = MessageCatalogue.entries["en"] ?? [:]

    static func placeholders(_ text: String) -> Set<String> {
        Set(text.matches(of: /\{(\w+)\}/).map { String($0.output.1) })
    }

    @Test func theLanguagesAreTheCataloguesPresent() {
        #expect(UILanguage.allCases == [.en, .fr])
        #expect(UILanguage(rawValue: "fr") == .fr)
        #expect(UILanguage(rawValue: "de") == nil)
    }

    @Test(arguments: UILanguage.allCases)
    func everyCatalogueHasEveryKeyWithTheSamePlaceholders(language: UILanguage) throws {
        let catalogue = try #require(MessageCatalogue.entries[language.rawValue])
        #expect(Set(catalogue.keys).symmetricDifference(Self.english.keys).sorted() == [])
        for (key, text) in Self.english {
            #expect(Self.placeholders(catalogue[key] ?? "") == Self.placeholders(text), "\(language.rawValue): \(key)")
        }
    }

    @Test func everyErrorCodeHasAMessageAndEveryErrorKeyACode() {
        let errorKeys = Self.english.keys.filter { $0.hasPrefix("error.") }
        let named = Set(errorKeys.map { $0.split(separator: ".")[1] }.map(String.init))
        #expect(named.subtracting(ErrorCode.allCases.map(\.rawValue)).sorted() == [], "error keys of no code")
        for code in ErrorCode.allCases {
            let message = "error.\(code.rawValue).message"
            #expect(errorKeys.contains { $0 == message || $0.hasPrefix(message + ".") }, "\(code.rawValue) has no message")
        }
    }

    /// Keys written out in the sources (`LocalizedText("cli.dice.total")`) are all in the catalogues.
    @Test func everyKeyTheSourcesNameExists() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Sources").standardized
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var named: Set<String> = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            named.formUnion(text.matches(of: /LocalizedText\(\s*"([\w.]+)"/).map { String($0.output.1) })
        }
        // A counted text (`route.alight`) is its `.one` and `.other` keys; a key ending in “.” is a prefix.
        let missing = named.filter { !$0.hasSuffix(".") && Self.english[$0] == nil && Self.english[$0 + ".one"] == nil }
        #expect(named.count > 300)
        #expect(missing.sorted() == [])
    }

    @Test func argumentsAreFilledInEachLanguage() {
        let text = LocalizedText("error.text_too_long.message", ["length": "6000", "limit": "5000"])
        #expect(text.text(in: .en) == "The text is 6000 characters long; the limit is 5000.")
        #expect(text.text(in: .fr) == "Le texte fait 6000 caractères ; la limite est de 5000.")
    }

    @Test func aTextArgumentIsToldInTheSameLanguage() {
        let text = LocalizedText("error.invalid_coordinate.message", ["coordinate": .localized(LocalizedText("coordinate.longitude")), "value": "x"])
        #expect(text.text(in: .en) == "The longitude “x” is not a number.")
        #expect(text.text(in: .fr) == "La longitude « x » n’est pas un nombre.")
    }

    @Test(arguments: [
        (0, "0 successes", "0 réussite"), (1, "1 success", "1 réussite"), (-1, "-1 success", "-1 réussite"), (2, "2 successes", "2 réussites"),
    ])
    func countsChooseTheSingularOrThePlural(count: Int, english: String, french: String) {
        let text = LocalizedText("cli.dice.successes", count: count)
        #expect(text.text(in: .en) == english)
        #expect(text.text(in: .fr) == french)
    }

    @Test func unknownPlaceholdersStayAsWritten() {
        #expect(LocalizedText.filled("{a} and {b} {", { $0 == "a" ? "1" : nil }) == "1 and {b} {")
    }
}
