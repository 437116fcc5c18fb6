/// One OpenStreetMap tag (`amenity=pharmacy`).
public struct OSMTag: Sendable, Hashable, CustomStringConvertible {
    public var key: String
    public var value: String

    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }

    /// Reads `key=value`; nil when either side is empty.
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let key = parts[0].trimmingCharacters(in: .whitespaces)
        let value = parts[1].trimmingCharacters(in: .whitespaces)
        guard !key.isEmpty, !value.isEmpty else { return nil }
        self.init(key: key, value: value)
    }

    public var description: String { "\(key)=\(value)" }
}

/// A kind of place a traveller looks for ("pharmacy"), with the tags that make it and its names.
public struct PlaceKind: Sendable, Equatable, Identifiable {
    /// Stable lowercase id used in the API (`pharmacy`).
    public var id: String
    /// A feature carrying any of these tags is of this kind.
    public var tags: [OSMTag]
    /// Names per language code ("fr", "en"): the first is the one shown, the others are plurals and synonyms.
    public var names: [String: [String]]

    public init(id: String, tags: [OSMTag], names: [String: [String]]) {
        self.id = id
        self.tags = tags
        self.names = names
    }

    /// The name shown in `language`, falling back to English, then to the id.
    public func name(in language: UILanguage) -> String {
        names[language.rawValue]?.first ?? names["en"]?.first ?? id
    }
}

/// A kind as the API shows it: its id and its name in the reader's language.
public struct KindLabel: Sendable, Equatable, Codable {
    public var id: String
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}
