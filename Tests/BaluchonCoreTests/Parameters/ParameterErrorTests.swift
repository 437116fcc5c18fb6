import BaluchonCore
import Testing

@Suite("Parameter errors name the parameter in the person's language")
struct ParameterErrorTests {
    @Test("A parameter with its own sentence uses it; any other, the general one that names it")
    func ownSentenceOrGeneral() {
        let radius = ParameterError.outOfRange(name: "radius", value: "0", range: 1...5_000)
        #expect(radius.code == .invalidRadius)
        #expect(radius.message.text(in: .en) == "The radius “0” must be a whole number of metres from 1 to 5000.")
        #expect(radius.message.text(in: .fr).contains("mètres"))
        let mode = ParameterError.unknownChoice(name: "mode", value: "boat", known: ["car", "walk"])
        #expect(mode.message.text(in: .en) == "Unknown mode “boat”: use car, walk.")
        let other = ParameterError.unknownChoice(name: "speed", value: "warp", known: ["slow", "fast"])
        #expect(other.code == .invalidParameter)
        #expect(other.message.text(in: .en) == "“warp” is not a known speed: use slow, fast.")
        // The units' own sentence is written for another error (it names {text}): the general one says it.
        let units = ParameterError.unknownChoice(name: "units", value: "furlongs", known: ["metric", "imperial"])
        #expect(units.code == .invalidUnits)
        #expect(units.message.text(in: .en) == "“furlongs” is not a known units: use metric, imperial.")
    }

    @Test("The CLI and the API read a choice the same way, in any case of letters")
    func choices() throws {
        #expect(try TravelMode(parameter: "Walk", name: "mode") == .walk)
        #expect(throws: ParameterError.unknownChoice(name: "mode", value: "boat", known: TravelMode.allCases.map(\.rawValue))) {
            try TravelMode(parameter: "boat", name: "mode")
        }
    }
}

@Suite("Codes are read once at the edge, the same way by the server and the CLI")
struct ParameterCodesTests {
    @Test("A translation's source: auto or nothing is detected, anything else is a code or an error")
    func languageCodes() throws {
        #expect(try LanguageCode.source(nil) == nil)
        #expect(try LanguageCode.source("") == nil)
        #expect(try LanguageCode.source("AUTO") == nil)
        #expect(try LanguageCode.source("pt-br") == LanguageCode("pt-BR"))
        #expect(throws: WordsError.invalidLanguage("français")) { try LanguageCode.source("français") }
        #expect(throws: WordsError.invalidLanguage("12")) { try LanguageCode(parameter: "12", name: "target") }
    }

    @Test("A day is YYYY-MM-DD or a clear error")
    func days() throws {
        #expect(try CalendarDay(parameter: "2019-07-14", name: "date") == CalendarDay(year: 2019, month: 7, day: 14))
        #expect(throws: MoneyError.invalidDate("2019-02-30")) { try CalendarDay(parameter: "2019-02-30", name: "date") }
    }
}
