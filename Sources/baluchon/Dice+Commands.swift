import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation

/// `baluchon roll "4d6dl1"`: a solo roll from the system's cryptographic generator.
struct RollCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "roll",
        abstract: Help.text("cli.help.roll.abstract"),
        discussion: Help.text("cli.help.roll.discussion"))

    @Argument(help: .text("cli.help.roll.expression"))
    var expression: [String]

    @Flag(help: .text("cli.help.roll.json"))
    var json = false

    func run() async throws {
        try await reportingFailures {
            let program = try DiceParser.parse(expression.joined(separator: " "))
            var roller = DiceRoller(generator: SystemRandomNumberGenerator())
            let rolls = try roller.roll(program)
            if json {
                try printJSON(rolls)
                return
            }
            print(DiceText(language: cliLanguage()).describe(rolls))
        }
    }
}

/// Rolls told in a terminal, in French or English.
struct DiceText {
    let language: UILanguage

    func describe(_ rolls: [DiceRoll]) -> String {
        rolls.map(describe).joined(separator: "\n\n")
    }

    func describe(_ roll: DiceRoll) -> String {
        var lines = [roll.expression + (roll.labels.isEmpty ? "" : "  — " + roll.labels.joined(separator: ", "))]
        for part in roll.parts {
            let faces = part.dice.map(face).joined(separator: " ")
            var line = "  \(part.notation): \(faces) → \(part.value)"
            if let successes = part.successes {
                line = "  \(part.notation): \(faces) → " + successesText(successes)
            }
            if let label = part.label { line += "  [\(label)]" }
            lines.append(line)
        }
        lines.append(LocalizedText("cli.dice.total").text(in: language) + String(roll.total))
        if roll.criticalGlitch {
            lines.append(LocalizedText("cli.dice.criticalGlitch").text(in: language))
        } else if roll.glitch {
            lines.append(LocalizedText("cli.dice.glitch").text(in: language))
        }
        return lines.joined(separator: "\n")
    }

    private func face(_ die: DieResult) -> String {
        var text = String(die.value)
        if die.die == "dF" { text = die.value > 0 ? "+" : die.value < 0 ? "−" : "0" }
        if die.exploded { text += "!" }
        if die.success { text += "*" }
        if die.failure { text += "×" }
        if die.rerolled { return "~" + text }
        return die.kept ? text : "(\(text))"
    }

    private func successesText(_ count: Int) -> String {
        LocalizedText("cli.dice.successes", count: count).text(in: language)
    }
}

/// `baluchon dice verify <room export>`: checks a closed room's rolls against its revealed seed.
struct DiceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dice", abstract: Help.text("cli.help.dice.abstract"), subcommands: [DiceVerify.self])
}

struct DiceVerify: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: Help.text("cli.help.dice.verify.abstract"),
        discussion: Help.text("cli.help.dice.verify.discussion"))

    @Argument(help: .text("cli.help.dice.verify.file"))
    var file: String

    func run() async throws {
        let language = cliLanguage()
        let data: Data
        do {
            data = file == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            printError(LocalizedText("cli.dice.unreadable", ["file": "\(file)"]).text(in: language))
            throw ExitCode.noInput
        }
        guard let export = try? JSONDecoder().decode(RoomExport.self, from: data) else {
            printError(LocalizedText("cli.dice.notExport", ["file": "\(file)"]).text(in: language))
            throw ExitCode.dataError
        }
        try await reportingFailures {
            let count = try RoomVerifier.verify(export)
            print(
                LocalizedText("cli.dice.verified", count: count, ["code": "\(export.code)", "commitment": "\(export.commitment.prefix(16))"])
                    .text(in: language))
        }
    }
}
