import Testing

@testable import BaluchonCore

@Suite("Plus Codes against the official vectors")
struct PlusCodeTests {
    @Test("Every encoding vector: degrees to integers to code")
    func encoding() throws {
        let rows = OLCVectors.rows("encoding.csv")
        #expect(rows.count == 302)
        for row in rows {
            let latitude = try #require(Double(row[0]))
            let longitude = try #require(Double(row[1]))
            let length = try #require(Int(row[4]))
            let integers = PlusCode.integers(latitude: latitude, longitude: longitude)
            #expect(integers.0 == Int64(row[2]), "latitude integer of \(row)")
            #expect(integers.1 == Int64(row[3]), "longitude integer of \(row)")
            #expect(try PlusCode.encode(latitudeInteger: Int64(row[2])!, longitudeInteger: Int64(row[3])!, length: length) == row[5])
            #expect(try PlusCode.encode(latitude: latitude, longitude: longitude, length: length) == row[5], "\(row)")
        }
    }

    @Test("Every decoding vector, within 1e-10 degree")
    func decoding() throws {
        let rows = OLCVectors.rows("decoding.csv")
        #expect(rows.count == 420)
        for row in rows {
            let area = try PlusCode.decode(row[0])
            #expect(area.length == Int(row[1]), "\(row)")
            let expected = row[2...5].map { Double($0)! }
            let found = [area.south, area.west, area.north, area.east]
            for (value, wanted) in zip(found, expected) {
                #expect(abs(value - wanted) < 1e-10, "\(row): \(found)")
            }
        }
    }

    @Test("Every validity vector")
    func validity() {
        let rows = OLCVectors.rows("validityTests.csv")
        #expect(rows.count == 25)
        for row in rows {
            #expect(PlusCode.isValid(row[0]) == (row[1] == "true"), "valid \(row)")
            #expect(PlusCode.isShort(row[0]) == (row[2] == "true"), "short \(row)")
            #expect(PlusCode.isFull(row[0]) == (row[3] == "true"), "full \(row)")
        }
    }

    @Test("Every short-code vector, shortened and recovered")
    func shortCodes() throws {
        let rows = OLCVectors.rows("shortCodeTests.csv")
        #expect(rows.count == 19)
        for row in rows {
            let latitude = try #require(Double(row[1]))
            let longitude = try #require(Double(row[2]))
            if row[4] == "S" || row[4] == "B" {
                #expect(try PlusCode.shorten(row[0], nearLatitude: latitude, longitude: longitude) == row[3], "\(row)")
            }
            if row[4] == "R" || row[4] == "B" {
                #expect(try PlusCode.recover(row[3], nearLatitude: latitude, longitude: longitude) == row[0], "\(row)")
            }
        }
    }

    @Test("Bad codes are clear errors", arguments: ["8FWC2_45+G6", "8FWC2345G6+", "+", "hello"])
    func badCodes(code: String) {
        #expect(throws: SharingError.invalidPlusCode(code)) { try PlusCode.decode(code) }
    }

    @Test("A short code without a reference says it needs one")
    func shortWithoutReference() {
        #expect(throws: SharingError.shortPlusCodeNeedsReference("CJ+2VX")) { try PlusCode.decode("CJ+2VX") }
    }

    @Test("Odd lengths under 10 are refused", arguments: [1, 3, 5, 7, 9])
    func oddLengths(length: Int) {
        #expect(throws: SharingError.invalidPlusCodeLength(length)) { try PlusCode.encode(latitude: 1, longitude: 1, length: length) }
    }

    @Test("Round trip over 20,000 random points: the cell holds the point, and short codes recover near it")
    func randomRoundTrips() throws {
        var generator = SeededGenerator(state: 14)
        for _ in 0..<20_000 {
            let latitude = Double.random(in: -89.9...89.9, using: &generator)
            let longitude = Double.random(in: -180..<180, using: &generator)
            let length = [10, 11, 12, 13].randomElement(using: &generator)!
            let code = try PlusCode.encode(latitude: latitude, longitude: longitude, length: length)
            let area = try PlusCode.decode(code)
            #expect(area.south <= latitude + 1e-9 && latitude < area.north + 1e-9 && area.west <= longitude + 1e-9 && longitude < area.east + 1e-9)
            let nearLatitude = latitude + Double.random(in: -0.01...0.01, using: &generator)
            let nearLongitude = longitude + Double.random(in: -0.01...0.01, using: &generator)
            let short = try PlusCode.shorten(code, nearLatitude: nearLatitude, longitude: nearLongitude)
            #expect(try PlusCode.recover(short, nearLatitude: nearLatitude, longitude: nearLongitude) == code)
        }
    }
}
