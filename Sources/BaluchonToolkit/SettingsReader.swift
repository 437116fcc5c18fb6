import BaluchonCore
import BaluchonStore
import Configuration
import Foundation

/// Reads typed settings and turns every unusable value into a ``ConfigurationError`` naming it.
struct SettingsReader {
    let reader: ConfigReader

    /// `dataDir` → `BALUCHON_DATA_DIR`: the name people see for a key.
    static func variable(_ key: String) -> String {
        var name = "BALUCHON"
        for part in key.split(separator: ".") {
            name += "_"
            for character in part {
                if character.isUppercase { name += "_" }
                name += character.uppercased()
            }
        }
        return name
    }

    private func key(_ name: String) -> ConfigKey { ConfigKey("baluchon.\(name)") }

    /// `rates` → `rates.providers`.
    static func providersKey(_ capability: Capability) -> String { "\(capability.rawValue).providers" }

    func string(_ setting: TextSetting, default fallback: String) throws(ConfigurationError) -> String {
        try optionalString(setting) ?? fallback
    }

    func optionalString(_ setting: TextSetting, isSecret: Bool = false) throws(ConfigurationError) -> String? {
        try optionalString(setting.rawValue, isSecret: isSecret)
    }

    private func optionalString(_ name: String, isSecret: Bool = false) throws(ConfigurationError) -> String? {
        if let text = reader.string(forKey: key(name), isSecret: isSecret) {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty ? nil : trimmed
        }
        if reader.int(forKey: key(name)) != nil || reader.bool(forKey: key(name)) != nil {
            throw ConfigurationError(setting: Self.variable(name), problem: LocalizedText("config.problem.text"))
        }
        return nil
    }

    /// A comma-separated list, empty when unset.
    func list(_ setting: TextSetting) throws(ConfigurationError) -> [String] {
        (try optionalString(setting) ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func integer(_ setting: NumberSetting, default fallback: Int, in range: ClosedRange<Int>) throws(ConfigurationError) -> Int {
        let name = setting.rawValue
        let value: Int
        if let number = reader.int(forKey: key(name)) {
            value = number
        } else if let text = reader.string(forKey: key(name)) {
            guard let number = Int(text.trimmingCharacters(in: .whitespaces)) else {
                throw ConfigurationError(
                    setting: Self.variable(name), problem: LocalizedText("config.problem.wholeNumberNotText", ["value": "\(text)"]))
            }
            value = number
        } else if let number = reader.double(forKey: key(name)) {
            // A JSON number with a fraction ("port": 8080.5): neither an Int nor text, but no reason to fall back.
            throw ConfigurationError(setting: Self.variable(name), problem: LocalizedText("config.problem.wholeNumber", ["value": "\(number)"]))
        } else {
            return fallback
        }
        guard range.contains(value) else {
            throw ConfigurationError(
                setting: Self.variable(name),
                problem: LocalizedText("config.problem.range", ["low": "\(range.lowerBound)", "high": "\(range.upperBound)", "value": "\(value)"]))
        }
        return value
    }

    func choice<T>(_ setting: TextSetting, default fallback: T, among choices: [(String, T)]) throws(ConfigurationError) -> T {
        guard let text = try optionalString(setting) else { return fallback }
        guard let match = choices.first(where: { $0.0 == text.lowercased() }) else {
            throw ConfigurationError(
                setting: setting.variable,
                problem: LocalizedText("config.problem.choice", ["choices": "\(choices.map(\.0).joined(separator: ", "))", "value": "\(text)"]))
        }
        return match.1
    }

    /// A `postgres://` URL, read as a secret: a problem with it is told without its password.
    func postgresLocation(_ setting: TextSetting) throws(ConfigurationError) -> PostgresLocation? {
        guard let text = try optionalString(setting, isSecret: true) else { return nil }
        do {
            return try PostgresLocation(url: text)
        } catch {
            throw ConfigurationError(setting: setting.variable, problem: error.reason)
        }
    }

    func providerList(for capability: Capability) throws(ConfigurationError) -> [String] {
        let known = ProviderCatalog.entries(for: capability)
        let name = Self.providersKey(capability)
        guard let text = try optionalString(name) else {
            return known.filter(\.isDefault).map(\.id)
        }
        let ids = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        var seen: [String] = []
        for id in ids {
            guard known.contains(where: { $0.id == id }) else {
                let list: LocalizedText.Argument =
                    known.isEmpty ? .localized(LocalizedText("config.problem.noProviderYet")) : "\(known.map(\.id).joined(separator: ", "))"
                throw ConfigurationError(
                    setting: Self.variable(name), problem: LocalizedText("config.problem.unknownProvider", ["id": "\(id)", "known": list]))
            }
            guard !seen.contains(id) else {
                throw ConfigurationError(setting: Self.variable(name), problem: LocalizedText("config.problem.twice", ["id": "\(id)"]))
            }
            seen.append(id)
        }
        return seen
    }

    func credentials(for entry: ProviderEntry) throws(ConfigurationError) -> ProviderCredentials {
        let key = entry.reads.contains(.key) ? try optionalString(entry.key(.key), isSecret: true) : nil
        var url: URL?
        if entry.reads.contains(.url), let text = try optionalString(entry.key(.url)) {
            guard let parsed = URL(string: text), let scheme = parsed.scheme?.lowercased(), ["http", "https"].contains(scheme),
                parsed.host != nil
            else {
                throw ConfigurationError(
                    setting: Self.variable(entry.key(.url)), problem: LocalizedText("config.problem.httpURL", ["value": "\(text)"]))
            }
            url = parsed
        }
        return ProviderCredentials(key: key, url: url)
    }
}
