/// The characters a day this server lets a paid translation provider be sent (DeepL and Google
/// bill by the character), counted in the store for every instance, per UTC day.
public struct CharacterBudget: Sendable {
    public let dailyCharacters: Int
    let monitor: ProviderMonitor

    public init(dailyCharacters: Int, monitor: ProviderMonitor) {
        self.dailyCharacters = dailyCharacters
        self.monitor = monitor
    }

    /// Nil, with the characters of `text` counted, when they fit in what is left today; otherwise why not.
    func refusal(of text: String, by provider: String) async -> ProviderFailure? {
        // Both providers count Unicode code points.
        await monitor.spend(text.unicodeScalars.count, of: provider, dailyBudget: dailyCharacters)
            ? nil : .budgetSpent(dailyCharacters: dailyCharacters)
    }
}
