import Foundation
import Testing

@testable import BaluchonCore

/// CSV files of places as a French Excel or LibreOffice saves them: `;` or tabs between cells, decimal commas,
/// French column names with accents in any case. The phone's twin (`Public/js/saved/csv-read.js`) is held to
/// the same answers by the CSV vectors of `Tests/Fixtures/sharing/files-twin.json`.
@Suite("CSV from a French spreadsheet: decimal commas and French column names")
struct FrenchCSVTests {
    static func read(_ text: String) throws(PlaceFileError) -> [SavedPlace] {
        try PlaceFiles.read(Data(text.utf8), as: .csv)
    }

    static func noCoordinates(line: Int) -> PlaceFileError {
        .malformed(format: "CSV", detail: LocalizedText("file.csv.noCoordinates", ["line": "\(line)"]))
    }

    @Test(
        "Decimal commas read when cells are split by `;`, tabs or `|`",
        arguments: [
            "Nom;Latitude;Longitude\r\nTour Eiffel;48,8584;2,2945\r\n", "Nom\tLatitude\tLongitude\nTour Eiffel\t48,8584\t2,2945\n",
            "Nom|Latitude|Longitude\nTour Eiffel| 48,8584 |+2,2945\n", "\u{FEFF}Nom;Latitude;Longitude\r\nTour Eiffel;\"48,8584\";2.2945\r\n",
        ])
    func decimalCommas(text: String) throws {
        let places = try Self.read(text)
        #expect(places.count == 1)
        #expect(places.first?.name == "Tour Eiffel" && places.first?.latitude == 48.8584 && places.first?.longitude == 2.2945)
    }

    @Test("A quoted decimal comma reads in a comma-separated file, a negative one too")
    func quotedDecimalComma() throws {
        let places = try Self.read("name,lat,lon\nCap Horn,\"-55,9833\",\"-67,2667\"\nZéro,\"0,0\",\"-0,5\"\n")
        #expect(places.map(\.latitude) == [-55.9833, 0] && places.map(\.longitude) == [-67.2667, -0.5])
    }

    @Test(
        "A cell with more than one comma, a comma and a dot, or a comma that is not between digits is no number",
        arguments: ["1,234,5", "48,85,84", "48.858,4", "48,858.4", "48,", ",5", "1,5e3", "0x1,8", "4 8,5", "48,5,", "--48,5", "inf,0", "48,5°"])
    func refusedCommas(cell: String) {
        #expect(throws: Self.noCoordinates(line: 3)) { try Self.read("Nom;Latitude;Longitude\nA;1,5;2\nB;\"\(cell)\";2,5\n") }
        #expect(throws: Self.noCoordinates(line: 2)) { try Self.read("name,lat,lon\nB,\"\(cell)\",2\n") }
    }

    @Test("A French header, accents and case aside, names every column")
    func frenchHeader() throws {
        let text =
            "Libellé;Latitude;Longitude;Remarque;Catégorie;Couleur;Enregistré le\r\n"
            + "Tour Eiffel;48.8584;2.2945;Sommet fermé le soir;Paris;#E53935;2024-05-31T16:08:37Z\r\n"
        let place = try #require(try Self.read(text).first)
        #expect(place.name == "Tour Eiffel" && place.note == "Sommet fermé le soir" && place.group == "Paris")
        #expect(place.colour == "#e53935" && place.savedAt == Date(timeIntervalSince1970: 1_717_171_717))
    }

    @Test(
        "Each column's French and spreadsheet names are known, trimmed, in any case, with or without accents",
        arguments: [
            ("name", ["Nom", "NOM", " titre ", "Titre", "Libellé", "LIBELLE", "libelle", "Lieu", "Name", "TITLE"]),
            ("note", ["Description", "desc", "Remarque", "REMARQUE", "Commentaire", "Notes", "Note", "Commentaires", "Remarques"]),
            ("group", ["Groupe", "Dossier", "Catégorie", "CATEGORIE", "catégorie ", "Category", "Folder", "GROUP", "CATÉGORIE"]),
            ("colour", ["Couleur", "COULEUR", "Color", "Colour"]),
            ("saved_at", ["Date", "Enregistré le", "ENREGISTRE_LE", "enregistre le", "Time", "Timestamp", "saved_at"]),
        ])
    func aliases(column: String, names: [String]) throws {
        for name in names {
            let text = "Lat;Long;\(name)\n1.5;2.5;\(column == "colour" ? "#00897b" : column == "saved_at" ? "2024-05-31T16:08:37Z" : "x")\n"
            let place = try #require(try Self.read(text).first, "\(name)")
            let value: String? =
                switch column {
                case "name": place.name
                case "note": place.note
                case "group": place.group
                case "colour": place.colour
                default: place.savedAt.map(XMLText.date)
                }
            #expect(value == ["name": "x", "note": "x", "group": "x", "colour": "#00897b", "saved_at": "2024-05-31T16:08:37Z"][column], "\(name)")
        }
    }

