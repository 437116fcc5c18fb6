/// Appends little-endian integers, LEB128 varints and length-prefixed bytes: the archive's encoding.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    mutating func fixed<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func varint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func varint(_ value: some BinaryInteger) { varint(UInt64(value)) }

    mutating func raw(_ data: some Sequence<UInt8>) { bytes.append(contentsOf: data) }

    mutating func string(_ text: String) {
        varint(text.utf8.count)
        bytes.append(contentsOf: text.utf8)
    }

    mutating func strings(_ texts: [String]) {
        varint(texts.count)
        for text in texts { string(text) }
    }
}
