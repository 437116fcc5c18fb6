extension PlusCode {
    /// Whether the text has the shape of a Plus Code, full or short (the reference's `isValid`).
    public static func isValid(_ text: String) -> Bool {
        let code = Array(text.uppercased())
        guard let separatorIndex = code.firstIndex(of: separator), code.lastIndex(of: separator) == separatorIndex,
            separatorIndex <= separatorPosition, separatorIndex.isMultiple(of: 2), code.count > 1
        else { return false }
        if let paddingStart = code.firstIndex(of: padding) {
            // Padding only in full codes' place of missing pairs, as one even run, then nothing after the "+".
            guard separatorIndex == separatorPosition, paddingStart > 0, paddingStart < separatorIndex, separatorIndex == code.count - 1,
                code[paddingStart..<separatorIndex].allSatisfy({ $0 == padding }),
                (separatorIndex - paddingStart).isMultiple(of: 2)
            else { return false }
        }
        guard code.count - separatorIndex - 1 != 1 else { return false }
        return code.allSatisfy { $0 == separator || $0 == padding || alphabet.contains($0) }
    }

    /// A code with digits dropped from its front, to be read near a reference place.
    public static func isShort(_ text: String) -> Bool {
        guard isValid(text), let separatorIndex = text.firstIndex(of: separator) else { return false }
        return text.distance(from: text.startIndex, to: separatorIndex) < separatorPosition
    }

    /// A code that names one cell on Earth by itself.
    public static func isFull(_ text: String) -> Bool {
        guard isValid(text), !isShort(text) else { return false }
        let code = Array(text.uppercased())
        // The first digits cannot reach past 90° of latitude or 180° of longitude.
        guard let first = alphabet.firstIndex(of: code[0]), first * 20 < 180 else { return false }
        if code.count > 1, let second = alphabet.firstIndex(of: code[1]), second * 20 >= 360 { return false }
        return true
    }
}
