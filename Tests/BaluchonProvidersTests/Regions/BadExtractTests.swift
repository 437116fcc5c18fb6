import BaluchonCore
import FixtureServer
import Foundation
import Testing

@testable import BaluchonProviders

@Suite("Region imports refuse bad files")
struct BadExtractTests {
    @Test("Empty, truncated, random, gzip, XML and text files are refused with a clear error, and nothing is left")
    func refusesBadFiles() async throws {
        let folder = try RegionFixtures.temporaryFolder("bad-extracts")
        let monaco = try Data(contentsOf: try SharedData.extract("monaco"))
        var random = SystemRandomNumberGenerator()
        let cases: [(String, Data, String)] = [
            ("empty.osm.pbf", Data(), "empty_file"),
            ("truncated.osm.pbf", monaco.prefix(monaco.count / 3), "damaged_file"),
            ("random.osm.pbf", Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &random) }), "not_osm_pbf"),
            ("gzip.osm.pbf", try gzip(monaco.prefix(10_000)), "not_osm_pbf"),
            ("xml.osm.pbf", Data("<?xml version='1.0'?>\n<osm version='0.6'></osm>\n".utf8), "not_osm_pbf"),
            ("notes.osm.pbf", Data("Shopping list: bread, cheese, wine.\n".utf8), "not_osm_pbf"),
        ]
        let library = RegionLibrary(directory: folder.appendingPathComponent("regions"))
        for (name, bytes, code) in cases {
            let file = folder.appendingPathComponent(name)
            try bytes.write(to: file)
            do {
                try await library.import(extract: file, steps: [RoutingStep()])
                Issue.record("\(name) was imported")
            } catch let error as RegionError {
                #expect(error.code.rawValue == code, "\(name)")
                #expect(!error.message.text(in: .fr).isEmpty && error.message.text(in: .fr) != error.message.text(in: .en))
            }
        }
        #expect(library.installed().isEmpty)
        let left = (try? FileManager.default.contentsOfDirectory(atPath: library.directory.path)) ?? []
        #expect(left.isEmpty)
    }

    @Test("Refusals name what the file looks like")
    func namesTheKind() async throws {
        let folder = try RegionFixtures.temporaryFolder("bad-kinds")
        let file = folder.appendingPathComponent("x.osm.pbf")
        try gzip(Data("hello".utf8)).write(to: file)
        #expect(throws: RegionError.notPBF(name: "x.osm.pbf", actual: "gzip")) { try ExtractInspector().checkSignature(of: file) }
        try Data("<osm version='0.6'/>".utf8).write(to: file)
        #expect(throws: RegionError.notPBF(name: "x.osm.pbf", actual: "OSM XML")) { try ExtractInspector().checkSignature(of: file) }
        // What the file looks like is said in the reader's language too.
        let text = RegionError.notPBF(name: "README.md", actual: "text")
        #expect(text.message.text(in: .fr) == "Le fichier README.md n’est pas un extrait OpenStreetMap PBF : il ressemble à du texte.")
        #expect(text.message.text(in: .en) == "The file README.md is not an OpenStreetMap PBF extract: it looks like text.")
        #expect(RegionError.notPBF(name: "x", actual: "gzip").message.text(in: .fr).hasSuffix("il ressemble à une archive gzip."))
        #expect(throws: RegionError.fileNotFound(path: folder.appendingPathComponent("none.osm.pbf").path)) {
            try ExtractInspector().checkSignature(of: folder.appendingPathComponent("none.osm.pbf"))
        }
    }

    @Test("A program that stops is told in the reader's language, followed by its own last words", arguments: [("sh", true), ("false", false)])
    func aStoppedProgramIsToldInTheReadersLanguage(program: String, speaks: Bool) async throws {
        let folder = try RegionFixtures.temporaryFolder("stopped-program")
        var step = FeaturesStep()
        // `sh export …` cannot open a script named "export" and says so; `false` stops without a word.
        step.osmium = ExternalTool(name: program, package: "osmium-tool")
        let error = try await #require(throws: RegionError.self) {
            _ = try await step.run(extract: folder.appendingPathComponent("any.osm.pbf"), into: folder) { _ in }
        }
        let (french, english) = (error.message.text(in: .fr), error.message.text(in: .en))
        if speaks {
            #expect(
                french.wholeMatch(of: /L’import a échoué à l’étape « lieux et carte » : osmium export s’est arrêté \(code \d+\) : .*export.*/) != nil,
                "\(french)")
            #expect(
                english.wholeMatch(of: /The import failed at step “places and map”: osmium export stopped \(status \d+\): .*export.*/) != nil,
                "\(english)")
        } else {
            #expect(french == "L’import a échoué à l’étape « lieux et carte » : osmium export s’est arrêté (code 1)")
            #expect(english == "The import failed at step “places and map”: osmium export stopped (status 1)")
        }
    }

    func gzip(_ data: Data) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-c"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(data)
        try input.fileHandleForWriting.close()
        let result = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return result
    }
}
