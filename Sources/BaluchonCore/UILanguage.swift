/// The languages the interface speaks.
public enum UILanguage: String, Sendable, Codable, CaseIterable {
    case en
    case fr

    /// The first supported language of an `Accept-Language` header, honouring q-values; English otherwise.
    public init(acceptLanguage header: String?) {
        guard let header, !header.isEmpty else {
            self = .en
            return
        }
        let ranked = header.split(separator: ",").enumerated().compactMap { index, part -> (String, Double, Int)? in
            let fields = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = fields.first, !tag.isEmpty else { return nil }
            var quality = 1.0
            for field in fields.dropFirst() where field.hasPrefix("q=") {
                quality = Double(field.dropFirst(2)) ?? 0
            }
            return (tag.lowercased(), quality, index)
        }
        let ordered = ranked.filter { $0.1 > 0 }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.2 < $1.2 }
        for (tag, _, _) in ordered {
            let primary = tag.split(separator: "-").first.map(String.init) ?? tag
            if let language = UILanguage(rawValue: primary) {
                self = language
                return
            }
        }
        self = .en
    }
}

/// A piece of text for people, in every interface language.
public struct LocalizedText: Sendable, Equatable {
    public var en: String
    public var fr: String

    public init(en: String, fr: String) {
        self.en = en
        self.fr = fr
    }

    public func text(in language: UILanguage) -> String {
        switch language {
        case .en: en
        case .fr: fr
        }
    }
}
