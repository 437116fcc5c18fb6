/// Writing systems, coarsely, by Unicode block: enough to tell which languages can have written a
/// letter at all.
enum Script: Int, CaseIterable {
    case latin, greek, cyrillic, armenian, hebrew, arabic, devanagari, bengali, tamil, thai, hangul, kana, han, other

    /// The script of a scalar value.
    static func of(_ value: UInt32) -> Script {
        switch value {
        case 0..<0x0250, 0x1E00..<0x1F00: .latin
        case 0x0370..<0x0400, 0x1F00..<0x2000: .greek
        case 0x0400..<0x0530: .cyrillic
        case 0x0530..<0x0590: .armenian
        case 0x0590..<0x0600: .hebrew
        case 0x0600..<0x0780, 0xFB50..<0xFE00, 0xFE70..<0xFF00: .arabic
        case 0x0900..<0x0980: .devanagari
        case 0x0980..<0x0A00: .bengali
        case 0x0B80..<0x0C00: .tamil
        case 0x0E00..<0x0E80: .thai
        case 0x1100..<0x1200, 0x3130..<0x3190, 0xAC00..<0xD7B0: .hangul
        case 0x3040..<0x3100: .kana
        case 0x3400..<0xA000, 0xF900..<0xFB00: .han
        default: .other
        }
    }

    /// This script as a bit of a mask.
    var bit: UInt16 { 1 << UInt16(rawValue) }
}
