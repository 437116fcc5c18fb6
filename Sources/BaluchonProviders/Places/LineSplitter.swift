import BaluchonCore

/// Cuts a byte stream into lines, whatever the chunk boundaries; accepts `\n` and `\r\n`.
struct LineSplitter {
    private var carry: [UInt8] = []
    private(set) var lineNumber = 0

    mutating func feed(
        _ chunk: ArraySlice<UInt8>, _ body: (ArraySlice<UInt8>, Int) throws(GeoNamesDataError) -> Void
    ) throws(GeoNamesDataError) {
        carry.append(contentsOf: chunk)
        var start = 0
        while let end = carry[start...].firstIndex(of: 0x0A) {
            try emit(carry[start..<end], body)
            start = end + 1
        }
        carry.removeFirst(start)
        if carry.count > 1 << 24 {
            throw .malformedLine(number: lineNumber + 1, reason: LocalizedText("error.corrupt_import_file.reason.lineTooLong"))
        }
    }

    mutating func finish(_ body: (ArraySlice<UInt8>, Int) throws(GeoNamesDataError) -> Void) throws(GeoNamesDataError) {
        if !carry.isEmpty { try emit(carry[...], body) }
        carry = []
    }

    private mutating func emit(
        _ line: ArraySlice<UInt8>, _ body: (ArraySlice<UInt8>, Int) throws(GeoNamesDataError) -> Void
    ) throws(GeoNamesDataError) {
        lineNumber += 1
        try body(line.last == 0x0D ? line.dropLast() : line, lineNumber)
    }
}
