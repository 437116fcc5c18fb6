import BaluchonCore
import Testing

@Suite("Gazetteer archive")
struct GazetteerArchiveTests {
    let index = SampleGazetteer.index

    @Test("round-trips every place, key and answer")
    func roundTrip() throws {
        let decoded = try GazetteerArchive.decode(GazetteerArchive.encode(index))
        #expect(decoded.info == index.info)
        #expect(decoded.places.ids == index.places.ids)
        #expect(decoded.places.latitudes == index.places.latitudes && decoded.places.longitudes == index.places.longitudes)
        #expect(decoded.places.nameBytes == index.places.nameBytes && decoded.places.timeZoneIDs == index.places.timeZoneIDs)
        #expect(decoded.keys.bytes == index.keys.bytes && decoded.keys.offsets == index.keys.offsets)
        #expect(decoded.keys.places == index.keys.places)
        #expect((0..<index.keys.count).allSatisfy { decoded.keys.isInner($0) == index.keys.isInner($0) })
        for text in ["par", "kemper", "pariss", "york"] {
            let query = try PlaceQuery(text: text)
            #expect(decoded.search(query) == index.search(query))
        }
    }

    @Test("rebuilding from its own entries gives the same index")
    func entriesRoundTrip() {
        let rebuilt = GazetteerBuilder.build(index.entries(), info: index.info)
        #expect(GazetteerArchive.encode(rebuilt) == GazetteerArchive.encode(index))
    }

    @Test("later entries replace earlier ones with the same id")
    func replaces() throws {
        var entries = index.entries()
        var renamed = entries.first { $0.geonameID == 2_984_701 }!
        renamed.name = "Kemper"
        renamed.population = 70_000
        entries.append(renamed)
        let merged = GazetteerBuilder.build(entries, info: index.info)
        #expect(merged.places.count == index.places.count)
        let hit = merged.search(try PlaceQuery(text: "quimper")).first!
        #expect(merged.places.name(at: hit.place) == "Kemper" && merged.places.populations[hit.place] == 70_000)
    }

    @Test("refuses every truncation and damaged bytes without crashing")
    func damaged() {
        let bytes = GazetteerArchive.encode(index)
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 300)) {
            #expect(throws: GeoNamesDataError.self) { try GazetteerArchive.decode(Array(bytes.prefix(length))) }
        }
        #expect(throws: GeoNamesDataError.self) { try GazetteerArchive.decode(bytes + [0]) }
        var wrongMagic = bytes
        wrongMagic[0] = 0x58
        #expect(throws: GeoNamesDataError.self) { try GazetteerArchive.decode(wrongMagic) }
        var generator = SeededGenerator(state: 7)
        for _ in 0..<300 {
            var flipped = bytes
            let position = Int.random(in: 0..<bytes.count, using: &generator)
            flipped[position] ^= UInt8.random(in: 1...255, using: &generator)
            // A flip may land on a harmless byte (a population); it must never crash or loop.
            _ = try? GazetteerArchive.decode(flipped)
        }
    }
}
