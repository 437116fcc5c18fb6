import Foundation
import Testing

@testable import BaluchonCore

@Suite("Tracks in files: GPX trk and rte, KML LineString, gx:Track, gx:MultiTrack, MultiGeometry, GeoJSON lines")
struct TrackFilesTests {
    static let togeojson = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/tracks/togeojson")

    /// One line feature of togeojson's expected output, as Baluchon should read it.
    struct Expected {
        var name: String
        var note: String
        var colour: String?
        var segments: [[[Double]]]
        var times: [[String]]
    }

    static func expected(_ file: String) throws -> (places: Int, lines: [Expected]) {
        let data = try Data(contentsOf: togeojson.appendingPathComponent(file + ".geojson"))
        let root = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        var places = 0
        var lines: [Expected] = []
        for feature in root["features"] as! [[String: Any]] {
            let geometry = feature["geometry"] as! [String: Any]
            let properties = feature["properties"] as? [String: Any] ?? [:]
            let segments: [[[Double]]]
            switch geometry["type"] as! String {
            case "Point":
                places += 1
                continue
            case "LineString": segments = [geometry["coordinates"] as! [[Double]]]
            case "MultiLineString": segments = geometry["coordinates"] as! [[[Double]]]
            case "GeometryCollection": segments = (geometry["geometries"] as! [[String: Any]]).map { $0["coordinates"] as! [[Double]] }
            default: continue
            }
            let times = properties["coordTimes"].map { $0 as? [[String]] ?? [$0 as! [String]] } ?? []
            func text(_ key: String) -> String { (properties[key] as? String)?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "" }
            lines.append(
                Expected(
                    name: text("name"), note: text(file.hasSuffix(".gpx") ? "desc" : "description"), colour: properties["stroke"] as? String,
                    segments: segments, times: times))
        }
        return (places, lines)
    }

