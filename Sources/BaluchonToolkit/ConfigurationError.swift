import BaluchonCore

/// A configuration value that cannot be used: start-up stops and the message names the setting.
public struct ConfigurationError: Error, CustomStringConvertible, Equatable {
    /// The environment variable that holds the setting (its config-file key is derived from it), or the
    /// config-file key of a level that has no variable of its own (`rates`).
    public var setting: String
    /// What is wrong with its value, in the words of each language ("must be a whole number, not 8098.5.").
    public var problem: LocalizedText

    public init(setting: String, problem: LocalizedText) {
        self.setting = setting
        self.problem = problem
    }

    /// "Invalid configuration: BALUCHON_PORT must be …", in the terminal's or the log's language.
    public var message: LocalizedText { LocalizedText("config.invalid", ["setting": "\(setting)", "problem": .localized(problem)]) }

    public var description: String { message.text(in: .en) }
}
