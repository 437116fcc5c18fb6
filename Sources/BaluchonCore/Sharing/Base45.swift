/// Base45 (RFC 9285): bytes as text in the 45 characters of a QR code's alphanumeric mode, so a QR code
/// holds 2 bytes in 3 characters at 5.5 bits each instead of 8 bits per byte.
public enum Base45 {
    static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:".utf8)
    static let values: [UInt8: Int] = Dictionary(uniqueKeysWithValues: alphabet.enumerated().map { ($1, $0) })

    public static func encode(_ bytes: some Collection<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count / 2 * 3 + 2)
        var iterator = bytes.makeIterator()
        while let first = iterator.next() {
            if let second = iterator.next() {
                let value = Int(first) << 8 | Int(second)
                output += [alphabet[value % 45], alphabet[value / 45 % 45], alphabet[value / 2025]]
            } else {
                output += [alphabet[Int(first) % 45], alphabet[Int(first) / 45]]
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The bytes of a Base45 text; lowercase letters are not Base45 and are refused, as the RFC says.
    public static func decode(_ text: String) throws(SharingError) -> [UInt8] {
        let digits = Array(text.utf8)
        guard digits.count % 3 != 1 else { throw .invalidBase45 }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 3 * 2 + 1)
        var index = 0
        while index < digits.count {
            let chunk = digits[index..<min(index + 3, digits.count)]
            var value = 0
            var weight = 1
            for digit in chunk {
                guard let digitValue = values[digit] else { throw .invalidBase45 }
                value += digitValue * weight
                weight *= 45
            }
            if chunk.count == 3 {
                guard value <= 0xFFFF else { throw .invalidBase45 }
                bytes += [UInt8(value >> 8), UInt8(value & 0xFF)]
            } else {
                guard value <= 0xFF else { throw .invalidBase45 }
                bytes.append(UInt8(value))
            }
            index += 3
        }
        return bytes
    }
}
