import BaluchonCore
import Foundation
import Testing

@Suite struct AmountParserTests {
    @Test(arguments: [
        ("100", "100"), ("12.5", "12.5"), ("12,50", "12.5"), (" 7 ", "7"), ("+3", "3"), (".5", "0.5"), ("0", "0"), ("-0", "0"), ("12.", "12"),
        ("999999999999999.99", "999999999999999.99"), ("0.000000000001", "0.000000000001"),
    ])
    func readsAmounts(_ text: String, _ expected: String) throws {
        #expect(try AmountParser.parse(text) == Decimal(string: expected)!)
    }

    @Test(arguments: ["", "abc", "12a", "1.2.3", "1,2,3", "1e5", "NaN", "Infinity", "0x10", ".", "0.0000000000001", "１２"])
    func refusesNonNumbers(_ text: String) {
        #expect(throws: MoneyError.invalidAmount(text)) { try AmountParser.parse(text) }
    }

    @Test func refusesNegativeAmounts() {
        #expect(throws: MoneyError.negativeAmount) { try AmountParser.parse("-5") }
        #expect(throws: MoneyError.negativeAmount) { try AmountParser.parse("−0.01") }
    }

    @Test(arguments: ["1000000000000000", "1e400", "99999999999999999999999", "0001000000000000000.5"])
    func refusesAbsurdlyLargeAmounts(_ text: String) {
        #expect(throws: MoneyError.self) { try AmountParser.parse(text) }
        #expect((try? AmountParser.parse(text)) == nil)
    }

    /// The web app's amount.js reads the same text the same way (`Tests/js/money.test.mjs` runs these vectors too).
    @Test(arguments: AmountVector.all)
    func readsAsTheWebAppDoes(_ vector: AmountVector) {
        let outcome: String
        do {
            let value = try AmountParser.parse(vector.text, language: vector.language)
            outcome = value == Decimal(string: vector.value ?? "x", locale: Locale(identifier: "en_US_POSIX")) ? "value" : "\(value)"
        } catch {
            switch error {
            case .negativeAmount: outcome = "error:negative"
            case .amountTooLarge: outcome = "error:tooLarge"
            default: outcome = "error:invalid"
            }
        }
        // The Swift parser has one error for what the web app tells apart (empty, grouping, ambiguous).
        let expected = vector.value != nil ? "value" : ["negative", "tooLarge"].contains(vector.error) ? "error:\(vector.error!)" : "error:invalid"
        #expect(outcome == expected)
    }
}

/// One typed amount and how it reads, shared with the web app's check (`Tests/Fixtures/money/amounts.json`).
struct AmountVector: Decodable, Sendable, CustomTestStringConvertible {
    var text: String
    var language: UILanguage
    var value: String?
    var error: String?

    var testDescription: String { "\(text) [\(language.rawValue)]" }

    static let all: [AmountVector] = SharedFixture.decode([AmountVector].self, from: "money/amounts.json")
}