    /// The saved_at of a place whose Date cell is `cell`, as the API writes it.
    static func savedAt(_ cell: String) throws -> String? {
        try #require(try read("Nom;Lat;Lon;Date\nx;1;2;\(cell)\n").first).savedAt.map(XMLText.date)
    }

    @Test(
        "A spreadsheet's date, day first or ISO (LibreOffice's), with or without a time, is read as UTC",
        arguments: [
            ("31/05/2024", "2024-05-31T00:00:00Z"), ("31/05/2024 16:08", "2024-05-31T16:08:00Z"), ("31/05/2024 16:08:37", "2024-05-31T16:08:37Z"),
            ("1/5/2024 9:05", "2024-05-01T09:05:00Z"), (" 01/05/2024 09:05:07 ", "2024-05-01T09:05:07Z"), ("2024-05-31", "2024-05-31T00:00:00Z"),
            ("29/02/2024", "2024-02-29T00:00:00Z"), ("29/02/2000 23:59:59", "2000-02-29T23:59:59Z"), ("31/12/1969 23:59:59", "1969-12-31T23:59:59Z"),
            ("2024-05-31T18:08:37+02:00", "2024-05-31T16:08:37Z"), ("2024-05-31 16:08", "2024-05-31T16:08:00Z"),
            ("2024-05-31 9:05:07", "2024-05-31T09:05:07Z"), (" 2024-02-29 23:59:59 ", "2024-02-29T23:59:59Z"),
        ])
    func spreadsheetDates(cell: String, expected: String) throws {
        #expect(try Self.savedAt(cell) == expected)
    }

    @Test(
        "A day or time not on the calendar, or written otherwise, is no date: the file is read, that place without it",
        arguments: [
            "31/02/2024", "29/02/2023", "29/02/1900", "31/04/2024", "00/05/2024", "31/00/2024", "31/13/2024", "05/31/2024", "31/05/2024 24:00",
            "31/05/2024 23:60", "31/05/2024 23:59:60", "31/05/24", "31/05/02024", "123/05/2024", "31/05/2024 9:5", "31/05/2024 09:05:7",
            "31/05/2024  09:05", "31/05/2024T09:05", "31-05-2024", "31.05.2024", "2024-5-31", "2024-02-30", "2024-13-01", "2024-05-31 24:00",
            "٣١/٠٥/٢٠٢٤", "31/05/2024 16:08 UTC", "+1/05/2024", "31/05/2024 -1:00", "31/05/2024 16:08:37.5", "",
            "2024-02-30 10:00", "2024-05-31  16:08", "2024-05-31 23:60", "2024-05-31 16:8", "2024-05-31 16:08 UTC", "2024-05-31\t16:08",
        ])
    func refusedDates(cell: String) throws {
        let places = try Self.read("Nom;Lat;Lon;Date\nx;1;2;\(cell)\nLouvre;48,8606;2,3376;31/05/2024\n")
        #expect(places.count == 2 && places.first?.savedAt == nil)
        #expect(places.last?.savedAt.map(XMLText.date) == "2024-05-31T00:00:00Z")
    }

    @Test("GPX times keep their own rules: a spreadsheet's date is no time there")
    func gpxUnchanged() throws {
        for time in ["31/05/2024", "31/05/2024 16:08", "2024-05-31"] {
            let gpx = "<gpx><wpt lat=\"1\" lon=\"2\"><time>\(time)</time></wpt></gpx>"
            #expect(try PlaceFiles.read(Data(gpx.utf8), as: .gpx).first?.savedAt == nil, "\(time)")
        }
    }

    @Test("Latitude and longitude read in any case; a missing one is still named in English")
    func coordinateColumns() throws {
        #expect(try Self.read("NOM;LATITUDE;LONGITUDE\nx;1;2\n").first?.latitude == 1)
        #expect(try Self.read("Nom;Lat;Lng\nx;1;2\n").first?.longitude == 2)
        #expect(throws: PlaceFileError.missingColumns(["longitude"])) { try Self.read("Nom;Latitude;Longueur\nx;1;2\n") }
        #expect(throws: PlaceFileError.missingColumns(["latitude", "longitude"])) { try Self.read("Nom;Ville\nx;y\n") }
    }

    @Test("The export stays in English with dot decimals, and reads back")
    func export() throws {
        let place = try SavedPlace(name: "Tour Eiffel", note: "n", latitude: 48.8584, longitude: 2.2945, group: "Paris")
        let data = PlaceFiles.export([place], as: .csv, title: "Voyage")
        #expect(
            String(decoding: data, as: UTF8.self) == "name,latitude,longitude,note,group,colour,saved_at\r\nTour Eiffel,48.8584,2.2945,n,Paris,,\r\n")
        #expect(try PlaceFiles.read(data, as: .csv) == [place])
    }
}
