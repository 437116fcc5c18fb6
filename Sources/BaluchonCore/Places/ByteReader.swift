/// Reads what ``ByteWriter`` wrote, refusing to run past the end or to accept absurd lengths.
struct ByteReader {
    private let bytes: [UInt8]
    private(set) var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position == bytes.count }

    private func failure(_ what: String) -> GeoNamesDataError { failure(what, at: position) }

    mutating func fixed<T: FixedWidthInteger>(_: T.Type) throws(GeoNamesDataError) -> T {
        let size = MemoryLayout<T>.size
        guard bytes.count - position >= size else { throw failure("truncated number") }
        var value: T = 0
        for offset in 0..<size { value |= T(truncatingIfNeeded: bytes[position + offset]) << (offset * 8) }
        position += size
        return value
    }

    mutating func varint() throws(GeoNamesDataError) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count else { throw failure("truncated varint") }
            guard shift < 64 else { throw failure("overlong varint") }
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    /// `count` varints read in one pass, each handed to `body` with its place: the gazetteer's columns of
    /// hundreds of thousands of numbers. Reading them through one buffer pointer, not the array a byte at a time,
    /// spares a debug build (the tests', the CLI's as built by `swift build`) a retain and a release per byte.
    mutating func varints(_ count: Int, _ body: (Int, UInt64) throws(GeoNamesDataError) -> Void) throws(GeoNamesDataError) {
        var position = self.position
        defer { self.position = position }
        try bytes.withUnsafeBufferPointer { (buffer) throws(GeoNamesDataError) in
            for index in 0..<count {
                var value: UInt64 = 0
                var shift: UInt64 = 0
                while true {
                    guard position < buffer.count else { throw failure("truncated varint", at: position) }
                    guard shift < 64 else { throw failure("overlong varint", at: position) }
                    let byte = buffer[position]
                    position += 1
                    value |= UInt64(byte & 0x7F) << shift
                    if byte < 0x80 { break }
                    shift += 7
                }
                try body(index, value)
            }
        }
    }

    private func failure(_ what: String, at position: Int) -> GeoNamesDataError { .corruptArchive(reason: "\(what) at byte \(position)") }

    /// A varint that must be at most `limit`.
    mutating func count(atMost limit: Int) throws(GeoNamesDataError) -> Int {
        let value = try varint()
        guard value <= UInt64(limit) else { throw failure("count \(value) beyond \(limit)") }
        return Int(value)
    }

    mutating func raw(_ count: Int) throws(GeoNamesDataError) -> ArraySlice<UInt8> {
        guard count >= 0, bytes.count - position >= count else { throw failure("truncated block") }
        defer { position += count }
        return bytes[position..<position + count]
    }

    mutating func string() throws(GeoNamesDataError) -> String {
        let slice = try raw(try count(atMost: 1 << 16))
        guard let text = String(validating: slice, as: UTF8.self) else { throw failure("text that is not UTF-8") }
        return text
    }

    mutating func strings(atMost limit: Int) throws(GeoNamesDataError) -> [String] {
        let total = try count(atMost: limit)
        var texts: [String] = []
        texts.reserveCapacity(total)
        for _ in 0..<total { texts.append(try string()) }
        return texts
    }
}
