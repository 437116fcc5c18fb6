import Foundation

/// A CSV file as GTFS publishes it, read from its bytes: a byte-order mark is skipped, lines end in
/// LF or CRLF, fields may be quoted (with `""` for a quote and line breaks inside), and columns are
/// found by their header name, in whatever order the feed lists them.
public struct CSVTable: Sendable {
    public let header: [String]
    public private(set) var rows: [[String]] = []

    /// Parses the whole file; a quote left open at the end is an error naming the file.
    public init(bytes: [UInt8], name: String) throws(TransitError) {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        var records: [[String]] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var quoted = false
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"") {
                        field.append(byte)
                        index += 1
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(byte)
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""): quoted = true
                case UInt8(ascii: ","):
                    fields.append(String(decoding: field, as: UTF8.self))
                    field.removeAll(keepingCapacity: true)
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    if byte == UInt8(ascii: "\r") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                    fields.append(String(decoding: field, as: UTF8.self))
                    field.removeAll(keepingCapacity: true)
                    if !(fields.count == 1 && fields[0].isEmpty) { records.append(fields) }
                    fields.removeAll(keepingCapacity: true)
                default: field.append(byte)
                }
            }
            index += 1
        }
        if quoted { throw .corruptFeed(detail: "\(name): a quoted field is never closed") }
        if !field.isEmpty || !fields.isEmpty {
            fields.append(String(decoding: field, as: UTF8.self))
            records.append(fields)
        }
        guard let first = records.first else { throw .corruptFeed(detail: "\(name) is empty") }
        header = first.map { $0.trimmingCharacters(in: .whitespaces) }
        rows = Array(records.dropFirst())
    }

    /// The position of a column, or nil when the feed leaves it out.
    public func column(_ name: String) -> Int? {
        header.firstIndex(of: name)
    }

    /// The position of a column the format requires; its absence is an error naming file and column.
    public func requiredColumn(_ name: String, in file: String) throws(TransitError) -> Int {
        guard let index = column(name) else { throw .corruptFeed(detail: "\(file) has no \(name) column") }
        return index
    }

    /// The field of `row` at `column`, trimmed; empty when the row is short or the column absent.
    public static func field(_ row: [String], _ column: Int?) -> String {
        guard let column, column < row.count else { return "" }
        return row[column].trimmingCharacters(in: .whitespaces)
    }
}
