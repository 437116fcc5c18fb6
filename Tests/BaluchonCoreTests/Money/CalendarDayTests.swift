import BaluchonCore
import Foundation
import Testing

@Suite struct CalendarDayTests {
    @Test(arguments: ["2019-07-14", "1999-01-04", "2024-02-29"])
    func parsesValidDays(_ text: String) throws {
        let day = try #require(CalendarDay(text))
        #expect(day.description == text)
    }

    @Test(arguments: ["2019-7-14", "2019-02-30", "2023-02-29", "14/07/2019", "", "2019-07-14T00:00", "２０１９-07-14", "abcd-ef-gh"])
    func refusesOtherText(_ text: String) {
        #expect(CalendarDay(text) == nil)
    }

    @Test func knowsWeekdaysAndArithmetic() throws {
        let bastilleDay = try #require(CalendarDay("2019-07-14"))
        #expect(bastilleDay.weekday == 7)
        #expect(bastilleDay.isWeekend)
        #expect(bastilleDay.adding(days: -2).description == "2019-07-12")
        #expect(bastilleDay.adding(days: 20).description == "2019-08-03")
        #expect(CalendarDay("2019-12-31")!.adding(days: 1).description == "2020-01-01")
    }

    @Test func codesAsText() throws {
        let data = try JSONEncoder().encode([CalendarDay("2019-07-14")!])
        #expect(String(decoding: data, as: UTF8.self) == #"["2019-07-14"]"#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([CalendarDay].self, from: Data(#"["2019-13-01"]"#.utf8)) }
    }

    @Test(arguments: [
        ("2026-11-01", UILanguage.fr, "1er novembre 2026"), ("2026-11-21", .fr, "21 novembre 2026"), ("2026-11-10", .fr, "10 novembre 2026"),
        ("2026-11-01", .en, "November 1, 2026"), ("2026-10-30", .en, "October 30, 2026"),
    ])
    func daysInWords(_ text: String, _ language: UILanguage, _ expected: String) throws {
        let day = try #require(CalendarDay(text))
        // A real sentence of the catalogues that names a day.
        let sentence = LocalizedText("error.date_in_future.message", ["day": day.inWords]).text(in: language)
        #expect(sentence.contains(expected), "\(sentence)")
    }
}
