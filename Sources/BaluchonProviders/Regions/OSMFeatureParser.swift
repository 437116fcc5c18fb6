import BaluchonCore
import Foundation

/// Reads one line of osmium's GeoJSON text sequence straight into an ``OSMFeature``.
///
/// Foundation's JSON readers build a dictionary of boxed values for every line and took over four
/// seconds of CPU for Andorra's 20 MB; this reader walks the bytes once, keeps the tags as strings and
/// the coordinates as flat arrays, and skips whatever else a line holds. It accepts strict JSON only
/// (RFC 8259); anything else is ``Malformed``.
struct OSMFeatureParser {
    /// The line is not JSON, or not a feature of a known geometry with `@type` and `@id`.
    struct Malformed: Error, Equatable {
        var offset: Int
    }

    private let bytes: UnsafeRawBufferPointer
    private var position = 0

    private var shape: OSMFeature.Shape?
    private var type: OSMType?
    private var id: Int64?
    private var tags: [String: String] = [:]
    private var longitudes: [Double] = []
    private var latitudes: [Double] = []
    private var partStarts: [Int] = []

    /// The feature written on `line` (without its newline; a leading record separator is allowed).
    static func feature(in line: UnsafeRawBufferPointer) throws -> OSMFeature {
        var parser = OSMFeatureParser(bytes: line)
        if parser.peek() == 0x1E { parser.position += 1 }
        try parser.object { parser, key in
            switch key {
            case "geometry": try parser.geometry()
            case "properties": try parser.properties()
            default: try parser.skipValue()
            }
        }
        parser.skipSpaces()
        guard parser.position == line.count, let shape = parser.shape, let type = parser.type, let id = parser.id, !parser.latitudes.isEmpty
        else { throw Malformed(offset: parser.position) }
        if parser.partStarts.isEmpty { parser.partStarts = [0] }
        return OSMFeature(
            shape: shape, type: type, id: id, tags: parser.tags, longitudes: parser.longitudes, latitudes: parser.latitudes,
            partStarts: parser.partStarts)
    }

    private init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    // MARK: The parts of a feature

    private mutating func geometry() throws {
        try object { parser, key in
            switch key {
            case "type":
                parser.shape = OSMFeature.Shape(rawValue: try parser.string())
            case "coordinates":
                _ = try parser.coordinates()
            default:
                try parser.skipValue()
            }
        }
    }

