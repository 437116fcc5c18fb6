import Foundation
import Testing

@testable import BaluchonCore

@Suite("Base45 (RFC 9285) and the whole-list code")
struct ListCodeTests {
    @Test("The RFC's examples", arguments: [("AB", "BB8"), ("Hello!!", "%69 VD92EX0"), ("base-45", "UJCLQE7W581"), ("ietf!", "QED8WEX0")])
    func base45(text: String, encoded: String) throws {
        #expect(Base45.encode(Array(text.utf8)) == encoded)
        #expect(try Base45.decode(encoded) == Array(text.utf8))
    }

    @Test("Base45 refuses what the RFC refuses", arguments: ["GGW", "A", "ab", "ZZ"])
    func base45Bad(text: String) {
        #expect(throws: SharingError.invalidBase45) { try Base45.decode(text) }
    }

    static func trip(count: Int, seed: UInt64) throws -> [SavedPlace] {
        var generator = SeededGenerator(state: seed)
        let names = ["Hôtel du Nord", "Parking P3", "Belvédère", "Gare", "Chez Marcel", "東京駅", "Plage"]
        let groups = ["", "Hôtels", "À voir", "Manger"]
        let colours: [String?] = [nil, "#e53935", "#1e88e5", "#43a047"]
        let baseLatitude = Double.random(in: -60...60, using: &generator)
        let baseLongitude = Double.random(in: -170...170, using: &generator)
        return try (0..<count).map { index in
            try SavedPlace(
                name: "\(names.randomElement(using: &generator)!) \(index)",
                note: Bool.random(using: &generator) ? "Code porte 4521B" : "",
                latitude: ((baseLatitude + Double.random(in: -0.2...0.2, using: &generator)) * 1e7).rounded() / 1e7,
                longitude: ((baseLongitude + Double.random(in: -0.2...0.2, using: &generator)) * 1e7).rounded() / 1e7,
                savedAt: Date(timeIntervalSince1970: Double(Int.random(in: 1_700_000_000...1_800_000_000, using: &generator) / 60 * 60)),
                colour: colours.randomElement(using: &generator)!, group: groups.randomElement(using: &generator)!)
        }
    }

    @Test("Round trip of 500 random lists, to the ten-millionth of a degree")
    func roundTrips() throws {
        for seed in 0..<500 {
            let places = try Self.trip(count: seed % 25 + 1, seed: UInt64(seed))
            let code = try ListCode.encode(places)
            #expect(code.allSatisfy { "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:".contains($0) })
            let back = try ListCode.decode("  \(code)\n")
            #expect(back.count == places.count)
            for (found, wanted) in zip(back, places) {
                #expect(found.name == wanted.name && found.note == wanted.note && found.colour == wanted.colour && found.group == wanted.group)
                #expect(found.savedAt == wanted.savedAt)
                #expect(abs(found.latitude - wanted.latitude) < 1e-9 && abs(found.longitude - wanted.longitude) < 1e-9)
            }
        }
    }

    @Test("A code wrapped over lines by a chat still reads")
    func wrapped() throws {
        let places = try Self.trip(count: 8, seed: 8)
        let code = try ListCode.encode(places)
        let wrapped = stride(from: 0, to: code.count, by: 40).map { String(Array(code)[$0..<min($0 + 40, code.count)]) }.joined(separator: "\r\n")
        #expect(try ListCode.decode("\t" + wrapped + "\n") == places)
    }

    @Test("Twenty named places fit in one QR code (version 40, level M)")
    func twentyFit() throws {
        let code = try ListCode.encode(try Self.trip(count: 20, seed: 20))
        #expect(code.count <= 3391)
    }

    @Test("A list too long for one QR code is refused, not cut")
    func tooLong() throws {
        let places = try Self.trip(count: 200, seed: 3)
        #expect(throws: SharingError.listTooLarge(maximumBytes: ListCode.maximumBytes)) { try ListCode.encode(places) }
    }

    @Test("A changed character is caught by the checksum")
    func damaged() throws {
        var characters = Array(try ListCode.encode(try Self.trip(count: 5, seed: 9)))
        let index = characters.count / 2
        characters[index] = characters[index] == "A" ? "B" : "A"
        #expect(throws: SharingError.listChecksumMismatch) { try ListCode.decode(String(characters)) }
    }

    @Test("A code from a newer format says so")
    func newer() throws {
        var body: [UInt8] = [3, 0, 0]
        let checksum = CRC32.checksum(body)
        body += [UInt8(checksum >> 24), UInt8(checksum >> 16 & 0xFF), UInt8(checksum >> 8 & 0xFF), UInt8(checksum & 0xFF)]
        #expect(throws: SharingError.listFromNewerVersion(3)) { try ListCode.decode(ListCode.prefix + Base45.encode(body)) }
    }

    @Test("A cut code is incomplete or damaged, never a crash")
    func cut() throws {
        let code = try ListCode.encode(try Self.trip(count: 3, seed: 4))
        for length in stride(from: ListCode.prefix.count, to: code.count, by: 1) {
            #expect(throws: SharingError.self) { try ListCode.decode(String(code.prefix(length))) }
        }
    }

    @Test("CRC-32 is the standard one")
    func crc() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    }
}
