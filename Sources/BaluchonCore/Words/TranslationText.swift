/// The rules a text must meet before anyone translates or detects it.
public enum TranslationText {
    /// The longest text accepted, in Unicode code points (what the web page counts too).
    public static let maximumLength = 5_000

    /// `text` when it can be sent: not blank and not longer than ``maximumLength``.
    public static func validated(_ text: String) throws(WordsError) -> String {
        guard text.contains(where: { !$0.isWhitespace }) else { throw .emptyText }
        let length = text.unicodeScalars.count
        guard length <= maximumLength else { throw .textTooLong(length: length, limit: maximumLength) }
        return text
    }
}
