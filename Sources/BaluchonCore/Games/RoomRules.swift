/// What players may type and ask of a room: the bounds of the party tools (the players' error
/// messages name them) and the checks of names, colours and seeds.
public enum RoomRules {
    public static let teams = 2...10
    public static let cardsPerDraw = 1...10
    public static let roles = 1...20
    public static let roleLength = 1...24
    public static let scoreChange = -1000...1000
    public static let timerSeconds = 5...3600

    /// A name shown to every player: letters, digits, spaces and a little punctuation, 1 to 24
    /// characters of at most 48 code points in all (a letter may carry an accent or two, not a
    /// tower of them spilling over the others' screens). Answers it with its spaces tidied.
    public static func checkedName(_ name: String) throws(RoomError) -> String {
        let trimmed = name.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let allowed = trimmed.allSatisfy { $0.isLetter || $0.isNumber || $0 == " " || "-'’._".contains($0) }
        guard (1...24).contains(trimmed.count), trimmed.unicodeScalars.count <= 48, allowed else { throw .badName }
        return trimmed
    }

    /// `#rrggbb`.
    public static func isColour(_ text: String) -> Bool {
        text.count == 7 && text.first == "#" && text.dropFirst().allSatisfy(\.isHexDigit)
    }

    /// A player's seed: 8 to 64 ASCII letters or digits.
    public static func isSeed(_ text: String) -> Bool {
        (8...64).contains(text.count) && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
}
