/// A piece of text for people: a catalogue key and the values of its `{placeholders}`, told in any
/// interface language by ``text(in:)``.
public struct LocalizedText: Sendable, Equatable {
    /// A placeholder's value: plain text, a text told in the same language, or words that depend on
    /// the language (names of languages, numbers written its way).
    public enum Argument: Sendable, Equatable, ExpressibleByStringInterpolation {
        case text(String)
        indirect case localized(LocalizedText)
        case inLanguage(@Sendable (UILanguage) -> String)

        public init(stringLiteral value: String) {
            self = .text(value)
        }

        public init(stringInterpolation: DefaultStringInterpolation) {
            self = .text(String(stringInterpolation: stringInterpolation))
        }

        func text(in language: UILanguage) -> String {
            switch self {
            case .text(let text): text
            case .localized(let localized): localized.text(in: language)
            case .inLanguage(let words): words(language)
            }
        }

        /// Two arguments are equal when they read the same in every language.
        public static func == (lhs: Argument, rhs: Argument) -> Bool {
            UILanguage.allCases.allSatisfy { lhs.text(in: $0) == rhs.text(in: $0) }
        }
    }

    public var key: String
    public var arguments: [String: Argument]
    /// The number that chooses between the singular and the plural text, when the text has both.
    public var count: Int?

    public init(_ key: String, _ arguments: [String: Argument] = [:]) {
        self.key = key
        self.arguments = arguments
    }

    /// The text under `key.one` or `key.other`, as `count` takes the singular or the plural in each
    /// language (its catalogue's `plural.one` lists the counts that take the singular); `{count}` is
    /// the count.
    public init(_ key: String, count: Int, _ arguments: [String: Argument] = [:]) {
        self.init(key, arguments.merging(["count": "\(count)"]) { $1 })
        self.count = count
    }

    /// Text that reads the same in every language: a host name, a program's own words.
    public static func verbatim(_ text: String) -> LocalizedText {
        LocalizedText("text.verbatim", ["text": .text(text)])
    }

    public func text(in language: UILanguage) -> String {
        let key = count.map { self.key + "." + Self.pluralForm(of: $0, in: language) } ?? key
        return Self.filled(MessageCatalogue.text(of: key, in: language)) { arguments[$0]?.text(in: language) }
    }

    private static func pluralForm(of count: Int, in language: UILanguage) -> String {
        let singular = MessageCatalogue.text(of: "plural.one", in: language).split(separator: " ")
        return singular.contains(Substring(String(abs(count)))) ? "one" : "other"
    }

    /// `template` with each `{name}` replaced by `value(name)`; names without a value stay as written.
    static func filled(_ template: String, _ value: (String) -> String?) -> String {
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}"), let text = value(String(rest[rest.index(after: open)..<close])) else {
                result.append("{")
                rest = rest[rest.index(after: open)...]
                continue
            }
            result += text
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
