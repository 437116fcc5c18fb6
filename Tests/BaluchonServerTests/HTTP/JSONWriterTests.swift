import Foundation
import Testing

@testable import BaluchonServer

@Suite("Hand-written JSON")
struct JSONWriterTests {
    @Test(arguments: ["plain", "quote \" and back\\slash", "line\nbreak\ttab\r", "\u{01}\u{1F}", "Saint-Pol-de-Léon", "坎佩尔 🌧️", ""])
    func stringsRoundTrip(text: String) throws {
        var json = JSONWriter()
        json.raw("[")
        json.string(text)
        json.raw("]")
        let decoded = try JSONSerialization.jsonObject(with: Data(json.bytes)) as? [String]
        #expect(decoded == [text])
    }

    @Test func numbersAreJSON() throws {
        var json = JSONWriter()
        json.raw("[")
        for (index, value) in [48.0, -4.1, 0.0, 1e300, -90.0].enumerated() {
            if index > 0 { json.raw(",") }
            json.number(value)
        }
        json.raw(",")
        json.number(Double.nan)
        json.raw("]")
        #expect(String(decoding: json.bytes, as: UTF8.self) == "[48,-4.1,0,1e+300,-90,null]")
        #expect(try JSONSerialization.jsonObject(with: Data(json.bytes)) is [Any])
    }

    @Test func utcTimestampsEndInZ() {
        #expect(WeatherRoutes.utc(Date(timeIntervalSince1970: 1_751_378_400)) == "2025-07-01T14:00:00Z")
    }
}
