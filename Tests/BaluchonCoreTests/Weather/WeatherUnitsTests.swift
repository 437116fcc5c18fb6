import BaluchonCore
import Testing

@Suite("Units: kept in metric, shown in either")
struct WeatherUnitsTests {
    @Test(arguments: [(0.0, 32.0), (100.0, 212.0), (-40.0, -40.0), (21.3, 70.3)])
    func celsiusToFahrenheit(celsius: Double, fahrenheit: Double) {
        #expect(WeatherUnits.imperial.temperature(celsius) == fahrenheit)
        #expect(WeatherUnits.metric.temperature(celsius) == celsius)
    }

    @Test func windAndPrecipitation() {
        #expect(WeatherUnits.imperial.windSpeed(16.09344) == 10)
        #expect(WeatherUnits.metric.windSpeed(11.24) == 11.2)
        #expect(WeatherUnits.imperial.precipitation(25.4) == 1)
        #expect(WeatherUnits.imperial.precipitation(2.4) == 0.09)
        #expect(WeatherUnits.metric.precipitation(0.04) == 0)
    }

    @Test(arguments: [(nil, WeatherUnits.metric), ("", .metric), ("metric", .metric), ("IMPERIAL", .imperial)])
    func parameterIsParsed(text: String?, units: WeatherUnits) throws {
        #expect(try WeatherUnits.parse(text) == units)
    }

    @Test(arguments: ["kelvin", "si", "us"])
    func unknownUnitsAreRefused(text: String) {
        #expect(throws: WeatherError.invalidUnits(text)) { try WeatherUnits.parse(text) }
    }

    @Test(arguments: [(0, "N"), (22, "N"), (23, "NE"), (225, "SW"), (292, "W"), (338, "N"), (-90, "W"), (720, "N")])
    func compassPoints(degrees: Int, english: String) {
        #expect(CompassPoint(degrees: degrees).abbreviation(in: .en) == english)
    }

    @Test func frenchCompassSaysOuest() {
        #expect(CompassPoint(degrees: 225).abbreviation(in: .fr) == "SO")
        #expect(CompassPoint(degrees: 315).abbreviation(in: .fr) == "NO")
    }
}
