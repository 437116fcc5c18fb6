import BaluchonCore
import Testing

@Suite("Gazetteer search")
struct GazetteerSearchTests {
    @Test(
        "finds places whatever the case, accents or script",
        arguments: [
            ("sao paulo", "São Paulo/BR"), ("SÃO PAULO", "São Paulo/BR"), ("Kemper", "Quimper/FR"), ("坎佩尔", "Quimper/FR"),
            ("캥페르", "Quimper/FR"), ("Кемпер", "Quimper/FR"), ("москва", "Moscow/RU"), ("東京", "Tokyo/JP"), ("tokio", "Tokyo/JP"),
            ("xian", "Xi’an/CN"), ("Xi'an", "Xi’an/CN"), ("St Malo", "Saint-Malo/FR"), ("saint malo", "Saint-Malo/FR"),
            ("Londres", "London/GB"), ("nyc", "New York City/US"),
        ])
    func findsFirst(query: String, expected: String) throws {
        #expect(try SampleGazetteer.names(query).first == expected)
    }

    @Test("matches prefixes, the biggest place first")
    func prefixes() throws {
        #expect(try SampleGazetteer.names("quim") == ["Quimper/FR"])
        #expect(try SampleGazetteer.names("lon") == ["London/GB", "London/CA", "Londonderry County Borough/GB", "Longyearbyen/SJ"])
    }

    @Test("ranks an exact name before whole words before prefixes, then by population")
    func ranking() throws {
        #expect(try SampleGazetteer.names("york") == ["York/GB", "New York City/US", "Yorkton/CA"])
        #expect(try SampleGazetteer.names("paris") == ["Paris/FR", "Paris/US", "Parisot/FR"])
    }

    @Test("forgives one typo in a word of five letters or more", arguments: ["Pariss", "Parsi", "Paaris", "Pqris"])
    func typos(query: String) throws {
        #expect(try SampleGazetteer.names(query).first == "Paris/FR")
    }

    @Test("corrects typos in longer names and across a missing space", arguments: ["Londn", "Lodnon", "Quimpre", "Madird", "newyork"])
    func moreTypos(query: String) throws {
        let first = try SampleGazetteer.names(query).first
        #expect(first != nil)
        #expect(["London/GB", "Quimper/FR", "Madrid/ES", "New York City/US"].contains(first!))
    }

    @Test("does not guess in words shorter than five letters", arguments: [("Prs", "Paris/FR"), ("Brln", "Berlin/DE"), ("Lndn", "London/GB")])
    func shortWordsAreNotCorrected(query: String, missed: String) throws {
        #expect(!(try SampleGazetteer.names(query)).contains(missed))
    }

    @Test("finds a place after any one random edit of a long word in its name")
    func randomTypos() throws {
        var generator = SeededGenerator(state: 11)
        let index = SampleGazetteer.index
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        for record in SampleGazetteer.records {
            let word = Array(PlaceNormalizer.normalize(record.name))
            guard word.count >= 5, !word.contains(" ") else { continue }
            for _ in 0..<25 {
                var typed = word
                let position = Int.random(in: 0..<word.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: typed.remove(at: position)
                case 1: typed.insert(letters.randomElement(using: &generator)!, at: position)
                case 2: typed[position] = letters.randomElement(using: &generator)!
                default: if position + 1 < typed.count { typed.swapAt(position, position + 1) }
                }
                guard typed.count >= 5 else { continue }  // The rule counts the letters typed.
                let hits = index.search(try PlaceQuery(text: String(typed), limit: 50))
                #expect(hits.contains { index.places.ids[$0.place] == UInt32(record.geonameID) }, "\(String(typed)) → \(record.name)")
            }
        }
    }

    @Test("leaves out GeoNames' machine transliterations but keeps real names")
    func transliterations() throws {
        #expect(try SampleGazetteer.names("kan pei er").isEmpty)
        #expect(GazetteerEntry.isMachineTransliteration("kwympr") && !GazetteerEntry.isMachineTransliteration("Kemper"))
        #expect(!GazetteerEntry.isMachineTransliteration("坎佩尔") && !GazetteerEntry.isMachineTransliteration("UIP"))
    }

    @Test("says how each place matched")
    func qualities() throws {
        let index = SampleGazetteer.index
        #expect(index.search(try PlaceQuery(text: "york")).map(\.quality) == [.exact, .word, .prefix])
        #expect(index.search(try PlaceQuery(text: "pariss")).first?.quality == .typo)
        #expect(index.search(try PlaceQuery(text: "madri")).first?.quality == .exact)
    }

    @Test("filters by country and honours the limit")
    func countryAndLimit() throws {
        #expect(try SampleGazetteer.names("paris", country: "US") == ["Paris/US"])
        #expect(try SampleGazetteer.names("london", country: "ca") == ["London/CA"])
        #expect(try SampleGazetteer.names("paris", country: "JP").isEmpty)
        #expect(try SampleGazetteer.names("lon", limit: 2) == ["London/GB", "London/CA"])
    }

    @Test("lists each place once even when several of its names match")
    func distinctPlaces() throws {
        let names = try SampleGazetteer.names("new york")
        #expect(names == ["New York City/US"])
        #expect(try SampleGazetteer.names("sa").filter { $0 == "São Paulo/BR" }.count == 1)
    }

    @Test("finds every place of the sample by each of its names")
    func everyName() throws {
        let index = SampleGazetteer.index
        for record in SampleGazetteer.records {
            let names = [record.name] + record.alternateNames.filter { !GazetteerEntry.isMachineTransliteration($0) }
            for name in names where PlaceNormalizer.normalize(name).unicodeScalars.count >= 2 {
                let hits = index.search(try PlaceQuery(text: name, limit: 50))
                #expect(hits.contains { index.places.ids[$0.place] == UInt32(record.geonameID) }, "\(name)")
            }
        }
    }
}
