import BaluchonCore
import Foundation
import Testing

/// The evaluator against GNU `bc` (a Debian test dependency) on thousands of random calculations.
@Suite struct CalculatorPropertyTests {
    static let count = 3_000

    @Test func agreesWithBc() throws {
        var random = SeededGenerator(state: 20_260_704)
        var typed: [(String, UILanguage)] = []
        var program = "scale=60\n"
        for _ in 0..<Self.count {
            let expression = RandomExpression.make(depth: 4, using: &random)
            let french = Int.random(in: 0..<4, using: &random) == 0
            typed.append((expression.typed(using: &random, comma: french), french ? .fr : .en))
            program += "print \"@\\n\"\n\(expression.bc)\n"
        }
        let answers = try Self.runBc(program)
        try #require(answers.count == Self.count, "bc answered \(answers.count) of \(Self.count) expressions")
        var mismatches: [String] = []
        var overflows = 0
        for ((text, language), answer) in zip(typed, answers) {
            let ours: Decimal?
            switch Self.evaluate(text, language: language) {
            case .success(let value):
                ours = value
            case .failure(.divisionByZero):
                ours = nil
            case .failure(.overflow):
                // Beyond 10^100 the evaluator refuses on purpose; bc has no such limit.
                overflows += 1
                continue
            case .failure(let error):
                mismatches.append("\(text): \(error)")
                continue
            }
            switch (ours, answer) {
            case (nil, nil):
                continue
            case (let value?, let reference?):
                let tolerance = max(1, reference.magnitude) * Decimal(sign: .plus, exponent: -20, significand: 1)
                if (value - reference).magnitude > tolerance { mismatches.append("\(text) = \(value), bc says \(reference)") }
            default:
                mismatches.append("\(text): ours \(ours.map { "\($0)" } ?? "division by zero"), bc \(answer.map { "\($0)" } ?? "division by zero")")
            }
        }
        #expect(overflows < Self.count / 100)
        #expect(mismatches.isEmpty, "\(mismatches.count) disagreements, first: \(mismatches.prefix(5))")
    }

    static func evaluate(_ text: String, language: UILanguage) -> Result<Decimal, CalculatorError> {
        do {
            return .success(try Calculator.evaluate(text, language: language).value)
        } catch {
            return .failure(error)
        }
    }

    /// Runs `bc` once over the whole program; each answer follows an `@` line, and a division by zero
    /// leaves its answer empty.
    static func runBc(_ program: String) throws -> [Decimal?] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bc", "-q"]
        process.environment = ["BC_LINE_LENGTH": "0", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let writer = Thread {
            input.fileHandleForWriting.write(Data(program.utf8))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BcMissing(status: process.terminationStatus)
        }
        let blocks = String(decoding: data, as: UTF8.self).components(separatedBy: "@\n").dropFirst()
        return blocks.map { block in
            let line = block.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !line.isEmpty else { return nil }
            let normalized = line.hasPrefix("-.") ? "-0" + line.dropFirst() : line.hasPrefix(".") ? "0" + line : line
            return Decimal(string: normalized, locale: Locale(identifier: "en_US_POSIX"))
        }
    }

    struct BcMissing: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "bc failed (status \(status)); install it with scripts/deps.sh test" }
    }
}
