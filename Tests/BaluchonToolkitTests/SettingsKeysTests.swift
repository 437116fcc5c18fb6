import BaluchonCore
import Configuration
import Foundation
import Synchronization
import Testing

@testable import BaluchonToolkit

@Suite("Config-file keys: unknown ones warned, wrong JSON types refused, the README's table complete")
struct SettingsKeysTests {
    /// Writes `json` as the config file and loads the settings from it.
    func load(_ json: String, environment: [String: String] = [:]) async throws -> Settings {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("baluchon-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try await Settings.load(environment: environment.merging(["BALUCHON_CONFIG_FILE": file.path]) { $1 })
    }

    @Test func unknownKeysAreReportedWithTheLikelyKeyAndTheRestIsRead() async throws {
        let settings = try await load(#"{"google": {"key": "k"}, "prot": 8080, "port": 9000, "zzz": {"q": 1}, "Deepl": {"key": "d"}}"#)
        #expect(settings.port == 9000)
        #expect(
            settings.unknownKeys == [
                UnknownSetting(key: "Deepl.key", suggestion: "deepl.key"),
                UnknownSetting(key: "google.key", suggestion: "googleTranslate.key"),
                UnknownSetting(key: "prot", suggestion: "port"),
                UnknownSetting(key: "zzz.q", suggestion: nil),
            ])
        let typo = settings.unknownKeys[1].message(file: "baluchon.json")
        #expect(typo.text(in: .en) == "baluchon.json: unknown key google.key, ignored (did you mean googleTranslate.key?)")
        #expect(typo.text(in: .fr) == "baluchon.json : clé inconnue google.key, ignorée (vouliez-vous dire googleTranslate.key ?)")
        #expect(settings.unknownKeys[3].message(file: "b.json").text(in: .en) == "b.json: unknown key zzz.q, ignored")
    }

    @Test func aVariableSpeltAlmostLikeASettingIsWarnedOfAndOtherBaluchonVariablesAreLeftAlone() async throws {
        let settings = try await load(
            "{}",
            environment: [
                "BALUCHON_TRANSLATION_PROVIDER": "apertium", "BALUCHON_PROT": "9000", "BALUCHON_FIXER_KEY": "k",
                "BALUCHON_E2E_SCREENSHOTS": "0", "BALUCHON_CI_START": "1", "BALUCHON_BIN": "x", "PATH": "/bin",
            ])
        #expect(
            settings.misspeltVariables == [
                UnknownSetting(key: "BALUCHON_PROT", suggestion: "BALUCHON_PORT"),
                UnknownSetting(key: "BALUCHON_TRANSLATION_PROVIDER", suggestion: "BALUCHON_TRANSLATION_PROVIDERS"),
            ])
        let warning = settings.misspeltVariables[1].variableMessage
        #expect(
            warning.text(in: .en)
                == "BALUCHON_TRANSLATION_PROVIDER is not a Baluchon setting, ignored (did you mean BALUCHON_TRANSLATION_PROVIDERS?)")
        #expect(
            warning.text(in: .fr)
                == "BALUCHON_TRANSLATION_PROVIDER n’est pas un réglage de Baluchon, ignoré (vouliez-vous dire BALUCHON_TRANSLATION_PROVIDERS ?)")
        #expect(settings.unknownKeys == [])
    }

    @Test func knownKeysRaiseNoWarning() async throws {
        let settings = try await load(
            #"{"port": 8080, "rates": {"providers": "ecb", "staleAfterHours": 12}, "googleTranslate": {"key": "k", "dailyCharacters": 5}}"#)
        #expect(settings.unknownKeys == [])
        #expect(settings.ratesStaleAfterHours == 12 && settings.credentials(for: "GOOGLE_TRANSLATE").key == "k")
    }

    @Test func theFileIsNoBackDoorToTheEnvironmentOrToSettingsAProviderDoesNotRead() async throws {
        let settings = try await load(#"{"home": "/srv/elsewhere", "routino": {"url": "http://x.example"}}"#)
        #expect(!settings.dataDirectory.path.hasPrefix("/srv/elsewhere"))
        #expect(settings.unknownKeys.map(\.key) == ["home", "routino.url"])
    }

    @Test(arguments: [
        (#"{"port": true}"#, "BALUCHON_PORT", "must be a whole number, not true."),
        (#"{"lists": {"expiryDays": false}}"#, "BALUCHON_LISTS_EXPIRY_DAYS", "must be a whole number, not false."),
        (#"{"publicHosts": ["a.example", "b.example"]}"#, "BALUCHON_PUBLIC_HOSTS", "must be text, not a list."),
        (#"{"fixer": {"key": true}}"#, "BALUCHON_FIXER_KEY", "must be text, not true."),
    ])
    func aValueOfTheWrongJSONTypeStopsStartUpNamingTheSetting(json: String, setting: String, problem: String) async throws {
        let error = await #expect(throws: ConfigurationError.self) { try await load(json) }
        #expect(error?.setting == setting && error?.problem.text(in: .en) == problem)
    }

    @Test func aLevelOfSettingsGivenAValueIsRefusedNamingWhatItHolds() async throws {
        let error = await #expect(throws: ConfigurationError.self) { try await load(#"{"rates": "x"}"#) }
        #expect(error?.setting == "rates")
        #expect(
            error?.message.text(in: .en)
                == "Invalid configuration: rates must hold settings (rates.providers, rates.staleAfterHours), not a value.")
        #expect(
            error?.message.text(in: .fr)
                == "Configuration invalide : rates doit contenir des réglages (rates.providers, rates.staleAfterHours), pas une valeur.")
    }

    @Test func aProblemIsToldInEachLanguage() async throws {
        let error = await #expect(throws: ConfigurationError.self) { try await load(#"{"publicHosts": ["a.example"]}"#) }
        #expect(error?.message.text(in: .fr) == "Configuration invalide : BALUCHON_PUBLIC_HOSTS doit être du texte, pas une liste.")
        let port = await #expect(throws: ConfigurationError.self) { try await load("{}", environment: ["BALUCHON_PORT": "70000"]) }
        #expect(port?.message.text(in: .fr) == "Configuration invalide : BALUCHON_PORT doit être compris entre 1 et 65535, pas 70000.")
    }

    /// Records every key a reader is asked for.
    final class KeysAsked: AccessReporter {
        let keys = Mutex<Set<String>>([])
        func report(_ event: AccessEvent) { _ = keys.withLock { $0.insert(event.metadata.key.components.joined(separator: ".")) } }
    }

    @Test func everyKeySettingsReadsIsKnownAndEveryKnownKeyIsRead() throws {
        let asked = KeysAsked()
        _ = try Settings(reader: ConfigReader(providers: [InMemoryProvider(values: [:])], accessReporter: asked))
        let read = asked.keys.withLock { $0 }.filter { $0.hasPrefix("baluchon.") }.map { String($0.dropFirst("baluchon.".count)) }
        #expect(Set(read).symmetricDifference(Settings.knownKeys).sorted() == [])
        #expect(Set(Settings.knownKeys).count == Settings.knownKeys.count)
    }

    @Test func theREADMETableListsExactlyTheKnownKeysUnderTheirVariables() throws {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n## Configuration\n").dropFirst().first?.components(separatedBy: "\n## ").first)
        var documented: [String] = []
        for row in section.split(separator: "\n") where row.hasPrefix("| `BALUCHON_") {
            let cells = row.split(separator: "|").map {
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            }
            let (variable, key, meaning) = (cells[0], cells[1], cells[3])
            guard let open = key.firstIndex(of: "<"), let close = key.firstIndex(of: ">") else {
                #expect(SettingsReader.variable(key) == variable, "\(key)")
                documented.append(key)
                continue
            }
            let placeholder = String(key[open...close])
            let values = try #require(meaning.components(separatedBy: "`\(placeholder)` is ").dropFirst().first, "\(key): no values")
                .components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            documented += values.map { key.replacingOccurrences(of: placeholder, with: $0) }
        }
        #expect(documented.filter { !Settings.knownKeys.contains($0) } == [], "documented but not read")
        #expect(Settings.knownKeys.filter { !documented.contains($0) } == [], "read but not documented")
    }

    @Test(arguments: [
        ("prot", "port"), ("google.key", "googleTranslate.key"), ("openweather.key", "openweathermap.key"), ("FIXER_KEY", "fixer.key"),
        ("google_translate.key", "googleTranslate.key"), ("dataDirectory", "dataDir"), ("weather.cacheMinute", "weather.cacheMinutes"),
    ])
    func aTypoSuggestsTheKeyMeant(typo: String, meant: String) {
        #expect(Settings.suggestion(for: typo, among: Settings.knownKeys) == meant)
    }

    @Test func anUnrelatedKeySuggestsNothing() {
        #expect(Settings.suggestion(for: "colour", among: Settings.knownKeys) == nil)
        #expect(Settings.suggestion(for: "x.y.z", among: Settings.knownKeys) == nil)
    }
}
