import Foundation
import Testing

@testable import BaluchonCore

@Suite("Files of places: GPX, KML, GeoJSON, CSV, and what Organic Maps, OsmAnd and Google My Maps write")
struct PlaceFilesTests {
    static let places: [SavedPlace] = {
        let date = Date(timeIntervalSince1970: 1_717_171_717)
        return [
            try! SavedPlace(
                name: "Hôtel \"Le Parc\" & <spa>", note: "Code 4521B, 2ᵉ étage\nsonner", latitude: 45.7640123, longitude: 4.8357456,
                savedAt: date, colour: "#1e88e5", group: "Lyon, France"),
            try! SavedPlace(name: "東京駅", latitude: 35.6812362, longitude: 139.7671248, group: ""),
            try! SavedPlace(
                name: "Pôle", note: "", latitude: -89.9999999, longitude: -179.9999999, savedAt: date, colour: "#e53935", group: "Lyon, France"),
        ]
    }()

    @Test("Our exports come back unchanged", arguments: [PlaceFileFormat.gpx, .kml, .geojson, .csv])
    func roundTrip(format: PlaceFileFormat) throws {
        let data = PlaceFiles.export(Self.places, as: format, title: "Voyage")
        let back = try PlaceFiles.read(data, as: format)
        #expect(back == Self.places)
    }

