import Foundation

/// Comma-separated values (RFC 4180, read by ``CSVReader``): a header line naming the columns, then one place
/// a line; a file whose header is split by `;`, tabs or `|` rather than commas (a French spreadsheet's) reads too,
/// with its decimal commas (``coordinate(_:)``), French column names (``Header/aliases``) and dates, day first
/// (``savedAt(_:)``).
/// Text cells that a spreadsheet would run as a formula are written behind an apostrophe (OWASP's
/// advice against CSV injection); reading takes off exactly that apostrophe, so our files round-trip.
public enum CSVFile {
    static let header = ["name", "latitude", "longitude", "note", "group", "colour", "saved_at"]

    public static func export(_ places: [SavedPlace]) -> Data {
        var lines = [header.joined(separator: ",")]
        for place in places {
            let fields = [
                guarded(place.name), XMLText.degrees(place.latitude), XMLText.degrees(place.longitude), guarded(place.note), guarded(place.group),
                place.colour ?? "",
                place.savedAt.map(XMLText.date) ?? "",
            ]
            lines.append(fields.map(quoted).joined(separator: ","))
        }
        return Data((lines.joined(separator: "\r\n") + "\r\n").utf8)
    }

    /// Characters that make a spreadsheet read a cell as a formula when they open it.
    static let formulaStarts: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

    /// Whether a cell, once any apostrophes in front are set aside, opens like a formula. Prefixing one
    /// more apostrophe to exactly these cells can always be undone: a cell read back with an apostrophe
    /// in front of such a start is one that was guarded.
    static func opensLikeFormula(_ cell: Substring) -> Bool {
        cell.drop(while: { $0 == "'" }).first.map(formulaStarts.contains) ?? false
    }

    static func guarded(_ cell: String) -> String {
        opensLikeFormula(cell[...]) ? "'" + cell : cell
    }

    static func unguarded(_ cell: String) -> String {
        cell.first == "'" && opensLikeFormula(cell.dropFirst()) ? String(cell.dropFirst()) : cell
    }

    /// Every list separator a spreadsheet locale may split on (a French Excel splits on `;`), with quotes
    /// and line ends: a field holding any of them is quoted, so no cell can start inside it.
    static let separatorsAndQuotes: Set<Character> = [",", ";", "\t", "|", "\"", "\n", "\r", "\r\n"]

