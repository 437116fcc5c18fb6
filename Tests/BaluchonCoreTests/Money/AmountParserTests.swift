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

    @Test(arguments: ["", "abc", "12a", "1.2.3", "1,2,3", "1 000", "1e5", "NaN", "Infinity", "0x10", ".", "0.0000000000001", "１２"])
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
}
