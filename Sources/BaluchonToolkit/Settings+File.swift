import BaluchonCore
import Configuration
import Foundation

/// A key of the config file that Baluchon does not read (a typo, an old name): reported once at start, and
/// otherwise ignored, so the file keeps working.
public struct UnknownSetting: Sendable, Equatable {
    /// As written in the file, its levels joined by dots (`google.key`).
    public var key: String
    /// The known key it most likely stands for (`googleTranslate.key`).
    public var suggestion: String?

    /// The warning, naming the file.
    public func message(file: String) -> LocalizedText {
        guard let suggestion else { return LocalizedText("cli.config.unknownKey", ["file": "\(file)", "key": "\(key)"]) }
        return LocalizedText("cli.config.unknownKeySuggestion", ["file": "\(file)", "key": "\(key)", "suggestion": "\(suggestion)"])
    }

    /// The warning for an environment variable (``Settings/misspeltVariables``), which always has a suggestion.
    public var variableMessage: LocalizedText {
        LocalizedText("cli.config.misspeltVariable", ["variable": "\(key)", "suggestion": "\(suggestion ?? "")"])
    }
}

extension Settings {
    /// The file `reader(environment:)` reads: `BALUCHON_CONFIG_FILE`, or `baluchon.json` in the working directory.
    public static func configFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        environment["BALUCHON_CONFIG_FILE"] ?? "baluchon.json"
    }

    /// Reads the settings from the environment and the config file, whose keys are checked: one Baluchon does not
    /// read goes to ``unknownKeys``, a JSON value no setting can hold (`"port": true`, a list) stops start-up.
    public static func load(environment: [String: String] = ProcessInfo.processInfo.environment) async throws -> Settings {
        let reader = try await reader(environment: environment)
        let path = configFile(environment: environment)
        var unknown: [UnknownSetting] = []
        if FileManager.default.fileExists(atPath: path) {
            let file = try JSONDecoder().decode(FileValue.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
            unknown = try checkKeys(of: file)
        }
        var settings = try Settings(reader: reader)
        settings.unknownKeys = unknown
        settings.misspeltVariables = misspeltVariables(in: environment)
        return settings
    }

    /// The `BALUCHON_*` variables of the environment that no setting reads but that are spelt almost like one that
    /// does (`BALUCHON_TRANSLATION_PROVIDER`), sorted: such a typo would otherwise be ignored without a word. Other
    /// `BALUCHON_*` names (a script's own, such as the test suite's) are not Baluchon's to judge.
    static func misspeltVariables(in environment: [String: String]) -> [UnknownSetting] {
        let prefix = "BALUCHON_"
        let known = knownKeys.map(SettingsReader.variable) + ["BALUCHON_CONFIG_FILE"]
        let names = known.map { String($0.dropFirst(prefix.count)) }
        return environment.keys.filter { $0.hasPrefix(prefix) && !known.contains($0) }.sorted().compactMap { variable in
            suggestion(for: String(variable.dropFirst(prefix.count)), among: names).map { UnknownSetting(key: variable, suggestion: prefix + $0) }
        }
    }

    /// The file's keys Baluchon does not read, sorted; throws for a known key holding
    /// a value of the wrong JSON type, which swift-configuration would read as something else or not at all.
    static func checkKeys(of file: FileValue) throws(ConfigurationError) -> [UnknownSetting] {
        let known = knownKeys
        var unknown: [UnknownSetting] = []
        for (key, value) in file.leaves().sorted(by: { $0.key < $1.key }) {
            // `{"rates": "x"}`: a level of settings (rates.providers, rates.staleAfterHours) given a value.
            let under = known.filter { $0.hasPrefix(key + ".") }.sorted()
            guard under.isEmpty else {
                throw ConfigurationError(setting: key, problem: LocalizedText("config.problem.level", ["keys": "\(under.joined(separator: ", "))"]))
            }
            guard known.contains(key) else {
                unknown.append(UnknownSetting(key: key, suggestion: suggestion(for: key, among: known)))
                continue
            }
            let wanted = LocalizedText(NumberSetting(rawValue: key) == nil ? "config.wanted.text" : "config.wanted.wholeNumber")
            let found: LocalizedText
            switch value {
            case .boolean(let flag): found = .verbatim("\(flag)")
            case .list: found = LocalizedText("config.found.list")
            case .object, .scalar: continue
            }
            throw ConfigurationError(
                setting: SettingsReader.variable(key),
                problem: LocalizedText("config.problem.wrongType", ["wanted": .localized(wanted), "found": .localized(found)]))
        }
        return unknown
    }

    /// The known key `key` most likely stands for: the nearest in spelling (case, `_` and `-` aside), or the
    /// one each of whose levels starts with the matching level of `key` (`google.key` for `googleTranslate.key`).
    static func suggestion(for key: String, among known: [String]) -> String? {
        func plain(_ text: String) -> [Character] { Array(text.lowercased().filter { $0 != "_" && $0 != "-" }) }
        let target = plain(key)
        if let nearest = known.map({ ($0, editDistance(target, plain($0))) }).min(by: { $0.1 < $1.1 }),
            nearest.1 <= max(2, target.count / 4)
        {
            return nearest.0
        }
        let levels = key.lowercased().split(separator: ".")
        return known.first { candidate in
            let candidateLevels = candidate.lowercased().split(separator: ".")
            return candidateLevels.count == levels.count
                && zip(levels, candidateLevels).allSatisfy { $0.count >= 3 && ($1.hasPrefix($0) || $0.hasPrefix($1)) }
        }
    }

    /// Levenshtein's distance: the fewest insertions, deletions and substitutions from `a` to `b`.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}

/// A JSON value of the config file, as far as checking its keys needs: JSON's own types, which
/// swift-configuration blurs (it reads `true` as the number 1).
enum FileValue: Decodable {
    case object([String: FileValue])
    case boolean(Bool)
    case list
    /// Text, a number or null.
    case scalar

    init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer()
        if let flag = try? value.decode(Bool.self) {
            self = .boolean(flag)
        } else if value.decodeNil() || (try? value.decode(Double.self)) != nil || (try? value.decode(String.self)) != nil {
            self = .scalar
        } else if (try? value.decode([FileValue].self)) != nil {
            self = .list
        } else {
            self = .object(try value.decode([String: FileValue].self))
        }
    }

    /// Every value that is not an object, by its levels' names joined with dots, as swift-configuration names them.
    func leaves(under prefix: String? = nil) -> [(key: String, value: FileValue)] {
        guard case .object(let members) = self else { return prefix.map { [($0, self)] } ?? [] }
        return members.flatMap { name, value in value.leaves(under: prefix.map { "\($0).\(name)" } ?? name) }
    }
}
