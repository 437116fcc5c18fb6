import BaluchonCore
import Foundation
import Testing

/// The web app's calculator (`Public/js/money/calculator.js`, run by Node.js, a Debian test dependency)
/// against the Swift evaluator: same results, same errors at the same positions.
@Suite struct JavaScriptTwinTests {
    @Test func agreesOnVectorsAndRandomCalculations() throws {
        var random = SeededGenerator(state: 19_990_104)
        var cases = CalculatorVector.all.map { ($0.expression, $0.language) }
        for _ in 0..<2_000 {
            let french = Bool.random(using: &random)
            cases.append((RandomExpression.make(depth: 4, using: &random).typed(using: &random, comma: french), french ? .fr : .en))
        }
        // Random keystrokes, mostly malformed, to compare the errors too.
        let keys = Array("0123456789.,+-−*×/÷%() x^")
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...12, using: &random)
            cases.append((String((0..<length).map { _ in keys.randomElement(using: &random)! }), Bool.random(using: &random) ? .fr : .en))
        }
        let swift = cases.map { Self.outcome(of: $0.0, language: $0.1) }
        let javascript = try Self.runTwin(cases)
        try #require(javascript.count == cases.count)
        let differences = zip(cases, zip(swift, javascript)).filter { $1.0 != $1.1 }
            .map { "\($0.0.0) [\($0.0.1.rawValue)]: swift \($0.1.0), js \($0.1.1)" }
        #expect(differences.isEmpty, "\(differences.count) differences, first: \(differences.prefix(5))")
    }

    static func outcome(of expression: String, language: UILanguage) -> String {
        do {
            return try Calculator.evaluate(expression, language: language).canonical
        } catch {
            let reason = String(describing: error).prefix { $0 != "(" }
            return "error:\(reason)@\(error.position.map(String.init) ?? "")"
        }
    }

    static func runTwin(_ cases: [(String, UILanguage)]) throws -> [String] {
        try NodeScript.run(
            "calculator/twin-runner.mjs", input: cases.map { ["expression": $0.0, "language": $0.1.rawValue] }, as: [String].self)
    }
}
