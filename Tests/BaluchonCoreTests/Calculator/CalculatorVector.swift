import BaluchonCore
import Foundation
import Testing

/// One expected calculation, shared with the JavaScript twin's check (`Tests/Fixtures/calculator/vectors.json`).
struct CalculatorVector: Decodable, Sendable, CustomTestStringConvertible {
    var expression: String
    var language: UILanguage
    var result: String?
    var error: String?

    var testDescription: String { "\(expression) [\(language.rawValue)]" }

    static let all: [CalculatorVector] = SharedFixture.decode([CalculatorVector].self, from: "calculator/vectors.json")

    /// What the Swift evaluator answers: the canonical result or the error code.
    static func outcome(of expression: String, language: UILanguage) -> String {
        do {
            return try Calculator.evaluate(expression, language: language).canonical
        } catch {
            return "error:" + error.code.rawValue
        }
    }
}
