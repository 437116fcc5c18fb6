/// The phrasebook's topics, in the order the page shows them.
public enum PhraseTopic: String, Sendable, Codable, CaseIterable, ParameterValue {
    case greetings
    case transport
    case lodging
    case food
    case health
    case money
    case time

    /// One of the topics by its name, in any case of letters; another word is `unknown_topic`.
    public init(parameter text: String, name: String) throws {
        guard let topic = Self(rawValue: text.lowercased()) else {
            throw PhrasebookError.unknownTopic(String(text.prefix(20)))
        }
        self = topic
    }
}
