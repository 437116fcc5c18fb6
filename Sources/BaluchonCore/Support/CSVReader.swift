/// The records of CSV text (RFC 4180), read from its UTF-8 bytes one at a time, the one CSV reader of the
/// project (GTFS feeds, imported places). A byte-order mark is skipped; records end in CRLF, LF or a lone CR;
/// fields are split on `delimiter`; a field that starts with a quote runs to its closing quote, delimiters,
/// line breaks and doubled quotes (`""` for `"`) included, and a quote anywhere else is an ordinary character.
/// An empty line is a record of one empty field: callers skip it or count it.
public struct CSVReader: Sendable {
    public enum Failure: Error, Equatable {
        /// A quoted field runs to the end of the text.
        case unclosedQuote
    }

    /// The delimiters spreadsheets write, in the order ``delimiter(of:)`` prefers them.
    public static let delimiters: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "\t"), UInt8(ascii: "|")]

    private let bytes: [UInt8]
    private let delimiter: UInt8
    private var index: Int
    private var field: [UInt8] = []

    public init(_ bytes: [UInt8], delimiter: UInt8 = UInt8(ascii: ",")) {
        self.bytes = bytes
        self.delimiter = delimiter
        index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// The delimiter of the first line (a French spreadsheet writes `;`): the comma whenever it splits that
    /// line, otherwise whichever of ``delimiters`` splits it most, quoted text aside.
    public static func delimiter(of bytes: [UInt8]) -> UInt8 {
        var counts: [UInt8: Int] = [:]
        var quoted = false
        for byte in bytes {
            if byte == UInt8(ascii: "\"") { quoted.toggle() }
            if !quoted && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) { break }
            if !quoted && delimiters.contains(byte) { counts[byte, default: 0] += 1 }
        }
        if counts[UInt8(ascii: ",")] != nil { return UInt8(ascii: ",") }
        return delimiters.max { counts[$0, default: 0] < counts[$1, default: 0] } ?? UInt8(ascii: ",")
    }

    /// The next record, or nil at the end of the text.
    public mutating func next() throws(Failure) -> [String]? {
        guard index < bytes.count else { return nil }
        var fields: [String] = []
        var fieldStart = true
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") && fieldStart {
                try readQuoted()
                fieldStart = false
                continue
            }
            fieldStart = false
            switch byte {
            case delimiter:
                fields.append(takeField())
                fieldStart = true
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if byte == UInt8(ascii: "\r") && index < bytes.count && bytes[index] == UInt8(ascii: "\n") { index += 1 }
                fields.append(takeField())
                return fields
            default:
                field.append(byte)
            }
        }
        fields.append(takeField())
        return fields
    }

    /// A quoted field's text, from after its opening quote to its closing one.
    private mutating func readQuoted() throws(Failure) {
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            guard byte == UInt8(ascii: "\"") else {
                field.append(byte)
                continue
            }
            guard index < bytes.count && bytes[index] == UInt8(ascii: "\"") else { return }
            field.append(byte)
            index += 1
        }
        throw .unclosedQuote
    }

    private mutating func takeField() -> String {
        defer { field.removeAll(keepingCapacity: true) }
        return String(decoding: field, as: UTF8.self)
    }
}
