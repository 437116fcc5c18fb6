import Foundation

/// Comma-separated values (RFC 4180): a header line naming the columns, then one place a line.
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

    static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    public static func read(_ data: Data) throws(PlaceFileError) -> [SavedPlace] {
        guard let text = String(data: data, encoding: .utf8) else {
            throw .malformed(format: "CSV", detail: LocalizedText(en: "not UTF-8 text", fr: "pas du texte UTF-8"))
        }
        let rows = try records(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
        guard let names = rows.first?.map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) else { return [] }
        func column(_ aliases: String...) -> Int? { aliases.lazy.compactMap { names.firstIndex(of: $0) }.first }
        let name = column("name", "title")
        let latitude = column("latitude", "lat")
        let longitude = column("longitude", "lon", "lng", "long")
        guard let latitude, let longitude else {
            throw .missingColumns(["latitude", "longitude"].filter { !names.contains($0) })
        }
        let note = column("note", "description", "desc")
        let group = column("group", "folder", "category")
        let colour = column("colour", "color")
        let savedAt = column("saved_at", "time", "timestamp")
        var places: [SavedPlace] = []
        for (index, row) in rows.dropFirst().enumerated() where !(row.count == 1 && row[0].isEmpty) {
            func field(_ column: Int?) -> String { column.flatMap { $0 < row.count ? row[$0] : nil } ?? "" }
            guard let lat = Double(field(latitude).trimmingCharacters(in: .whitespaces)),
                let lon = Double(field(longitude).trimmingCharacters(in: .whitespaces))
            else {
                throw .malformed(
                    format: "CSV",
                    detail: LocalizedText(
                        en: "line \(index + 2) has no numeric latitude and longitude",
                        fr: "la ligne \(index + 2) n’a pas de latitude et longitude numériques"))
            }
            do {
                places.append(
                    try SavedPlace(
                        name: unguarded(field(name)), note: unguarded(field(note)), latitude: lat, longitude: lon,
                        savedAt: XMLText.date(field(savedAt)), colour: PlaceColour.fromFile(field(colour)), group: unguarded(field(group))))
            } catch {
                throw .malformed(
                    format: "CSV", detail: LocalizedText(en: "line \(index + 2) is not on Earth", fr: "la ligne \(index + 2) n’est pas sur la Terre"))
            }
        }
        return places
    }

    /// Splits RFC 4180 text into records of fields, quotes and doubled quotes understood.
    static func records(_ text: String) throws(PlaceFileError) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var iterator = Array(text.unicodeScalars)[...]
        while let scalar = iterator.popFirst() {
            if quoted {
                if scalar == "\"" {
                    if iterator.first == "\"" {
                        field.unicodeScalars.append(iterator.removeFirst())
                    } else {
                        quoted = false
                    }
                } else {
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"" where field.isEmpty: quoted = true
            case ",":
                row.append(field)
                field = ""
            case "\r": continue
            case "\n":
                row.append(field)
                rows.append(row)
                row = []
                field = ""
            default: field.unicodeScalars.append(scalar)
            }
        }
        guard !quoted else {
            throw .malformed(format: "CSV", detail: LocalizedText(en: "a quote is never closed", fr: "un guillemet n’est jamais fermé"))
        }
        if !field.isEmpty || !row.isEmpty {
            row.append(field)
            rows.append(row)
        }
        return rows
    }
}