    static func quoted(_ field: String) -> String {
        guard field.contains(where: separatorsAndQuotes.contains) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Records read at most, empty lines included: more than the places a file may hold, with room for a header and gaps.
    static let maximumRecords = PlaceFiles.maximumPlaces * 2

    public static func read(_ data: Data) throws(PlaceFileError) -> [SavedPlace] {
        guard String(data: data, encoding: .utf8) != nil else {
            throw .malformed(format: "CSV", detail: LocalizedText("file.csv.notUTF8"))
        }
        var header: Header?
        var places: [SavedPlace] = []
        var line = 0
        try records([UInt8](data)) { row throws(PlaceFileError) in
            line += 1
            guard let columns = header else {
                header = try Header(row)
                return
            }
            guard !(row.count == 1 && row[0].isEmpty) else { return }
            places.append(try columns.place(row, line: line))
        }
        return places
    }

    /// A coordinate cell, trimmed: a number as Swift's `Double` reads it, or one with a spreadsheet's decimal
    /// comma: ASCII digits, one comma, ASCII digits, a sign in front at most (`48,8584`, `-0,5`). In a file split
    /// by `;`, tabs or `|` such a cell stands bare; in a comma-separated one, quoted (`"48,8584"`). Nothing else
    /// with a comma is a number: not `1,234,5`, `48,85,84`, `48.858,4`, `48,`, `,5` nor `1,5e3` (coordinates
    /// have no thousands separator).
    static func coordinate(_ cell: String) -> Double? {
        let text = cell.trimmingCharacters(in: .whitespaces)
        if let number = Double(text) { return number }
        let unsigned = text.first == "+" || text.first == "-" ? text.dropFirst() : text[...]
        let parts = unsigned.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        return Double(text.replacingOccurrences(of: ",", with: "."))
    }

    /// A `saved_at` cell: ISO 8601 as ``XMLText/date(_:)`` reads it, or a date as a spreadsheet writes it, day
    /// first as in France and most of Europe: `31/05/2024`, `31/05/2024 16:08` or `31/05/2024 16:08:37` (day, month
    /// and hour in one or two digits, `1/5/2024 9:05`; minutes and seconds in two), or an ISO day alone, `2024-05-31`,
    /// or with a time after one space as LibreOffice and many scripts write it, `2024-05-31 16:08` or `2024-05-31 9:05:07`.
    /// Such a cell names no time zone: it is read as UTC. A day or time not on the calendar (`31/02/2024`,
    /// `29/02/2023`, `24:00`, a US `05/31/2024`) is no date, as any unreadable cell: the place is kept without it.
    /// Only CSV reads these (GPX and KML times keep their rules); the phone's twin is `savedAt` in
    /// `Public/js/saved/csv-read.js`. A valid one is written as ISO 8601 and read by ``XMLText/date(_:)``.
    static func savedAt(_ cell: String) -> Date? {
        if let date = XMLText.date(cell) { return date }
        let text = cell.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let civil = dayFirst(text) ?? isoDay(text) else { return nil }
        let (year, month, day, hour, minute, second) = civil
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard (1...12).contains(month), (1...days[month - 1]).contains(day), hour < 24, minute < 60, second < 60 else { return nil }
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yyyy = String(repeating: "0", count: 4 - "\(year)".count) + "\(year)"
        return XMLText.date("\(yyyy)-\(two(month))-\(two(day))T\(two(hour)):\(two(minute)):\(two(second))Z")
    }

    typealias Civil = (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int)

    /// A number of ASCII digits only, as many as `digits` allows.
    private static func number(_ text: Substring, _ digits: ClosedRange<Int>) -> Int? {
        guard digits.contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }

    /// A date's text, then at most one space and `h:mm` or `h:mm:ss`: the date's fields split by `separator`, and
    /// the time (midnight when there is none); ranges unchecked.
    private static func dated(_ text: String, _ separator: Character) -> (date: [Substring], hour: Int, minute: Int, second: Int)? {
        let parts = text.split(separator: " ", omittingEmptySubsequences: false)
        let time = parts.count == 2 ? parts[1].split(separator: ":", omittingEmptySubsequences: false) : ["0", "00", "00"]
        guard parts.count <= 2, time.count == 2 || time.count == 3, let hour = number(time[0], 1...2),
            let minute = number(time[1], 2...2), let second = time.count == 3 ? number(time[2], 2...2) : 0
        else { return nil }
        return (parts[0].split(separator: separator, omittingEmptySubsequences: false), hour, minute, second)
    }

    /// `d/m/yyyy`, then at most one space and `h:mm` or `h:mm:ss`; ranges unchecked.
    private static func dayFirst(_ text: String) -> Civil? {
        guard let dated = dated(text, "/"), dated.date.count == 3,
            let day = number(dated.date[0], 1...2), let month = number(dated.date[1], 1...2), let year = number(dated.date[2], 4...4)
        else { return nil }
        return (year, month, day, dated.hour, dated.minute, dated.second)
    }

    /// `yyyy-mm-dd`, then at most one space and `h:mm` or `h:mm:ss`; ranges unchecked.
    private static func isoDay(_ text: String) -> Civil? {
        guard let dated = dated(text, "-"), dated.date.count == 3,
            let year = number(dated.date[0], 4...4), let month = number(dated.date[1], 2...2), let day = number(dated.date[2], 2...2)
        else { return nil }
        return (year, month, day, dated.hour, dated.minute, dated.second)
    }

    /// Which column holds what, from the header line.
    struct Header {
        let name: Int?, latitude: Int, longitude: Int, note: Int?, group: Int?, colour: Int?, savedAt: Int?

        /// The names each column may have, as ``folded(_:)`` writes them: ours, other programs' and a French
        /// spreadsheet's (Nom, Libellé, Remarque, Catégorie, Dossier, Couleur, Enregistré le…). The first alias a
        /// header holds wins; the phone's twin (`Public/js/saved/csv-read.js`) lists the same.
        static let aliases: [String: [String]] = [
            "name": ["name", "title", "nom", "titre", "libelle", "lieu"],
            "latitude": ["latitude", "lat"],
            "longitude": ["longitude", "lon", "lng", "long"],
            "note": ["note", "notes", "description", "desc", "remarque", "remarques", "commentaire", "commentaires"],
            "group": ["group", "groupe", "folder", "dossier", "category", "categorie"],
            "colour": ["colour", "color", "couleur"],
            "saved_at": ["saved_at", "time", "timestamp", "date", "enregistre le", "enregistre_le"],
        ]

        /// A header cell as ``aliases`` are written: in lower case, accents (nonspacing marks once decomposed)
        /// taken off, then trimmed; `Catégorie`, `CATEGORIE` and `catégorie ` are all `categorie`.
        static func folded(_ cell: String) -> String {
            let scalars = cell.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars
            let bare = String(String.UnicodeScalarView(scalars.filter { $0.properties.generalCategory != .nonspacingMark }))
            return bare.trimmingCharacters(in: .whitespaces)
        }

        init(_ row: [String]) throws(PlaceFileError) {
            let names = row.map(Self.folded)
            func column(_ key: String) -> Int? { Self.aliases[key, default: []].lazy.compactMap { names.firstIndex(of: $0) }.first }
            guard let latitude = column("latitude"), let longitude = column("longitude") else {
                throw .missingColumns(["latitude", "longitude"].filter { !names.contains($0) })
            }
            self.latitude = latitude
            self.longitude = longitude
            name = column("name")
            note = column("note")
            group = column("group")
            colour = column("colour")
            savedAt = column("saved_at")
        }

        func place(_ row: [String], line: Int) throws(PlaceFileError) -> SavedPlace {
            func field(_ column: Int?) -> String { column.flatMap { $0 < row.count ? row[$0] : nil } ?? "" }
            guard let lat = CSVFile.coordinate(field(latitude)), let lon = CSVFile.coordinate(field(longitude)) else {
                throw .malformed(
                    format: "CSV",
                    detail: LocalizedText("file.csv.noCoordinates", ["line": "\(line)"]))
            }
            do {
                return try SavedPlace(
                    name: unguarded(field(name)), note: unguarded(field(note)), latitude: lat, longitude: lon,
                    savedAt: CSVFile.savedAt(field(savedAt)), colour: PlaceColour.fromFile(field(colour)), group: unguarded(field(group)))
            } catch {
                throw .malformed(
                    format: "CSV", detail: LocalizedText("file.csv.notOnEarth", ["line": "\(line)"]))
            }
        }
    }

    /// The records of the text, split on the delimiter of its header line, handed over as each ends; more than
    /// ``maximumRecords`` (empty lines included) is refused as it is met.
    static func records(_ bytes: [UInt8], _ body: ([String]) throws(PlaceFileError) -> Void) throws(PlaceFileError) {
        var reader = CSVReader(bytes, delimiter: CSVReader.delimiter(of: bytes))
        var count = 0
        while let row = try next(of: &reader) {
            count += 1
            guard count <= maximumRecords else { throw .tooManyElements(format: "CSV", maximum: maximumRecords) }
            try body(row)
        }
    }

    private static func next(of reader: inout CSVReader) throws(PlaceFileError) -> [String]? {
        do {
            return try reader.next()
        } catch {
            throw .malformed(format: "CSV", detail: LocalizedText("file.csv.unclosedQuote"))
        }
    }
}
