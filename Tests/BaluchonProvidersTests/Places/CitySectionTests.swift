import BaluchonCore
import BaluchonProviders
import FixtureServer
import Foundation
import Testing

/// Real GeoNames rows (Paris, four of its arrondissements, Monaco and two of its quarters, with the feature
/// codes GeoNames publishes) through the real import path.
@Suite("Reverse geocoding names the town of a city section", .timeLimit(.minutes(5)))
struct CitySectionTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("baluchon-sections-\(UUID().uuidString)")
    static let rows = FixtureReply.fixturesDirectory.appendingPathComponent("places/geonames-city-sections.txt")
    static let now = Date(timeIntervalSince1970: 1_780_000_000)

    /// The gazetteer an import of the fixture's kept lines leaves, read back from its saved file.
    private func imported(keeping keep: (String) -> Bool = { _ in true }, blankingCodes: Bool = false) throws -> Gazetteer {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let text = try String(contentsOf: Self.rows, encoding: .utf8).split(separator: "\n").filter { keep(String($0)) }.map { line in
            guard blankingCodes else { return String(line) }
            var columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            columns[7] = ""  // GeoNames' 8th column: the feature code
            return columns.joined(separator: "\t")
        }
        let file = directory.appendingPathComponent("sections.txt")
        try Data((text.joined(separator: "\n") + "\n").utf8).write(to: file)
        let storage = GazetteerStorage(directory: directory)
        _ = try GeoNamesImporter(storage: storage).importFile(file, options: .init(replace: true), current: { nil })
        let index = try GazetteerLoader.index(at: storage.importedPlaces)
        return Gazetteer(index: index, countries: CountryCatalog(records: []))
    }

    @Test("A point in the Louvre arrondissement answers Paris, the section as detail")
    func paris() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let gazetteer = try imported()
        let point = try Coordinate(latitude: "48.8606", longitude: "2.3376")
        let results = gazetteer.nearest(to: point, limit: 3, language: .en, now: Self.now)
        let first = try #require(results.first)
        #expect(first.id == "geonames:2988507" && first.name == "Paris" && first.section == "Louvre")
        #expect(first.distanceMetres.map { $0 > 1_000 && $0 < 1_500 } == true, "the distance is the town's")
        #expect(Set(results.map(\.id)).count == results.count, "Paris comes once, however many of its sections are near")
    }

    @Test("A quarter whose name does not repeat its town's keeps its whole name: Monte-Carlo, Monaco")
    func monaco() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let gazetteer = try imported()
        let first = try #require(
            gazetteer.nearest(to: try Coordinate(latitude: "43.7397", longitude: "7.4275"), limit: 1, language: .fr, now: Self.now).first)
        #expect(first.name == "Monaco" && first.section == "Monte-Carlo")
    }

    @Test("In a dump without feature codes, a place named after a bigger one nearby is its section; others answer for themselves")
    func withoutFeatureCodes() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        // The shipped cities500 has GeoNames' columns but empty feature codes.
        let gazetteer = try imported(blankingCodes: true)
        let louvre = try #require(
            gazetteer.nearest(to: try Coordinate(latitude: "48.8606", longitude: "2.3376"), limit: 1, language: .en, now: Self.now).first)
        #expect(louvre.name == "Paris" && louvre.section == "Louvre")
        let monteCarlo = try #require(
            gazetteer.nearest(to: try Coordinate(latitude: "43.7397", longitude: "7.4275"), limit: 1, language: .fr, now: Self.now).first)
        #expect(monteCarlo.name == "Monte-Carlo" && monteCarlo.section == nil)
    }

    @Test("With no town near, the section answers for itself")
    func alone() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let gazetteer = try imported { !$0.hasPrefix("2988507\t") }
        let first = try #require(
            gazetteer.nearest(to: try Coordinate(latitude: "48.8606", longitude: "2.3376"), limit: 1, language: .en, now: Self.now).first)
        #expect(first.name == "Paris 01 Louvre" && first.section == nil)
    }

    @Test("Feature codes survive the saved archive; an archive of format 2, without them, still loads")
    func archive() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let index = try imported().index
        let louvre = try #require(index.places.index(ofGeonameID: 6_269_531))
        #expect(index.places.featureCode(at: louvre) == "PPLX")
        #expect(index.town(ofSection: louvre).map { index.places.name(at: $0) } == "Paris")
        var old = GazetteerArchive.encode(index)
        // Format 2 is format 3 without the closing feature codes: their table, then one index a place (all
        // below 128 here, so one byte each), after the version that follows the 12-byte magic.
        old.removeLast(1 + index.places.featureCodes.reduce(0) { $0 + 1 + $1.utf8.count } + index.places.count)
        old[12] = 2
        let reloaded = try GazetteerArchive.decode(old)
        #expect(reloaded.places.count == index.places.count && reloaded.places.featureCode(at: louvre).isEmpty)
        // Without codes, the section is found by its name.
        #expect(reloaded.town(ofSection: louvre).map { reloaded.places.name(at: $0) } == "Paris")
    }

    @Test(
        "What a section adds to its town's name",
        arguments: [
            ("Paris 01 Louvre", "Paris", "Louvre"), ("Lyon 01", "Lyon", "Lyon 01"), ("Monte-Carlo", "Monaco", "Monte-Carlo"),
            ("Marseille 07", "Marseille", "Marseille 07"),
        ])
    func detail(section: String, town: String, expected: String) {
        #expect(GazetteerIndex.sectionDetail(section, town: town) == expected)
    }
}
