import BaluchonCore
import BaluchonProviders
import FixtureServer
import Foundation
import Testing

@testable import BaluchonToolkit

@Suite struct MoneyHistoryTests {
    static let now = MoneyTestSupport.at("2026-11-02", 10)

    @Test func convertsOnAPastDayFromTheSnapshotWithoutNetwork() async throws {
        let server = try await FixtureServer.start()
        defer { Task { try? await server.shutdown() } }
        let money = try await MoneyTestSupport.service(server, order: "ecb,embedded", clock: ManualClock(Self.now))
        let answer = try await money.convert(amount: 100, from: "EUR", to: "USD", on: CalendarDay("2019-07-14"))
        #expect(answer.conversion.result == Decimal(string: "112.53"))
        #expect(answer.rates.table.day == CalendarDay("2019-07-12"))
        #expect(answer.rates.provenance.source == "embedded")
        #expect(!answer.rates.provenance.stale)
        #expect(answer.rates.notes.first?.text(in: .en).contains("a weekend") == true)
        #expect(server.count("/ecb/eurofxref-hist-90d.xml") == 0)
    }

    @Test func asksTheECBsLastNinetyDaysForDaysTheSnapshotLacks() async throws {
        let server = try await FixtureServer.start()
        defer { Task { try? await server.shutdown() } }
        server.route("GET", "/ecb/eurofxref-daily.xml", .fixture("money/ecb-daily.xml"))
        server.route("GET", "/ecb/eurofxref-hist-90d.xml", .fixture("money/ecb-hist-90d.xml"))
        let snapshot = try MoneyTestSupport.history(until: "2026-09-30")
        let money = try await MoneyTestSupport.service(server, order: "ecb,embedded", clock: ManualClock(Self.now), embedded: snapshot)
        let october = try await money.rates(on: CalendarDay("2026-10-14")!)
        #expect(october.provenance.source == "ecb")
        #expect(october.table.day == CalendarDay("2026-10-14"))
        #expect(october.notes.isEmpty)
        let september = try await money.rates(on: CalendarDay("2026-09-15")!)
        #expect(september.provenance.source == "embedded")
        _ = try await money.rates(on: CalendarDay("2026-10-20")!)
        #expect(server.count("/ecb/eurofxref-hist-90d.xml") == 1)
    }

    @Test func answersFromTheLatestTableForTodayAndRecentDays() async throws {
        let money = try await MoneyTestSupport.service(nil, order: "embedded", clock: ManualClock(Self.now))
        let today = try await money.rates(on: CalendarDay("2026-11-02")!)
        #expect(today.table.day == CalendarDay("2026-10-30"))
        #expect(today.notes.first?.text(in: .en).contains("October 30, 2026") == true)
    }

    @Test(arguments: [
        ("1998-12-31", MoneyError.dateBeforeRecords(CalendarDay("1998-12-31")!)),
        ("2026-11-03", .dateInFuture(CalendarDay("2026-11-03")!)),
    ])
    func refusesDaysOutsideTheRecords(_ text: String, _ expected: MoneyError) async throws {
        let money = try await MoneyTestSupport.service(nil, order: "embedded", clock: ManualClock(Self.now))
        await #expect(throws: expected) { try await money.rates(on: CalendarDay(text)!) }
        #expect(throws: MoneyError.invalidDate("14/07/2019")) { try CalendarDay(parameter: "14/07/2019", name: "date") }
    }

    @Test func saysWhichCurrencyIsWrong() async throws {
        let money = try await MoneyTestSupport.service(nil, order: "embedded", clock: ManualClock(Self.now))
        await #expect(throws: MoneyError.unknownCurrency("EUT", suggestions: [.eur])) {
            try await money.convert(amount: 1, from: "EUT", to: "USD")
        }
        await #expect(throws: MoneyError.currencyNotQuoted(CurrencyCode("VND")!, source: "embedded", day: CalendarDay("2026-10-30")!)) {
            try await money.convert(amount: 1, from: "EUR", to: "vnd")
        }
        await #expect(throws: MoneyError.negativeAmount) { try await money.convert(amount: -3, from: "EUR", to: "USD") }
        await #expect(throws: MoneyError.amountTooLarge(limit: AmountParser.limit)) {
            try await money.convert(amount: Decimal(string: "123456789012345678")!, from: "EUR", to: "USD")
        }
    }

    @Test func convertsBetweenCurrenciesThatNoLongerExist() async throws {
        let money = try await MoneyTestSupport.service(nil, order: "embedded", clock: ManualClock(Self.now))
        // The Cyprus pound was quoted by the ECB until 2007.
        let answer = try await money.convert(amount: 100, from: "CYP", to: "EUR", on: CalendarDay("1999-01-04"))
        #expect(answer.conversion.result == Decimal(string: "171.73"))  // 100 / 0.58231 = 171.729…
    }
}