    /// Reads nested coordinate arrays; an array of positions starts a part. Returns whether the array
    /// read was a position itself.
    private mutating func coordinates() throws -> Bool {
        try expect(UInt8(ascii: "["))
        skipSpaces()
        if let next = peek(), next == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) {
            let longitude = try number()
            try expect(UInt8(ascii: ","))
            let latitude = try number()
            while try nextElement(closing: UInt8(ascii: "]")) { _ = try number() }
            longitudes.append(longitude)
            latitudes.append(latitude)
            return true
        }
        let start = latitudes.count
        var holdsPositions = false
        if peek() == UInt8(ascii: "]") {
            position += 1
            return false
        }
        repeat {
            holdsPositions = try coordinates()
        } while try nextElement(closing: UInt8(ascii: "]"))
        if holdsPositions { partStarts.append(start) }
        return false
    }

    private mutating func properties() throws {
        try object { parser, key in
            parser.skipSpaces()
            switch (key, parser.peek() ?? 0) {
            case ("@type", _):
                switch try parser.string() {
                case "node": parser.type = .node
                case "way": parser.type = .way
                case "relation": parser.type = .relation
                default: throw Malformed(offset: parser.position)
                }
            case ("@id", _):
                guard let id = Int64(try parser.numberText()) else { throw Malformed(offset: parser.position) }
                parser.id = id
            case (_, UInt8(ascii: "\"")):
                parser.tags[key] = try parser.string()
            case (_, UInt8(ascii: "-")), (_, UInt8(ascii: "0")...UInt8(ascii: "9")):
                parser.tags[key] = try parser.numberText()
            default:
                try parser.skipValue()
            }
        }
    }

    // MARK: JSON

    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private mutating func skipSpaces() {
        while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
    }

    private mutating func expect(_ byte: UInt8) throws {
        skipSpaces()
        guard peek() == byte else { throw Malformed(offset: position) }
        position += 1
    }

    /// After an element: true at a comma (another element follows), false at `closing` (consumed).
    private mutating func nextElement(closing: UInt8) throws -> Bool {
        skipSpaces()
        switch peek() {
        case UInt8(ascii: ","):
            position += 1
            return true
        case closing:
            position += 1
            return false
        default:
            throw Malformed(offset: position)
        }
    }

    /// Reads an object, handing each key to `member`, which must read the value.
    private mutating func object(_ member: (inout OSMFeatureParser, String) throws -> Void) throws {
        try expect(UInt8(ascii: "{"))
        skipSpaces()
        if peek() == UInt8(ascii: "}") {
            position += 1
            return
        }
        repeat {
            skipSpaces()
            let key = try string()
            try expect(UInt8(ascii: ":"))
            try member(&self, key)
        } while try nextElement(closing: UInt8(ascii: "}"))
    }

    private mutating func skipValue() throws {
        skipSpaces()
        switch peek() {
        case UInt8(ascii: "{"):
            try object { parser, _ in try parser.skipValue() }
        case UInt8(ascii: "["):
            position += 1
            skipSpaces()
            if peek() == UInt8(ascii: "]") {
                position += 1
                return
            }
            repeat { try skipValue() } while try nextElement(closing: UInt8(ascii: "]"))
        case UInt8(ascii: "\""):
            _ = try string()
        case UInt8(ascii: "t"): try word("true")
        case UInt8(ascii: "f"): try word("false")
        case UInt8(ascii: "n"): try word("null")
        default:
            _ = try numberText()
        }
    }

    private mutating func word(_ text: StaticString) throws {
        let count = text.utf8CodeUnitCount
        guard position + count <= bytes.count,
            (0..<count).allSatisfy({ bytes[position + $0] == text.utf8Start[$0] })
        else { throw Malformed(offset: position) }
        position += count
    }

    /// The text of a JSON number, checked against the grammar.
    private mutating func numberText() throws -> String {
        skipSpaces()
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        func run() -> Int {
            let from = position
            while let byte = peek(), digits.contains(byte) { position += 1 }
            return position - from
        }
        let whole = position
        guard run() > 0, bytes[whole] != UInt8(ascii: "0") || position - whole == 1 else { throw Malformed(offset: start) }
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard run() > 0 else { throw Malformed(offset: start) }
        }
        if let byte = peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            position += 1
            if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { position += 1 }
            guard run() > 0 else { throw Malformed(offset: start) }
        }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    private mutating func number() throws -> Double {
        let offset = position
        guard let value = Double(try numberText()) else { throw Malformed(offset: offset) }
        return value
    }

    /// A string, its escapes decoded; invalid UTF-8 is replaced, as osmium never writes it.
    private mutating func string() throws -> String {
        try expect(UInt8(ascii: "\""))
        let start = position
        while let byte = peek(), byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
            guard byte >= 0x20 else { throw Malformed(offset: position) }
            position += 1
        }
        guard let stop = peek() else { throw Malformed(offset: position) }
        if stop == UInt8(ascii: "\"") {
            position += 1
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<position - 1]), as: UTF8.self)
        }
        var text = Array(UnsafeRawBufferPointer(rebasing: bytes[start..<position]))
        while let byte = peek() {
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &text)
            case 0..<0x20:
                throw Malformed(offset: position - 1)
            default:
                text.append(byte)
            }
        }
        throw Malformed(offset: position)
    }

    private mutating func escape(into text: inout [UInt8]) throws {
        guard let byte = peek() else { throw Malformed(offset: position) }
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(byte)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hexUnit()
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate must be followed by an escaped low one.
                guard peek() == UInt8(ascii: "\\") else { throw Malformed(offset: position) }
                position += 1
                guard peek() == UInt8(ascii: "u") else { throw Malformed(offset: position) }
                position += 1
                let low = try hexUnit()
                guard (0xDC00..<0xE000).contains(low) else { throw Malformed(offset: position) }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let character = Unicode.Scalar(scalar) else { throw Malformed(offset: position) }
            text.append(contentsOf: String(character).utf8)
        default:
            throw Malformed(offset: position - 1)
        }
    }

    private mutating func hexUnit() throws -> UInt32 {
        guard position + 4 <= bytes.count else { throw Malformed(offset: position) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Character(Unicode.Scalar(bytes[position])).hexDigitValue else { throw Malformed(offset: position) }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }
}
