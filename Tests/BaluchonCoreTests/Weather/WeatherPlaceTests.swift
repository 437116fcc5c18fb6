import BaluchonCore
import Testing

@Suite("Weather places and coordinates as people type them")
struct WeatherPlaceTests {
    @Test(arguments: [
        ("48.85,2.35", 48.85, 2.35),
        ("-33.8688, 151.2093", -33.87, 151.21),
        (" 90,-180 ", 90, -180),
        ("-90,180", -90, 180),
        ("0.004,-0.004", 0, 0),
    ])
    func coordinatesAreParsedAndRounded(text: String, latitude: Double, longitude: Double) throws {
        let coordinate = try #require(try WeatherCoordinate.parse(text))
        #expect(coordinate.latitude == latitude)
        #expect(coordinate.longitude == longitude)
    }

    @Test func keyIsShortAndHasNoNegativeZero() throws {
        #expect(try WeatherCoordinate(latitude: 48.0, longitude: -4.1).key == "48,-4.1")
        #expect(try WeatherCoordinate(latitude: -0.001, longitude: 2.349).key == "0,2.35")
    }

    @Test(arguments: [(91.0, 0.0), (-90.5, 0.0), (0.0, 180.01), (0.0, -181.0), (Double.nan, 0.0), (0.0, Double.infinity)])
    func outOfRangeCoordinatesAreRefused(latitude: Double, longitude: Double) {
        #expect(throws: WeatherError.self) { try WeatherCoordinate(latitude: latitude, longitude: longitude) }
    }

    @Test func outOfRangeTextIsRefusedWithItsCode() {
        #expect(throws: WeatherError.coordinateOutOfRange(latitude: 91, longitude: 10)) { try WeatherPlace.parse("91,10") }
    }

    @Test(arguments: ["48.8,abc", "48.8", "12,", "1e400,2"])
    func halfNumericTextIsAMalformedCoordinate(text: String) {
        #expect {
            try WeatherPlace.parse(text)
        } throws: { error in
            (error as? WeatherError)?.code == .malformedCoordinate || (error as? WeatherError)?.code == .coordinateOutOfRange
        }
    }

    @Test(arguments: ["Quimper", "New York", "Paris, France", "geonames:2984701", "Saint-Pol-de-Léon"])
    func otherTextIsAName(text: String) throws {
        #expect(try WeatherPlace.parse(text) == .named(text))
    }

    @Test func listSplitsOnSemicolons() throws {
        let places = try WeatherPlace.list(from: "New York; 47.99,-4.1 ;Quimper")
        #expect(places == [.named("New York"), .coordinate(try WeatherCoordinate(latitude: 47.99, longitude: -4.1)), .named("Quimper")])
    }

    @Test(arguments: [nil, "", " ; ;"])
    func emptyListIsRefused(parameter: String?) {
        #expect(throws: WeatherError.noPlaces) { try WeatherPlace.list(from: parameter) }
    }

    @Test func emptyItemIsRefusedWithItsPosition() {
        #expect(throws: WeatherError.emptyPlace(position: 2)) { try WeatherPlace.list(from: "Quimper;;Brest") }
    }

    @Test func moreThanTheLimitIsRefused() throws {
        let parameter = Array(repeating: "1,1", count: WeatherPlace.limit + 1).joined(separator: ";")
        #expect(throws: WeatherError.tooManyPlaces(count: 21, limit: 20)) { try WeatherPlace.list(from: parameter) }
        #expect(try WeatherPlace.list(from: Array(repeating: "1,1", count: WeatherPlace.limit).joined(separator: ";")).count == 20)
    }

    @Test func veryLongNamesAreRefused() {
        #expect(throws: WeatherError.placeTooLong(limit: 200)) { try WeatherPlace.parse(String(repeating: "a", count: 201)) }
    }

    @Test func errorsSpeakBothLanguagesAndSuggest() {
        let error = PlaceLookupError.unknown("Quimpr", suggestions: ["Quimper", "Quimperlé"])
        #expect(error.kind == .notFound)
        #expect(error.message.text(in: .en).contains("Quimper, Quimperlé"))
        #expect(error.message.text(in: .fr).contains("Vouliez-vous dire Quimper, Quimperlé"))
        #expect(WeatherError.tooManyPlaces(count: 30, limit: 20).kind == .badInput)
    }
}
