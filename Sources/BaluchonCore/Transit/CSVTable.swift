import Foundation

/// A CSV file as GTFS publishes it, read by ``CSVReader`` (a byte-order mark skipped, CRLF or LF, quoted
/// fields with `""` for a quote and line breaks inside); columns are found by their header name, in
/// whatever order the feed lists them.
public struct CSVTable: Sendable {
    public let header: [String]
    public let rows: [[String]]

    /// Parses the whole file, skipping empty lines; a quote left open at the end is an error naming the file.
    public init(bytes: [UInt8], name: String) throws(TransitError) {
        var reader = CSVReader(bytes)
        var records: [[String]] = []
        do {
            while let record = try reader.next() {
                if !(record.count == 1 && record[0].isEmpty) { records.append(record) }
            }
        } catch {
            throw .corruptFeed(detail: LocalizedText("error.corrupt_feed.detail.unclosedQuote", ["file": "\(name)"]))
        }
        guard let first = records.first else { throw .corruptFeed(detail: LocalizedText("error.corrupt_feed.detail.empty", ["file": "\(name)"])) }
        header = first.map { $0.trimmingCharacters(in: .whitespaces) }
        rows = Array(records.dropFirst())
    }

    /// The position of a column, or nil when the feed leaves it out.
    public func column(_ name: String) -> Int? {
        header.firstIndex(of: name)
    }

    /// The position of a column the format requires; its absence is an error naming file and column.
    public func requiredColumn(_ name: String, in file: String) throws(TransitError) -> Int {
        guard let index = column(name) else {
            throw .corruptFeed(detail: LocalizedText("error.corrupt_feed.detail.columnMissing", ["file": "\(file)", "column": "\(name)"]))
        }
        return index
    }

    /// The field of `row` at `column`, trimmed; empty when the row is short or the column absent.
    public static func field(_ row: [String], _ column: Int?) -> String {
        guard let column, column < row.count else { return "" }
        return row[column].trimmingCharacters(in: .whitespaces)
    }
}
