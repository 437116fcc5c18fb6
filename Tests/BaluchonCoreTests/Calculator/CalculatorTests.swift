import BaluchonCore
import Foundation
import Testing

@Suite struct CalculatorTests {
    @Test(arguments: CalculatorVector.all)
    func agreesWithTheSharedVectors(_ vector: CalculatorVector) {
        let expected = vector.result ?? "error:\(vector.error ?? "?")"
        #expect(CalculatorVector.outcome(of: vector.expression, language: vector.language) == expected)
    }

    @Test func keepsDecimalsExact() throws {
        #expect(try Calculator.evaluate("0.1 + 0.2").value == Decimal(string: "0.3")!)
        #expect(try Calculator.evaluate("1.1 * 1.1").value == Decimal(string: "1.21")!)
    }

    @Test func tellsWhereTheExpressionIsWrong() {
        #expect(throws: CalculatorError.missingOperand(position: 3)) { try Calculator.evaluate("2+") }
        #expect(throws: CalculatorError.missingOperator(position: 3)) { try Calculator.evaluate("2 3") }
        #expect(throws: CalculatorError.unclosedParenthesis(position: 1)) { try Calculator.evaluate("(2+3") }
        #expect(throws: CalculatorError.unopenedParenthesis(position: 4)) { try Calculator.evaluate("2+3)") }
        #expect(throws: CalculatorError.unexpectedCharacter("^", position: 3)) { try Calculator.evaluate("2 ^ 3") }
        #expect(throws: CalculatorError.wrongSeparator(position: 2, separator: ",")) { try Calculator.evaluate("1,5") }
        #expect(throws: CalculatorError.misplacedSeparator(position: 4)) { try Calculator.evaluate("1.2.3") }
        #expect(throws: CalculatorError.divisionByZero) { try Calculator.evaluate("1 ÷ (3 − 3)") }
        #expect(throws: CalculatorError.tooLong(limit: Calculator.maximumLength)) {
            try Calculator.evaluate(String(repeating: "1+", count: 600) + "1")
        }
    }

    @Test func explainsErrorsInBothLanguages() {
        let error = CalculatorError.divisionByZero
        #expect(error.message.text(in: .fr) == "La division par zéro est impossible.")
        #expect(error.message.text(in: .en) == "Division by zero is impossible.")
        #expect(error.kind == .badInput)
    }

    @Test func formatsResultsPerLanguage() throws {
        let result = try Calculator.evaluate("1234.5 * 1000")
        #expect(result.formatted(in: .en) == "1,234,500")
        #expect(result.formatted(in: .fr).replacingOccurrences(of: "\u{202F}", with: " ") == "1 234 500")
        #expect(try Calculator.evaluate("1/4").formatted(in: .fr) == "0,25")
    }

    @Test func limitsNestingAndSurvivesLongChains() throws {
        let nested = String(repeating: "(", count: 50) + "1" + String(repeating: ")", count: 50)
        #expect(try Calculator.evaluate(nested).canonical == "1")
        #expect(throws: CalculatorError.tooDeeplyNested(limit: 50)) { try Calculator.evaluate("(" + nested + ")") }
        #expect(try Calculator.evaluate(String(repeating: "1+", count: 499) + "1").canonical == "500")
    }
}
