/// 64-bit FNV-1a over UTF-8, the hash the detector's tables are keyed by.
struct FNV {
    static let offset: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01b3

    private(set) var value: UInt64 = FNV.offset

    mutating func add(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* FNV.prime
    }

    /// Adds a scalar's UTF-8 bytes.
    mutating func add(scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            add(byte: UInt8(scalar))
        case 0x80..<0x800:
            add(byte: UInt8(0xC0 | (scalar >> 6)))
            add(byte: UInt8(0x80 | (scalar & 0x3F)))
        case 0x800..<0x10000:
            add(byte: UInt8(0xE0 | (scalar >> 12)))
            add(byte: UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            add(byte: UInt8(0x80 | (scalar & 0x3F)))
        default:
            add(byte: UInt8(0xF0 | (scalar >> 18)))
            add(byte: UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            add(byte: UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            add(byte: UInt8(0x80 | (scalar & 0x3F)))
        }
    }

    static func hash<S: Sequence>(bytes: S) -> UInt64 where S.Element == UInt8 {
        var fnv = FNV()
        for byte in bytes { fnv.add(byte: byte) }
        return fnv.value
    }
}