    @Test(
        "What togeojson's test suite expects from its files",
        arguments: [
            "blue_hills.gpx", "multitrackgpx.gpx", "trek.gpx", "run.gpx", "gxtrack.kml", "gxmultitrack.kml", "multitrack.kml", "multigeometry.kml",
            "linestring.kml",
        ])
    func togeojsonFixtures(file: String) throws {
        let data = try Data(contentsOf: Self.togeojson.appendingPathComponent(file))
        let contents = try PlaceFiles.contents(data, as: file.hasSuffix(".gpx") ? .gpx : .kml)
        let expected = try Self.expected(file)
        #expect(contents.places.count == expected.places)
        #expect(contents.tracks.count == expected.lines.count)
        for (track, line) in zip(contents.tracks, expected.lines) {
            #expect(track.name == line.name)
            #expect(track.note == line.note)
            if let colour = line.colour { #expect(track.colour == colour) }
            // togeojson leaves out a segment of one point (not a line); Baluchon keeps it.
            let lines = track.segments.filter { $0.count > 1 }
            let segments = lines.map { segment in
                segment.map { [$0.longitude, $0.latitude] + ($0.elevation.map { [$0] } ?? []) }
            }
            // Foundation's JSONSerialization reads the expected numbers to within an ulp or two.
            #expect(segments.map { $0.map(\.count) } == line.segments.map { $0.map(\.count) })
            let numbers = zip(segments.joined().joined(), line.segments.joined().joined())
            #expect(numbers.allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($1)) })
            if !line.times.isEmpty {
                let times = lines.map { segment in segment.map { $0.time.map { $0.timeIntervalSince1970 } } }
                let wanted = line.times.map { segment in segment.map { TrackTime.date($0)?.timeIntervalSince1970 } }
                #expect(times == wanted)
            }
        }
    }

    @Test("The colours Organic Maps, OsmAnd, gpx.studio and Garmin write on tracks")
    func gpxColours() throws {
        // As in Organic Maps' data/test_data/gpx/color.gpx and osmand1.gpx: gpx_style lines, Garmin names, and
        // OsmAnd's colour for the whole file in <gpx><extensions>.
        let gpx = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpx_style="http://www.topografix.com/GPX/gpx_style/0/2" \
            xmlns:gpxx="http://www.garmin.com/xmlschemas/GpxExtensions/v3" xmlns:osmand="https://osmand.net" version="1.1">
            <trk><name>new red</name><desc>description 1</desc><extensions><gpx_style:line><color>ff0000</color>\
            <opacity>0.7</opacity></gpx_style:line></extensions>
            <trkseg><trkpt lat="48.208378" lon="16.374915"><ele>184.8</ele></trkpt><trkpt lat="48.208407" lon="16.374831"/></trkseg></trk>
            <trk><name>black</name><extensions><gpxx:TrackExtension><gpxx:DisplayColor>Black</gpxx:DisplayColor></gpxx:TrackExtension></extensions>
            <trkseg><trkpt lat="48.766598" lon="-3.5625"><time>2013-03-08T09:05:06Z</time></trkpt></trkseg></trk>
            <rte><rtept lat="51.8981366" lon="19.6027134"/><rtept lat="51.9014795" lon="19.6762745"/></rte>
            <trk><name>empty</name><trkseg></trkseg></trk>
            <extensions><osmand:color>#ff7800</osmand:color></extensions>
            </gpx>
            """
        let tracks = try PlaceFiles.contents(Data(gpx.utf8), as: .gpx).tracks
        #expect(tracks.map(\.name) == ["new red", "black", ""])
        #expect(tracks.map(\.colour) == ["#ff0000", "#000000", "#ff7800"])
        #expect(tracks[0].note == "description 1")
        #expect(tracks[0].points.map(\.elevation) == [184.8, nil])
        #expect(tracks[1].points[0].time == Date(timeIntervalSince1970: 1_362_733_506))
    }

    @Test("Organic Maps' KML tracks: an inline LineStyle; style maps; spaces after commas")
    func kmlColours() throws {
        let kml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2"><Document>
            <Style id="line-normal"><LineStyle><color>ff0000ff</color></LineStyle></Style>
            <StyleMap id="line"><Pair><key>normal</key><styleUrl>#line-normal</styleUrl></Pair></StyleMap>
            <Placemark><name>Sentier</name><Style><LineStyle><color>FFF0961E</color><width>5</width></LineStyle></Style>
            <LineString><coordinates>7.42, 43.73, 12 7.43,43.74,20</coordinates></LineString></Placemark>
            <Placemark><name>Mapped</name><styleUrl>#line</styleUrl><LineString><coordinates>1,2 3,4</coordinates></LineString></Placemark>
            </Document></kml>
            """
        let tracks = try PlaceFiles.contents(Data(kml.utf8), as: .kml).tracks
        #expect(tracks.map(\.colour) == ["#1e96f0", "#ff0000"])
        #expect(tracks[0].points.map { [$0.latitude, $0.longitude, $0.elevation!] } == [[43.73, 7.42, 12], [43.74, 7.43, 20]])
    }

    static func randomTrack(_ generator: inout SeededGenerator, timed: Bool) -> SavedTrack {
        var milliseconds = Int.random(in: -100_000_000_000...1_900_000_000_000, using: &generator)
        let segments = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
            (0..<Int.random(in: 1...40, using: &generator)).map { _ in
                milliseconds += Int.random(in: 1...30_000, using: &generator)
                return TrackPoint(
                    latitude: (Double.random(in: -90...90, using: &generator) * 1e7).rounded() / 1e7,
                    longitude: (Double.random(in: -180...180, using: &generator) * 1e7).rounded() / 1e7,
                    elevation: Bool.random(using: &generator) ? Double.random(in: -400...8800, using: &generator) : nil,
                    time: timed || Bool.random(using: &generator) ? Date(timeIntervalSince1970: Double(milliseconds) / 1000) : nil)!
            }
        }
        return SavedTrack(
            name: ["Boucle du <Mont> & \"col\"", "東京", ""].randomElement(using: &generator)!,
            note: ["", "2ᵉ jour\nfacile"].randomElement(using: &generator)!, colour: Bool.random(using: &generator) ? "#1e96f0" : nil,
            segments: segments)
    }

