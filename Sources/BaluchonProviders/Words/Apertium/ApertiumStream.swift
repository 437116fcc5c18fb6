/// Apertium's stream format for plain text: the characters the engine reserves are escaped with a
/// backslash on the way in, as `apertium-destxt` does, and superblanks (`[\n]`) carry line breaks
/// through untouched.
///
/// `^` is the one exception: Debian's `lrx-proc` (apertium-lex-tools 0.4.2) reads an escaped `\^` in
/// the blank after the last word as the start of a word, and in the NUL-flush mode of the resident
/// pipelines it then waits for a `$` that never comes (the text `^` hung until the timeout). A `^`
/// therefore travels in a superblank of its own, ``caret``, which every program passes through.
public enum ApertiumStream {
    /// Characters the stream format reserves (`*` and `#` are not escaped by `apertium-destxt` either).
    static let reserved: Set<Character> = ["[", "]", "{", "}", "$", "/", "\\", "@", "<", ">"]

    /// What a superblank standing for a `^` holds: no reserved character, so nothing of Apertium reads it.
    static let caretMark = "caret"
    /// A `^` in the stream.
    static let caret = "[\(caretMark)]"

    /// Ends every input: the engine holds a word back until a blank follows it, so without this
    /// closing superblank the last word would never come out.
    static let end = "[][\n]"

    /// A text as a whole stream input: escaped and closed by ``end``.
    public static func input(_ text: String) -> String {
        escape(text) + end
    }

    /// A whole stream output as plain text: ``end`` removed, then unescaped.
    public static func output(_ stream: String) -> String {
        unescape(stream.hasSuffix(end) ? String(stream.dropLast(end.count)) : stream)
    }

    /// Plain text as stream input: reserved characters escaped, line breaks as superblanks.
    public static func escape(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count + 8)
        for character in text {
            if character == "\n" || character == "\r\n" {
                output += "[\n]"
            } else if character == "\0" {
                continue
            } else if character == "^" {
                output += caret
            } else {
                if reserved.contains(character) { output.append("\\") }
                output.append(character)
            }
        }
        return output
    }

    /// Stream output as plain text: escapes undone, superblanks replaced by what they hold, word-bound
    /// blanks (`[[…]]`) dropped.
    public static func unescape(_ stream: String) -> String {
        var output = ""
        var characters = stream.makeIterator()
        var depth = 0
        var blank = ""
        var wordBound = false
        while let character = characters.next() {
            switch character {
            case "\\":
                guard let next = characters.next() else { break }
                if depth > 0 { blank.append(next) } else { output.append(next) }
            case "[":
                depth += 1
                if depth == 1 {
                    blank = ""
                    wordBound = false
                } else {
                    wordBound = true
                }
            case "]" where depth > 0:
                depth -= 1
                // A superblank holds what the input had there (a line break); a word-bound blank
                // `[[t:…]]` holds formatting, which plain text does not have.
                if depth == 0 && !wordBound { output += blank == caretMark ? "^" : blank }
            default:
                if depth > 0 { blank.append(character) } else { output.append(character) }
            }
        }
        return output
    }
}