    @Test("Random lists round-trip through every format")
    func randomRoundTrips() throws {
        var generator = SeededGenerator(state: 55)
        for _ in 0..<50 {
            let places = try (0..<Int.random(in: 1...30, using: &generator)).map { index in
                try SavedPlace(
                    name: "P\(index) \(["a,b", "\"q\"", "<x>", "é"].randomElement(using: &generator)!)",
                    note: ["", "n;\(index)", "=\(index)", "'-\(index)"].randomElement(using: &generator)!,
                    latitude: (Double.random(in: -90...90, using: &generator) * 1e7).rounded() / 1e7,
                    longitude: (Double.random(in: -180...180, using: &generator) * 1e7).rounded() / 1e7,
                    savedAt: Bool.random(using: &generator)
                        ? Date(timeIntervalSince1970: Double(Int.random(in: 0...2_000_000_000, using: &generator))) : nil,
                    colour: Bool.random(using: &generator) ? "#00897b" : nil, group: ["", "G1", "G 2"].randomElement(using: &generator)!)
            }
            for format in [PlaceFileFormat.gpx, .kml, .geojson, .csv] {
                let back = try PlaceFiles.read(PlaceFiles.export(places, as: format, title: "t"), as: format)
                #expect(back == places, "\(format)")
            }
        }
    }

    @Test("Organic Maps KML: list name as group, colour from the placemark style, bookmark extensions")
    func organicMaps() throws {
        let kml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <kml xmlns="http://www.opengis.net/kml/2.2" xmlns:mwm="https://omaps.app">
            <Document>
              <Style id="placemark-red"><IconStyle><Icon><href>https://omaps.app/placemarks/placemark-red.png</href></Icon></IconStyle></Style>
              <name>Week-end à Lyon</name>
              <visibility>1</visibility>
              <ExtendedData xmlns:mwm="https://omaps.app">
                <mwm:name><mwm:lang code="default">Week-end à Lyon</mwm:lang></mwm:name>
                <mwm:lastModified>2024-05-31T16:08:37Z</mwm:lastModified>
              </ExtendedData>
              <Placemark>
                <name>Bouchon Daniel et Denise</name>
                <description><![CDATA[Réserver <b>avant</b> midi]]></description>
                <TimeStamp><when>2024-05-31T16:08:37Z</when></TimeStamp>
                <styleUrl>#placemark-red</styleUrl>
                <Point><coordinates>4.8341029,45.7603913</coordinates></Point>
                <ExtendedData xmlns:mwm="https://omaps.app">
                  <mwm:name><mwm:lang code="default">Bouchon Daniel et Denise</mwm:lang></mwm:name>
                  <mwm:scale>17</mwm:scale>
                </ExtendedData>
              </Placemark>
            </Document>
            </kml>
            """
        let places = try PlaceFiles.read(Data(kml.utf8), as: .kml)
        #expect(places.count == 1)
        let place = try #require(places.first)
        #expect(place.name == "Bouchon Daniel et Denise" && place.group == "Week-end à Lyon")
        #expect(place.note == "Réserver <b>avant</b> midi")
        #expect(place.colour == "#e51b23")
        #expect(place.latitude == 45.7603913 && place.longitude == 4.8341029)
        #expect(place.savedAt == Date(timeIntervalSince1970: 1_717_171_717))
    }

    @Test("OsmAnd favourites GPX: groups in <type>, colours in osmand:color with alpha")
    func osmAnd() throws {
        let gpx = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <gpx version="1.1" creator="OsmAnd~ 4.7.8" xmlns="http://www.topografix.com/GPX/1/1" \
            xmlns:osmand="https://osmand.net/docs/technical/osmand-file-formats/osmand-gpx">
              <wpt lat="48.8583701" lon="2.2944813">
                <time>2024-05-31T16:08:37Z</time>
                <name>Tour Eiffel</name>
                <desc>Sommet fermé le soir</desc>
                <type>Paris</type>
                <extensions>
                  <osmand:address>Champ de Mars</osmand:address>
                  <osmand:icon>special_star</osmand:icon>
                  <osmand:background>circle</osmand:background>
                  <osmand:color>#b4eecc22</osmand:color>
                </extensions>
              </wpt>
              <wpt lat="43.2951" lon="5.3754"><name>Vieux-Port</name></wpt>
              <extensions><osmand:points_groups><group name="Paris" color="#b4eecc22" icon="special_star" background="circle" /></osmand:points_groups></extensions>
            </gpx>
            """
        let places = try PlaceFiles.read(Data(gpx.utf8), as: .gpx)
        #expect(places.map(\.name) == ["Tour Eiffel", "Vieux-Port"])
        #expect(places[0].group == "Paris" && places[0].colour == "#eecc22" && places[0].note == "Sommet fermé le soir")
        #expect(places[1].group == "" && places[1].colour == nil)
    }

    @Test("A GPX waypoint without a readable position is left out and named; one off Earth still refuses the file")
    func gpxWaypointWithoutPosition() throws {
        let gpx = """
            <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">
              <wpt lat="43.7384" lon="7.4246"><name>Casino</name></wpt>
              <wpt lon="7.42"><name>Sans latitude</name></wpt>
              <wpt lat="abc" lon="7.42"/>
              <wpt lat="43.7325" lon="7.4189"><name>Palais</name></wpt>
            </gpx>
            """
        let contents = try PlaceFiles.contents(Data(gpx.utf8), as: .gpx)
        #expect(contents.places.map(\.name) == ["Casino", "Palais"])
        #expect(contents.skipped == [SkippedPlace(index: 2, name: "Sans latitude"), SkippedPlace(index: 3, name: nil)])
        let offEarth = #"<gpx><wpt lat="95" lon="7"><name>x</name></wpt><wpt><name>y</name></wpt></gpx>"#
        #expect(throws: PlaceFileError.self) { try PlaceFiles.contents(Data(offEarth.utf8), as: .gpx) }
    }

    @Test("A GeoJSON point without two coordinates is left out and named, as in GPX")
    func geoJSONPointWithoutPosition() throws {
        let geojson = """
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "geometry": {"type": "Point", "coordinates": [7.4246, 43.7384]}, "properties": {"name": "Casino"}},
              {"type": "Feature", "geometry": {"type": "Point", "coordinates": [7.42]}, "properties": {"name": "Sans latitude"}},
              {"type": "Feature", "geometry": {"type": "Point"}, "properties": {}},
              {"type": "Feature", "geometry": {"type": "Point", "coordinates": [7.4189, 43.7325]}, "properties": {"title": "Palais"}}
            ]}
            """
        let contents = try PlaceFiles.contents(Data(geojson.utf8), as: .geojson)
        #expect(contents.places.map(\.name) == ["Casino", "Palais"])
        #expect(contents.skipped == [SkippedPlace(index: 2, name: "Sans latitude"), SkippedPlace(index: 3, name: nil)])
    }

    @Test("Google My Maps KML: layers as groups, colour in the icon style id")
    func googleMyMaps() throws {
        let kml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <kml xmlns="http://www.opengis.net/kml/2.2">
              <Document>
                <name>Voyage Portugal</name>
                <Style id="icon-1899-0288D1-normal"><IconStyle><color>ffd18802</color><scale>1</scale></IconStyle></Style>
                <StyleMap id="icon-1899-0288D1"><Pair><key>normal</key><styleUrl>#icon-1899-0288D1-normal</styleUrl></Pair></StyleMap>
                <Folder>
                  <name>Lisbonne</name>
                  <Placemark>
                    <name>Pastéis de Belém</name>
                    <description>Les meilleurs</description>
                    <styleUrl>#icon-1899-0288D1</styleUrl>
                    <ExtendedData><Data name="Horaires"><value>8h–23h</value></Data></ExtendedData>
                    <Point><coordinates>
                      -9.2032,38.6975,0
                    </coordinates></Point>
                  </Placemark>
                  <Placemark><name>A line, not a place</name><LineString><coordinates>1,2,0 3,4,0</coordinates></LineString></Placemark>
                </Folder>
              </Document>
            </kml>
            """
        let places = try PlaceFiles.read(Data(kml.utf8), as: .kml)
        #expect(places.count == 1)
        #expect(places[0].name == "Pastéis de Belém" && places[0].group == "Lisbonne" && places[0].colour == "#0288d1")
        #expect(places[0].latitude == 38.6975 && places[0].longitude == -9.2032)
    }

    @Test(
        "XML external entities and entity expansion are refused before parsing",
        arguments: [
            """
            <?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><gpx><wpt lat="1" lon="2"><name>&xxe;</name></wpt></gpx>
            """,
            """
            <?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">\
            <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><gpx><wpt lat="1" lon="2"><name>&lol3;</name></wpt></gpx>
            """,
        ])
    func entities(xml: String) {
        #expect(throws: PlaceFileError.entitiesRefused) { try PlaceFiles.read(Data(xml.utf8), as: .gpx) }
        #expect(throws: PlaceFileError.entitiesRefused) { try PlaceFiles.read(Data(xml.replacingOccurrences(of: "gpx", with: "kml").utf8), as: .kml) }
    }

    @Test(
        "Broken files are clear errors and give nothing",
        arguments: [
            (PlaceFileFormat.gpx, "<kml><wpt lat=\"1\" lon=\"2\"/></kml>"), (.gpx, "<gpx><wpt lat=\"95\" lon=\"0\"/></gpx>"),
            (.gpx, "<gpx><wpt"),
            (.kml, "<html/>"), (.geojson, "[1,2]"),
            (.geojson, "{\"type\":\"Feature\",\"geometry\":{\"type\":\"Point\",\"coordinates\":[700,43.73]}}"),
            (.csv, "name,lat,lon\nx,abc,2\n"), (.csv, "name,lat,lon\n\"x,1,2\n"),
        ])
    func broken(format: PlaceFileFormat, text: String) {
        #expect(throws: PlaceFileError.self) { try PlaceFiles.read(Data(text.utf8), as: format) }
    }

    @Test("A CSV without coordinate columns says which are missing")
    func csvColumns() {
        #expect(throws: PlaceFileError.missingColumns(["latitude", "longitude"])) { try PlaceFiles.read(Data("name,town\nx,y\n".utf8), as: .csv) }
    }

    @Test(
        "CSV cells a spreadsheet would run as a formula are written behind an apostrophe",
        arguments: ["=HYPERLINK(\"http://x\")", "+33 1 23", "-2+3", "@SUM(A1)", "\tcmd", "\r=1", "'=already", "''+twice"])
    func csvFormulas(cell: String) throws {
        let place = try SavedPlace(name: cell, note: cell, latitude: -12.5, longitude: -45.25, group: cell)
        let data = PlaceFiles.export([place], as: .csv, title: "t")
        let rows = try csvRows(data)
        #expect(rows[1][0] == "'" + cell && rows[1][3] == "'" + cell && rows[1][4] == "'" + cell)
        #expect(rows[1][1] == "-12.5" && rows[1][2] == "-45.25", "numbers stay numbers")
        #expect(try PlaceFiles.read(data, as: .csv) == [place])
    }

    @Test("A CSV apostrophe that guards nothing is the traveller's own and stays", arguments: ["'quoted'", "l'hôtel", "'", "don't=1"])
    func csvApostrophes(cell: String) throws {
        let place = try SavedPlace(name: cell, latitude: 1, longitude: 2)
        let data = PlaceFiles.export([place], as: .csv, title: "t")
        #expect(try csvRows(data)[1][0] == cell)
        #expect(try PlaceFiles.read(data, as: .csv) == [place])
        let written = try PlaceFiles.read(Data("name,lat,lon\n'=1+1,1,2\n".utf8), as: .csv)
        #expect(written.first?.name == "=1+1", "another program's guard comes off as ours does")
    }

    @Test("Merging recognises the same place saved twice")
    func merge() throws {
        let incoming = Self.places + [try SavedPlace(name: "hôtel \"le parc\" & <spa>", latitude: 45.764013, longitude: 4.835746)]
        let merge = PlaceMerge(existing: [Self.places[0]], incoming: incoming)
        #expect(merge.added.map(\.name) == ["東京駅", "Pôle"])
        #expect(merge.duplicates.count == 2)
    }

    @Test("Ten thousand waypoints import")
    func large() throws {
        let places = try (0..<10_000).map { try SavedPlace(name: "P\($0)", latitude: Double($0) / 1000, longitude: 2) }
        #expect(try PlaceFiles.read(PlaceFiles.export(places, as: .gpx, title: "big"), as: .gpx).count == 10_000)
    }
}

/// The records of a CSV file as ``CSVFile`` reads them.
func csvRows(_ data: Data) throws -> [[String]] {
    var rows: [[String]] = []
    try CSVFile.records([UInt8](data)) { rows.append($0) }
    return rows
}
