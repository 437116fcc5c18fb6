extension PlusCode {
    /// What the text is, by the reference's rules: valid at all, short (digits dropped from the front), full.
    struct Shape {
        var isValid = false
        var isShort = false
        var isFull = false
    }

    /// Digit values by ASCII byte, upper and lower case; -1 for bytes that are not digits.
    static let values: [Int8] = {
        var table = [Int8](repeating: -1, count: 256)
        for (value, byte) in alphabetBytes.enumerated() {
            table[Int(byte)] = Int8(value)
            table[Int(byte | 0x20)] = Int8(value)
        }
        return table
    }()

    /// One pass over the bytes: separator, padding and digits checked as the reference's `isValid`, `isShort`
    /// and `isFull` do.
    static func shape(_ bytes: some Collection<UInt8>) -> Shape {
        let code = Array(bytes)
        let plus = UInt8(ascii: "+")
        let zero = UInt8(ascii: "0")
        guard code.count > 1, let separatorIndex = code.firstIndex(of: plus), code.lastIndex(of: plus) == separatorIndex,
            separatorIndex <= separatorPosition, separatorIndex.isMultiple(of: 2)
        else { return Shape() }
        if let paddingStart = code.firstIndex(of: zero) {
            // Padding only in full codes' place of missing pairs, as one even run, then nothing after the "+".
            guard separatorIndex == separatorPosition, paddingStart > 0, paddingStart < separatorIndex, separatorIndex == code.count - 1,
                code[paddingStart..<separatorIndex].allSatisfy({ $0 == zero }), (separatorIndex - paddingStart).isMultiple(of: 2)
            else { return Shape() }
        }
        guard code.count - separatorIndex - 1 != 1 else { return Shape() }
        guard code.allSatisfy({ $0 == plus || $0 == zero || values[Int($0)] >= 0 }) else { return Shape() }
        var shape = Shape(isValid: true)
        if separatorIndex < separatorPosition {
            shape.isShort = true
            return shape
        }
        // The first digits cannot reach past 90° of latitude or 180° of longitude.
        shape.isFull = Int(values[Int(code[0])]) * 20 < 180 && (code[1] == zero || Int(values[Int(code[1])]) * 20 < 360)
        return shape
    }

    /// Whether the text has the shape of a Plus Code, full or short (the reference's `isValid`).
    public static func isValid(_ text: String) -> Bool { shape(text.utf8).isValid }

    /// A code with digits dropped from its front, to be read near a reference place.
    public static func isShort(_ text: String) -> Bool { shape(text.utf8).isShort }

    /// A code that names one cell on Earth by itself.
    public static func isFull(_ text: String) -> Bool { shape(text.utf8).isFull }
}
