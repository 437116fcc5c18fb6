/// The characters a day this server lets a paid translation provider be sent (DeepL and Google
/// bill by the character), counted in the store for every instance, per UTC day.
public struct CharacterBudget: Sendable {
    public let dailyCharacters: Int
    let monitor: ProviderMonitor

    public init(dailyCharacters: Int, monitor: ProviderMonitor) {
        self.dailyCharacters = dailyCharacters
        self.monitor = monitor
    }

    /// Nil, with the characters of `text` counted (and one paid call of the client, under a
    /// ``PaidCallGate``), when they fit in what is left today; otherwise why not.
    func refusal(of text: String, by provider: String) async -> ProviderFailure? {
        let gate = PaidCallGate.current
        if let gate, !gate.admits() { return .rateLimited }
        // Both providers count Unicode code points.
        guard await monitor.spend(text.unicodeScalars.count, of: provider, dailyBudget: dailyCharacters) else {
            return .budgetSpent(dailyCharacters: dailyCharacters)
        }
        gate?.spend()
        return nil
    }
}
