import BaluchonCore
import Testing

@Suite("Place query validation")
struct PlaceQueryTests {
    static let countries = try! CountryCatalog.parse(
        "#ISO\tISO3\n" + "FR\tFRA\t250\tFR\tFrance\tParis\t547030\t66987244\tEU\t.fr\tEUR\tEuro\t33\t\t\tfr-FR,frp\t3017382\tCH,DE\t\n")

    @Test(
        "refuses unusable text with a clear error",
        arguments: [
            ("", PlacesError.queryTooShort(minimum: 2)), ("   ", .queryTooShort(minimum: 2)), ("a", .queryTooShort(minimum: 2)),
            ("é!", .queryTooShort(minimum: 2)), ("-- ", .queryTooShort(minimum: 2)),
            (String(repeating: "a", count: 500), .queryTooLong(maximum: 120)), ("Par\u{07}is", .invalidCharacters),
            ("Par\nis", .invalidCharacters), ("Paris\u{0}", .invalidCharacters), ("Par\u{FFFD}s", .invalidCharacters),
            ("\u{9B}Paris", .invalidCharacters),
        ])
    func refusesText(text: String, error: PlacesError) {
        #expect(throws: error) { try PlaceQuery(text: text) }
    }

    @Test("accepts two letters in any script and trims spaces")
    func accepts() throws {
        #expect(try PlaceQuery(text: " Ys ").text == "Ys")
        #expect(try PlaceQuery(text: "西安").folded == "西安")
        #expect(try PlaceQuery(text: String(repeating: "a", count: 120)).folded.count == 120)
    }

    @Test("checks country codes", arguments: [("fra", false), ("XX", false), ("F", false), ("1A", false), (" fr ", true), ("FR", true)])
    func countryCodes(code: String, valid: Bool) {
        if valid {
            #expect((try? PlaceQuery(text: "paris", country: code, countries: Self.countries))?.country == "FR")
        } else {
            #expect(throws: PlacesError.self) { try PlaceQuery(text: "paris", country: code, countries: Self.countries) }
        }
    }

    @Test("checks limits", arguments: ["0", "51", "-1", "ten", "99999999999999999999", "2.5"])
    func limits(text: String) {
        #expect(throws: ParameterError.self) { try PlaceQuery.limit(text) }
    }

    @Test("reads limits and defaults")
    func readsLimits() throws {
        #expect(try PlaceQuery.limit(nil) == 10)
        #expect(try PlaceQuery.limit("50") == 50)
    }

    @Test(
        "refuses invalid coordinates",
        arguments: [("91", "0"), ("-90.5", "0"), ("0", "180.01"), ("0", "-999"), ("nan", "0"), ("0", "inf"), ("north", "2"), ("", "2")])
    func coordinates(latitude: String, longitude: String) {
        #expect(throws: PlacesError.self) { try Coordinate(latitude: latitude, longitude: longitude) }
    }

    @Test("reads coordinates, with a decimal comma too")
    func readsCoordinates() throws {
        #expect(try Coordinate(latitude: "48,85", longitude: " -4.1 ") == Coordinate(latitude: 48.85, longitude: -4.1))
        #expect(try Coordinate(latitude: "-90", longitude: "180").latitude == -90)
    }
}
