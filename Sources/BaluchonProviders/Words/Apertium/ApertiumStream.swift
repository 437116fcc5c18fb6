import BaluchonCore

/// Apertium's stream format for plain text: the characters the engine reserves are escaped with a
/// backslash on the way in, as `apertium-destxt` does, and superblanks (`[\n]`) carry line breaks
/// through untouched.
///
/// Four characters travel in superblanks of their own (``protected``), which every program passes
/// through. `^`: Debian's `lrx-proc` (apertium-lex-tools 0.4.2) reads an escaped `\^` in the blank
/// after the last word as the start of a word, and in the NUL-flush mode of the resident pipelines it
/// then waits for a `$` that never comes (the text `^` hung until the timeout). `*`, `#` and `@`: the
/// engine writes them before the words it could not translate (`*` unknown, `#` no form in the
/// target, `@` no translation, escaped as `\@` like a traveller's own `@`), so a traveller's own
/// must not look like one.
///
/// Between the legs of a pivot (fr→es→en), a marked word is carried in a superblank (``carryingMarks(_:)``),
/// so the next leg neither reads it as a word of the pivot language nor marks it twice; ``output(_:)``
/// turns the marks and the carried words into plain text and ``UnknownWord``s.
public enum ApertiumStream {
    /// Characters the stream format reserves and escapes (`@` travels in a superblank instead; `*` and `#`
    /// are not escaped by `apertium-destxt` either).
    static let reserved: Set<Character> = ["[", "]", "{", "}", "$", "/", "\\", "<", ">"]

    /// Characters that travel in a superblank holding their name: no reserved character, so nothing
    /// of Apertium reads it.
    static let protected: [Character: String] = ["^": "caret", "*": "star", "#": "hash", "@": "at"]

    /// What starts a superblank carrying a marked word between legs (`[word:*Zorglubix]`).
    static let carried = "word:"

    /// Ends every input: the engine holds a word back until a blank follows it, so without this
    /// closing superblank the last word would never come out.
    static let end = "[][\n]"

    /// A translated stream as plain text, with the words the engine marked.
    public struct Output: Sendable, Equatable {
        public var text: String
        public var unknownWords: [UnknownWord]
    }

    /// A text as a whole stream input: escaped and closed by ``end``.
    public static func input(_ text: String) -> String {
        escape(text) + end
    }

    /// A whole stream output as plain text: ``end`` removed, escapes undone, marks taken out of the
    /// text and listed with where their words stand.
    public static func output(_ stream: String) -> Output {
        var output = Output(text: "", unknownWords: [])
        var length = 0
        func append(_ text: String) {
            output.text += text
            length += text.unicodeScalars.count
        }
        let body = stream.hasSuffix(end) ? String(stream.dropLast(end.count)) : stream
        for token in tokens(body) {
            switch token {
            case .character(let character, _): append(String(character))
            case .marked(let kind, let word):
                output.unknownWords.append(UnknownWord(word: word, kind: kind, offset: length))
                append(word)
            case .blank(let content, _):
                if content.hasPrefix(carried), let kind = content.dropFirst(carried.count).first.flatMap(UnknownWord.Kind.init(mark:)) {
                    let word = String(content.dropFirst(carried.count + 1))
                    output.unknownWords.append(UnknownWord(word: word, kind: kind, offset: length))
                    append(word)
                } else if let character = protected.first(where: { $0.value == content })?.key {
                    append(String(character))
                } else {
                    append(content)
                }
            case .wordBoundBlank: continue
            }
        }
        return output
    }

    /// A leg's output ready for the next leg: every marked word carried in a superblank, the rest as it was.
    public static func carryingMarks(_ stream: String) -> String {
        var output = ""
        for token in tokens(stream) {
            switch token {
            case .character(let character, let escaped):
                if escaped { output.append("\\") }
                output.append(character)
            case .marked(let kind, let word): output += "[\(carried)\(kind.mark)\(escape(word))]"
            case .blank(_, let raw), .wordBoundBlank(let raw): output += raw
            }
        }
        return output
    }

    /// Plain text as stream input: reserved characters escaped, line breaks as superblanks, the
    /// ``protected`` characters in theirs.
    public static func escape(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count + 8)
        for character in text {
            if character == "\n" || character == "\r\n" {
                output += "[\n]"
            } else if character == "\0" {
                continue
            } else if let name = protected[character] {
                output += "[\(name)]"
            } else {
                if reserved.contains(character) { output.append("\\") }
                output.append(character)
            }
        }
        return output
    }

    /// What a stream is made of.
    enum Token: Equatable {
        /// A character of the text; `escaped` when it came with a backslash.
        case character(Character, escaped: Bool)
        /// A word after one of the engine's marks (`*Zorglubix`), without the mark.
        case marked(UnknownWord.Kind, String)
        /// A superblank (`[\n]`), its content unescaped.
        case blank(String, raw: String)
        /// A word-bound blank (`[[t:b:123]]`): formatting, which plain text does not have.
        case wordBoundBlank(raw: String)
    }

    /// The stream read into tokens. A mark is a `*`, `#` or `@` (escaped or not) followed by a letter;
    /// the word it marks runs over letters (with their combining marks) and digits, with inner `-`, `'` and `’`.
    static func tokens(_ stream: String) -> [Token] {
        var tokens: [Token] = []
        let characters = Array(stream)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let escaped = character == "\\" && index + 1 < characters.count
            if let kind = UnknownWord.Kind(mark: escaped ? characters[index + 1] : character) {
                // A mark may come doubled (`@*`) when a word fails twice; the first says most.
                var start = index + (escaped ? 2 : 1)
                while start < characters.count, UnknownWord.Kind(mark: characters[start]) != nil { start += 1 }
                let end = wordEnd(characters, from: start)
                if end > start {
                    tokens.append(.marked(kind, String(characters[start..<end])))
                    index = end
                    continue
                }
            }
            switch character {
            case "\\":
                if index + 1 < characters.count { tokens.append(.character(characters[index + 1], escaped: true)) }
                index += 2
            case "[":
                let (token, next) = blank(characters, from: index)
                tokens.append(token)
                index = next
            default:
                tokens.append(.character(character, escaped: false))
                index += 1
            }
        }
        return tokens
    }

    /// The superblank or word-bound blank opening at `start`, and the index after it.
    private static func blank(_ characters: [Character], from start: Int) -> (Token, Int) {
        var depth = 0
        var content = ""
        var wordBound = false
        var index = start
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count {
                content.append(characters[index + 1])
                index += 2
                continue
            }
            if character == "[" {
                depth += 1
                if depth > 1 { wordBound = true }
            } else if character == "]" {
                depth -= 1
                if depth == 0 { break }
            } else {
                content.append(character)
            }
            index += 1
        }
        let raw = String(characters[start..<min(index + 1, characters.count)])
        return (wordBound ? .wordBoundBlank(raw: raw) : .blank(content, raw: raw), index + 1)
    }

    /// The end of the word starting at `start`.
    private static func wordEnd(_ characters: [Character], from start: Int) -> Int {
        guard start < characters.count, characters[start].isLetter else { return start }
        var end = start + 1
        while end < characters.count {
            if characters[end].isLetter || characters[end].isNumber {
                end += 1
            } else if ["-", "'", "’"].contains(characters[end]), end + 1 < characters.count, characters[end + 1].isLetter {
                end += 2
            } else {
                break
            }
        }
        return end
    }
}
