import BaluchonCore
import Testing

@Suite("WMO weather codes, described by us")
struct WMOWeatherCodeTests {
    static let documented = [0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96, 99]

    @Test func everyDocumentedCodeIsKnown() {
        #expect(WMOWeatherCode.knownCodes == Self.documented)
    }

    @Test(arguments: documented)
    func everyCodeHasBothLanguagesAndAnIcon(code: Int) {
        let text = WMOWeatherCode.description(of: code)
        #expect(!text.text(in: .en).isEmpty && !text.text(in: .fr).isEmpty && text.text(in: .en) != text.text(in: .fr))
        #expect(WMOWeatherCode.icon(of: code, isDay: true) != .unknown)
    }

    @Test func clearSkyIsSunByDayAndMoonByNight() {
        #expect(WMOWeatherCode.icon(of: 0, isDay: true) == .clearDay)
        #expect(WMOWeatherCode.icon(of: 0, isDay: false) == .clearNight)
        #expect(WMOWeatherCode.icon(of: 63, isDay: false) == .rain)
        #expect(WMOWeatherCode.description(of: 95).text(in: .fr) == "Orage")
    }

    @Test func unknownCodeStillSaysSomething() {
        #expect(WMOWeatherCode.description(of: 42).text(in: .en) == "Unknown conditions (code 42)")
        #expect(WMOWeatherCode.icon(of: 42, isDay: true) == .unknown)
    }

    @Test func providerWordingWinsOverOurs() {
        #expect(WeatherCondition(code: 61, text: "Légère pluie").description(in: .fr) == "Légère pluie")
        #expect(WeatherCondition(code: 61).description(in: .fr) == "Pluie faible")
    }
}