    @Test("Our tracks come back unchanged from GPX, KML and GeoJSON, and from the API's JSON")
    func roundTrip() throws {
        var generator = SeededGenerator(state: 28)
        for round in 0..<40 {
            let tracks = (0..<Int.random(in: 1...3, using: &generator)).map { _ in Self.randomTrack(&generator, timed: round % 2 == 0) }
            let place = try SavedPlace(name: "Refuge", latitude: 44.9, longitude: 6.05)
            for format in [PlaceFileFormat.gpx, .kml, .geojson] {
                let back = try PlaceFiles.contents(PlaceFiles.export([place], tracks: tracks, as: format, title: "t"), as: format)
                #expect(back.places == [place], "\(format)")
                if format == .kml && round % 2 == 1 {
                    // A KML LineString has no times: everything else comes back.
                    #expect(back.tracks.map { $0.points.map(\.latitude) } == tracks.map { $0.points.map(\.latitude) })
                } else {
                    #expect(back.tracks == tracks, "\(format)")
                }
            }
            let json = try JSONDecoder().decode([SavedTrack].self, from: try JSONEncoder().encode(tracks))
            #expect(json == tracks)
        }
    }

    @Test("In KML a segment with a time on every point keeps them, beside a segment without times")
    func kmlTimesPerSegment() throws {
        let longitudes = [7.42, 7.421, 7.422, 7.423, 7.424]
        let timed = (0..<3).map {
            TrackPoint(latitude: 43.7384, longitude: longitudes[$0], elevation: 20, time: Date(timeIntervalSince1970: 60 * Double($0)))!
        }
        let untimed = (3..<5).map { TrackPoint(latitude: 43.7384, longitude: longitudes[$0])! }
        let track = SavedTrack(name: "Balade", segments: [timed, untimed])
        let kml = PlaceFiles.export([], tracks: [track], as: .kml, title: "t")
        let text = String(decoding: kml, as: UTF8.self)
        #expect(text.contains("<MultiGeometry><gx:Track>") && text.contains("</gx:Track><LineString>"))
        #expect(try PlaceFiles.contents(kml, as: .kml).tracks == [track])
    }

    @Test("A point is [lat, lon, ele?, time?]; a track with breaks outside its points is refused")
    func json() throws {
        let track = SavedTrack(
            name: "a",
            segments: [
                [TrackPoint(latitude: 1, longitude: 2)!, TrackPoint(latitude: 1.5, longitude: 2, elevation: 3)!],
                [TrackPoint(latitude: 3, longitude: 4, time: Date(timeIntervalSince1970: 0.25))!],
            ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(track), as: UTF8.self)
        #expect(text == #"{"breaks":[2],"name":"a","points":[[1,2],[1.5,2,3],[3,4,null,"1970-01-01T00:00:00.250Z"]]}"#)
        #expect(abs(track.length - 55_597.5) < 1)
        #expect(track.duration == 0)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(SavedTrack.self, from: Data(#"{"name":"a","points":[[1,2]],"breaks":[1]}"#.utf8))
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SavedTrack.self, from: Data(#"{"name":"a","points":[[91,2]]}"#.utf8)) }
    }

    @Test("Times are read by hand as Foundation reads them")
    func times() {
        for text in [
            "2013-03-08T09:05:06Z", "1969-12-31T23:59:59.5Z", "2024-02-29T23:00:00.123Z", "2000-03-01T00:00:00Z", "2010-05-28T02:02:09+02:00",
        ] {
            let time = TrackTime.date(text)!.timeIntervalSince1970
            #expect(abs(time - XMLText.date(text)!.timeIntervalSince1970) < 1e-6, "\(text)")
            if !text.hasSuffix("+02:00") { #expect(TrackTime.text(TrackTime.date(text)!) == text.replacingOccurrences(of: ".5Z", with: ".500Z")) }
        }
        #expect(TrackTime.date("2013-13-08T09:05:06Z") == nil)
    }
}
