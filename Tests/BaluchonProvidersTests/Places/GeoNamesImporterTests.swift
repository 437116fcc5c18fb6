import BaluchonCore
import BaluchonProviders
import FixtureServer
import Foundation
import Logging
import Testing

@Suite("GeoNames importer")
struct GeoNamesImporterTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("baluchon-import-\(UUID().uuidString)")
    var storage: GazetteerStorage { GazetteerStorage(directory: directory) }
    static let fixtures = FixtureReply.fixturesDirectory.appendingPathComponent("places")

    private func importer() -> GeoNamesImporter { GeoNamesImporter(storage: storage) }

    private func current() throws -> GazetteerIndex? {
        FileManager.default.fileExists(atPath: storage.importedPlaces.path) ? try GazetteerLoader.index(at: storage.importedPlaces) : nil
    }

    private func run(_ url: URL, replace: Bool = false) throws -> GeoNamesImporter.Summary {
        try importer().importFile(url, options: .init(replace: replace), current: current)
    }

    private func names(_ text: String) throws -> [String] {
        let index = try #require(try current())
        return index.search(try PlaceQuery(text: text)).map { index.places.name(at: $0.place) }
    }

    @Test("imports the dump as plain text, gzip or zip", arguments: ["geonames-sample.txt", "geonames-sample.txt.gz", "geonames-sample.zip"])
    func formats(file: String) throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        var fractions: [Double] = []
        let summary = try importer().importFile(Self.fixtures.appendingPathComponent(file), options: .init(replace: true), current: current) {
            if $0.phase == .reading { fractions.append($0.fraction) }
        }
        #expect(summary.kind == .places && summary.imported == 12 && summary.total == 12 && summary.linesRead == 12)
        #expect(fractions.last == 1 && fractions == fractions.sorted())
        #expect(try names("kemper") == ["Quimper"])
        #expect(try names("坎佩尔") == ["Quimper"])
    }

    @Test("imports a zip as another writer streams it: a readme first, sizes after the data")
    func streamedZip() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let script = """
            import sys, zipfile
            with zipfile.ZipFile(sys.stdout.buffer, "w", zipfile.ZIP_DEFLATED) as z:
                z.writestr("readme.txt", "GeoNames")
                z.writestr("FR.txt", open(sys.argv[1], "rb").read())
            """
        let zip = try KMZArchiveTests.python(script, Self.fixtures.appendingPathComponent("geonames-sample.txt").path)
        #expect(zip[6] & 0x08 != 0, "the sizes come after the data")
        let file = directory.appendingPathComponent("FR.zip")
        try zip.write(to: file)
        let summary = try run(file, replace: true)
        #expect(summary.imported == 12 && summary.linesRead == 12)
        #expect(try names("kemper") == ["Quimper"])
    }

    @Test("adds to the gazetteer in use; the same id is replaced")
    func merges() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try run(Self.fixtures.appendingPathComponent("geonames-sample.txt"), replace: true)
        let summary = try run(Self.fixtures.appendingPathComponent("geonames-extra.txt"))
        #expect(summary.imported == 2 && summary.total == 13)
        let index = try #require(try current())
        #expect(index.info.source == "geonames-sample.txt + geonames-extra.txt")
        let quimper = try #require(index.places.index(ofGeonameID: 2_984_701))
        #expect(index.places.populations[quimper] == 70_000)
        #expect(try names("brest") == ["Brest"] && names("london").count == 2)
    }

    @Test("imports countryInfo.txt")
    func countries() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let summary = try run(Self.fixtures.appendingPathComponent("countryInfo-sample.txt"))
        #expect(summary.kind == .countries && summary.imported == 9)
        #expect(try GazetteerLoader.countries(at: storage.importedCountries).country("JP")?.currencyCode == "JPY")
    }

    @Test(
        "refuses damaged files and keeps the previous data byte for byte",
        arguments: [
            "truncated gzip", "broken line", "binary", "empty", "comments only", "zip without text", "truncated zip",
            "zip with a wrong checksum", "missing",
        ])
    func damaged(kind: String) throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try run(Self.fixtures.appendingPathComponent("geonames-sample.txt"), replace: true)
        let before = try Data(contentsOf: storage.importedPlaces)
        let bad = directory.appendingPathComponent("bad-\(kind.replacingOccurrences(of: " ", with: "-"))")
        let sample = try Data(contentsOf: Self.fixtures.appendingPathComponent("geonames-sample.txt"))
        switch kind {
        case "truncated gzip":
            let gzip = try Data(contentsOf: Self.fixtures.appendingPathComponent("geonames-sample.txt.gz"))
            try gzip.prefix(gzip.count / 2).write(to: bad)
        case "broken line":
            var lines = String(decoding: sample, as: UTF8.self).split(separator: "\n").map(String.init)
            lines[4] = lines[4].replacingOccurrences(of: "\t", with: " ")
            try Data(lines.joined(separator: "\n").utf8).write(to: bad)
        case "binary":
            try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }).write(to: bad)
        case "empty":
            try Data().write(to: bad)
        case "comments only":
            try Data("# nothing here\n\n".utf8).write(to: bad)
        case "zip without text":
            var zip = try Data(contentsOf: Self.fixtures.appendingPathComponent("geonames-sample.zip"))
            zip.replaceSubrange(zip.count - 22..<zip.count, with: Data(repeating: 0, count: 22))
            try zip.write(to: bad)
        case "truncated zip":
            let zip = try Data(contentsOf: Self.fixtures.appendingPathComponent("geonames-sample.zip"))
            try zip.prefix(zip.count - 30).write(to: bad)
        case "zip with a wrong checksum":
            // The text stored as is, one byte changed after its CRC-32 was written.
            let zip = try KMZArchiveTests.python(
                "import sys, zipfile\nz = zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_STORED)\nz.writestr('x.txt', open(sys.argv[2], 'rb').read())\nz.close()",
                bad.path, Self.fixtures.appendingPathComponent("geonames-sample.txt").path)
            #expect(zip.isEmpty)
            var bytes = try Data(contentsOf: bad)
            bytes[60] ^= 0x01
            try bytes.write(to: bad)
        default:
            break
        }
        #expect(throws: GeoNamesDataError.self) { try run(bad) }
        #expect(try Data(contentsOf: storage.importedPlaces) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test("tells the line that is wrong")
    func lineNumber() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let bad = directory.appendingPathComponent("bad.txt")
        let sample = try String(contentsOf: Self.fixtures.appendingPathComponent("geonames-sample.txt"), encoding: .utf8)
        try Data((sample + "12\tNowhere\n").utf8).write(to: bad)
        let error = #expect(throws: GeoNamesDataError.self) { try run(bad) }
        #expect(error?.message.text(in: .en) == "Line 13 is not a GeoNames line: expected 19 tab-separated columns, found 2.")
        #expect(
            error?.message.text(in: .fr)
                == "La ligne 13 n’est pas une ligne GeoNames : 19 colonnes séparées par des tabulations attendues, 2 trouvées.")
    }
}
