/// Languages that the model does not hold but that their script alone gives away: when most
/// letters of a text are in one of these scripts, its language is the answer.
enum ScriptLanguages {
    /// Unicode blocks of scripts used by a single language among those providers translate.
    static let blocks: [(range: ClosedRange<UInt32>, language: LanguageCode)] = [
        (0x0E00...0x0E7F, "th"), (0x0530...0x058F, "hy"), (0x10A0...0x10FF, "ka"), (0x0A80...0x0AFF, "gu"),
        (0x0A00...0x0A7F, "pa"), (0x0C80...0x0CFF, "kn"), (0x0C00...0x0C7F, "te"), (0x0D00...0x0D7F, "ml"),
        (0x0B00...0x0B7F, "or"), (0x0D80...0x0DFF, "si"), (0x1780...0x17FF, "km"), (0x0E80...0x0EFF, "lo"),
        (0x1000...0x109F, "my"), (0x0F00...0x0FFF, "bo"), (0x0780...0x07BF, "dv"),
    ].map { ($0.0, LanguageCode($0.1)!) }

    static let languages: [LanguageCode] = blocks.map(\.language)

    /// The script-only language of `scalar`, if it has one.
    @inline(__always)
    static func language(of scalar: UInt32) -> Int? {
        guard scalar >= 0x0530, scalar <= 0x17FF else { return nil }
        return blocks.firstIndex { $0.range.contains(scalar) }
    }
}
