import Foundation
import Testing

@testable import BaluchonCore

/// Files made to crash or exhaust the importer: each refused with a clear error, quickly and within bounds.
@Suite("Hostile files of places", .timeLimit(.minutes(5)))
struct HostileFilesTests {
    /// `levels` nested elements inside a GPX or KML root, closed or left open.
    static func nested(_ format: PlaceFileFormat, levels: Int, closed: Bool) -> Data {
        let root = format == .gpx ? "<gpx version=\"1.1\">" : "<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Document>"
        var text = root + String(repeating: "<a>", count: levels)
        if closed {
            text += String(repeating: "</a>", count: levels) + (format == .gpx ? "</gpx>" : "</Document></kml>")
        }
        return Data(text.utf8)
    }

    @Test(
        "A million nested elements, open or closed, are refused as too deep and never crash",
        arguments: [PlaceFileFormat.gpx, .kml], [true, false])
    func deep(format: PlaceFileFormat, closed: Bool) {
        let data = Self.nested(format, levels: 1_000_000, closed: closed)
        #expect(throws: PlaceFileError.tooDeep(format: format.rawValue.uppercased(), maximum: XMLElementNode.maximumDepth)) {
            try PlaceFiles.read(data, as: format)
        }
    }

    @Test("Nesting up to the limit still reads, and its tree is freed without recursion")
    func deepButAllowed() throws {
        let depth = XMLElementNode.maximumDepth - 3
        let data = Data(
            ("<gpx>" + String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
                + "<wpt lat=\"1\" lon=\"2\"><name>x</name></wpt></gpx>").utf8)
        #expect(try PlaceFiles.read(data, as: .gpx).map(\.name) == ["x"])
    }

    @Test("A tree built far deeper than any file may be is freed level by level")
    func iterativeTeardown() {
        var root: XMLElementNode? = XMLElementNode(name: "root", attributes: XMLAttributes())
        var node = root!
        for _ in 0..<1_000_000 {
            let child = XMLElementNode(name: "a", attributes: XMLAttributes())
            node.children.append(child)
            node = child
        }
        root = nil
        #expect(root == nil)
    }

    /// A DOCTYPE whose internal entities would expand a few bytes a hundred-thousand-fold.
    static let laughs = """
        <?xml version="1.0" encoding="UTF-16"?><!DOCTYPE gpx [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">\
        <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]>\
        <gpx><wpt lat="1" lon="2"><name>&d;&d;&d;</name></wpt></gpx>
        """

    @Test("A DOCTYPE is refused by the parser whatever the encoding: UTF-16 either way round, or after 64 KB of prolog")
    func doctypeAnyEncoding() throws {
        let little = try #require(Self.laughs.data(using: .utf16LittleEndian))
        let big = try #require(Self.laughs.data(using: .utf16BigEndian))
        for data in [Data([0xFF, 0xFE]) + little, Data([0xFE, 0xFF]) + big] {
            #expect(throws: PlaceFileError.entitiesRefused) { try PlaceFiles.read(data, as: .gpx) }
        }
        let prolog = "<?xml version=\"1.0\"?>" + String(repeating: "<!-- padding -->", count: 70 * 1024 / 16)
        let late = prolog + Self.laughs.replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-16\"?>", with: "")
        #expect(throws: PlaceFileError.entitiesRefused) { try PlaceFiles.read(Data(late.utf8), as: .gpx) }
        #expect(throws: PlaceFileError.entitiesRefused) { try PlaceFiles.read(Data(late.utf8), as: .kml) }
    }

    @Test("An undeclared entity is an error, never text")
    func undeclaredEntity() {
        #expect(throws: PlaceFileError.self) {
            try PlaceFiles.read(Data("<gpx><wpt lat=\"1\" lon=\"2\"><name>&x;</name></wpt></gpx>".utf8), as: .gpx)
        }
    }

    @Test("More elements than a file of places holds are refused while reading, skipped ones included")
    func tooManyElements() {
        let data = Data(("<gpx>" + String(repeating: "<x/>", count: XMLElementNode.maximumElements + 1) + "</gpx>").utf8)
        #expect(throws: PlaceFileError.tooManyElements(format: "GPX", maximum: XMLElementNode.maximumElements)) {
            try PlaceFiles.read(data, as: .gpx)
        }
    }

    @Test("A GeoJSON of lines the importer skips is counted as it is read and refused past the limit")
    func skippedFeatures() {
        let line = #"{"type":"Feature","geometry":{"type":"LineString","coordinates":[[1,2],[3,4]]},"properties":{}}"#
        let many =
            #"{"type":"FeatureCollection","features":["# + Array(repeating: line, count: GeoJSONFile.maximumFeatures + 1).joined(separator: ",")
            + "]}"
        #expect(throws: PlaceFileError.tooManyElements(format: "GeoJSON", maximum: GeoJSONFile.maximumFeatures)) {
            try PlaceFiles.read(Data(many.utf8), as: .geojson)
        }
        let some =
            #"{"type":"FeatureCollection","features":["# + Array(repeating: line, count: 1_000).joined(separator: ",")
            + #",{"type":"Feature","geometry":{"type":"Point","coordinates":[2.35,48.85]},"properties":{"name":"Paris","n":3}}]}"#
        #expect(throws: Never.self) { try PlaceFiles.read(Data(some.utf8), as: .geojson) }
        #expect((try? PlaceFiles.read(Data(some.utf8), as: .geojson))?.map(\.name) == ["Paris"])
    }

    @Test("A GeoJSON feature that is not an object is passed over like a line")
    func oddFeatures() throws {
        let text =
            #"{"type":"FeatureCollection","features":[3,"x",{"geometry":7},{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]}}]}"#
        #expect(try PlaceFiles.read(Data(text.utf8), as: .geojson).map(\.latitude) == [2])
    }

    @Test("A CSV of empty lines is refused as it is read, not held in memory")
    func emptyRows() {
        let data = Data(("name,lat,lon\n" + String(repeating: "\n", count: CSVFile.maximumRecords + 1)).utf8)
        #expect(throws: PlaceFileError.tooManyElements(format: "CSV", maximum: CSVFile.maximumRecords)) { try PlaceFiles.read(data, as: .csv) }
    }

    @Test(
        "No spreadsheet locale's separator exposes a formula: cells with ; tab or | are quoted",
        arguments: ["x;=1+2", "x\t=1+2", "x|=1+2", "a;b;@SUM(A1)"])
    func separatorFormulas(cell: String) throws {
        let place = try SavedPlace(name: cell, note: cell, latitude: 1, longitude: 2, group: cell)
        let data = PlaceFiles.export([place], as: .csv, title: "t")
        let line = String(decoding: data, as: UTF8.self).split(separator: "\r\n")[1]
        for separator in [";", "\t", "|"] {
            // Split as that locale would, outside quotes: no cell may open like a formula.
            var inQuotes = false
            var cells: [String] = [""]
            for character in line {
                if character == "\"" { inQuotes.toggle() }
                if String(character) == separator && !inQuotes { cells.append("") } else { cells[cells.count - 1].append(character) }
            }
            #expect(cells.allSatisfy { !CSVFile.opensLikeFormula($0.drop(while: { $0 == "\"" })) }, "\(separator): \(cells)")
        }
        #expect(try PlaceFiles.read(data, as: .csv) == [place])
    }
}
