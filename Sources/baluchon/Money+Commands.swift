import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation

/// Runs a command body, turning traveller-facing errors into a message on stderr and a non-zero exit.
func reportingFailures(_ body: () async throws -> Void) async throws {
    do {
        try await body()
    } catch let error as any TravellerError {
        throw fail(with: error)
    }
}

/// Prints the provenance lines of a rates answer: source, day, notes; warnings (stale) go to stderr.
func printProvenance(_ rates: RatesAnswer, language: UILanguage) {
    let source = rates.provenance.source
    let label = LocalizedText("cli.money.rates", ["day": "\(rates.table.day)", "source": "\(source)"]).text(in: language)
    print(label + (rates.provenance.stale ? LocalizedText("cli.money.stale").text(in: language) : ""))
    for note in rates.notes {
        if rates.provenance.stale {
            printError(LocalizedText("cli.warning").text(in: language) + note.text(in: language))
        } else {
            print(LocalizedText("cli.note").text(in: language) + note.text(in: language))
        }
    }
}

struct Convert: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: Help.text("cli.help.convert.abstract"),
        discussion: Help.text("cli.help.convert.discussion"))

    @Argument(help: .text("cli.help.convert.amount"))
    var amount: String
    @Argument(help: .text("cli.help.convert.from")) var from: String
    @Argument(help: .text("cli.help.convert.to")) var to: String
    @Option(help: .text("cli.help.convert.date")) var date: String?

    func run() async throws {
        let (toolkit, _) = try await ToolkitLoader.load()
        let language = cliLanguage()
        try await reportingFailures {
            let day = try date.map { try CalendarDay(parameter: $0, name: "date") }
            let answer = try await toolkit.money.convert(amount: try AmountParser.parse(amount, language: language), from: from, to: to, on: day)
            let conversion = answer.conversion
            let fromDigits = max(answer.rates.currency(conversion.from).minorUnits, conversion.amount.fractionDigits)
            let source = MoneyFormatter.format(conversion.amount, currency: conversion.from, minorUnits: fromDigits, language: language)
            let target = MoneyFormatter.format(conversion.result, currency: conversion.to, minorUnits: conversion.minorUnits, language: language)
            print("\(source) = \(target)")
            print("1 \(conversion.from) = \(MoneyFormatter.formatRate(conversion.rate, language: language)) \(conversion.to)")
            printProvenance(answer.rates, language: language)
        }
    }
}

struct Rates: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: Help.text("cli.help.rates.abstract"))

    @Option(help: .text("cli.help.rates.base")) var base: String?
    @Option(help: .text("cli.help.rates.date")) var date: String?

    func run() async throws {
        let (toolkit, _) = try await ToolkitLoader.load()
        let language = cliLanguage()
        try await reportingFailures {
            let money = toolkit.money
            var rates = if let date { try await money.rates(on: try CalendarDay(parameter: date, name: "date")) } else { try await money.latest() }
            if let base {
                let code = try CurrencyConverter().currency(base, in: rates.table, source: rates.provenance.source)
                rates.table = rates.table.rebased(to: code) ?? rates.table
            }
            printProvenance(rates, language: language)
            let rows = rates.table.currencies.filter { $0 != rates.table.base }.map { code in
                [code.rawValue, rates.currency(code).name(in: language), MoneyFormatter.formatRate(rates.table.rates[code]!, language: language)]
            }
            let header = columns(LocalizedText("cli.money.ratesColumns", ["base": "\(rates.table.base)"]), in: language)
            print(TextTable(header: header, rows: rows).rendered)
        }
    }
}

struct Currencies: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: Help.text("cli.help.currencies.abstract"))

    func run() async throws {
        let (toolkit, _) = try await ToolkitLoader.load()
        let language = cliLanguage()
        try await reportingFailures {
            let rates = try await toolkit.money.latest()
            let rows = rates.table.currencies.map { code in
                let info = rates.currency(code)
                return [code.rawValue, info.name(in: language), info.symbol(in: language), String(info.minorUnits)]
            }
            let header = columns(LocalizedText("cli.money.currencyColumns"), in: language)
            print(TextTable(header: header, rows: rows).rendered)
            print(LocalizedText("cli.money.currencies", ["rows": "\(rows.count)", "source": "\(rates.provenance.source)"]).text(in: language))
        }
    }
}

struct Calc: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: Help.text("cli.help.calc.abstract"),
        discussion: Help.text("cli.help.calc.discussion"))

    @Argument(parsing: .allUnrecognized, help: .text("cli.help.calc.expression")) var expression: [String]
    @Flag(help: .text("cli.help.calc.plain")) var plain = false

    func validate() throws {
        _ = try freeWords(expression)
    }

    func run() async throws {
        let language = cliLanguage()
        try await reportingFailures {
            let result = try Calculator.evaluate(try freeWords(expression).joined(separator: " "), language: language)
            print(plain ? result.canonical : result.formatted(in: language))
        }
    }
}
