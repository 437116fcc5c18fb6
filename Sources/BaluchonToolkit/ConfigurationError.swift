/// A configuration value that cannot be used: start-up stops and the message names the setting.
public struct ConfigurationError: Error, CustomStringConvertible, Equatable {
    /// The environment variable that holds the setting (its config-file key is derived from it).
    public var setting: String
    public var problem: String

    public init(setting: String, problem: String) {
        self.setting = setting
        self.problem = problem
    }

    public var description: String { "Invalid configuration: \(setting) \(problem)" }
}
