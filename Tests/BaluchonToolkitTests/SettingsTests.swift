import BaluchonCore
import BaluchonToolkit
import Configuration
import Foundation
import Testing

@Suite("Settings from environment and config file")
struct SettingsTests {
    func settings(_ environment: [String: String]) async throws -> Settings {
        try Settings(reader: try await Settings.reader(environment: environment))
    }

    @Test func defaultsNeedNoConfiguration() async throws {
        let settings = try await settings(["HOME": "/home/ann"])
        #expect(settings.host == "127.0.0.1")
        #expect(settings.port == 8080)
        #expect(settings.dataDirectory.path == "/home/ann/.local/share/baluchon")
        #expect(settings.upstreamTimeout == .seconds(8))
        #expect(settings.logLevel == nil, "each program's own default: the server info, other commands error")
    }

    @Test func listLimitsAndCharacterBudgetsHaveDefaultsAndAreRead() async throws {
        let defaults = try await settings([:])
        #expect(defaults.lists == SharedListLimits(quotaBytes: 256 << 20, idleLifetime: 180 * 86_400))
        #expect(defaults.dailyCharacterBudgets == ["deepl": 20_000, "google": 20_000])
        let set = try await settings([
            "BALUCHON_LISTS_QUOTA_MB": "5", "BALUCHON_LISTS_EXPIRY_DAYS": "7", "BALUCHON_DEEPL_DAILY_CHARACTERS": "0",
            "BALUCHON_GOOGLE_TRANSLATE_DAILY_CHARACTERS": "1000",
        ])
        #expect(set.lists == SharedListLimits(quotaBytes: 5 << 20, idleLifetime: 7 * 86_400))
        #expect(set.dailyCharacterBudgets == ["deepl": 0, "google": 1_000])
    }

    @Test func environmentVariablesAreRead() async throws {
        let settings = try await settings([
            "BALUCHON_PORT": "9090", "BALUCHON_HOST": "0.0.0.0", "BALUCHON_DATA_DIR": "/srv/baluchon", "BALUCHON_LOG_LEVEL": "debug",
        ])
        #expect(settings.port == 9090)
        #expect(settings.host == "0.0.0.0")
        #expect(settings.dataDirectory.path == "/srv/baluchon")
        #expect(settings.logLevel == .debug)
    }

    @Test(arguments: [
        ("BALUCHON_PORT", "abc"),
        ("BALUCHON_PORT", "70000"),
        ("BALUCHON_PORT", "0"),
        ("BALUCHON_LOG_LEVEL", "loud"),
        ("BALUCHON_UPSTREAM_TIMEOUT", "-3"),
        ("BALUCHON_RATES_PROVIDERS", "nosuchprovider"),
        ("BALUCHON_WEATHER_PROVIDERS", "x,y"),
        ("BALUCHON_LISTS_QUOTA_MB", "0"),
        ("BALUCHON_LISTS_EXPIRY_DAYS", "never"),
        ("BALUCHON_DEEPL_DAILY_CHARACTERS", "-1"),
        ("BALUCHON_GOOGLE_TRANSLATE_DAILY_CHARACTERS", "lots"),
    ])
    func invalidValueStopsStartUpNamingTheSetting(variable: String, value: String) async throws {
        let error = await #expect(throws: ConfigurationError.self) { try await settings([variable: value]) }
        #expect(error?.setting == variable)
        #expect(error?.description.contains(variable) == true)
    }

    @Test func configFileIsReadAndTheEnvironmentWins() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("baluchon-\(UUID().uuidString).json")
        try Data(#"{"port": 9191, "host": "::1", "logLevel": "warning"}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let settings = try await settings(["BALUCHON_CONFIG_FILE": file.path, "BALUCHON_HOST": "10.0.0.1"])
        #expect(settings.port == 9191)
        #expect(settings.logLevel == .warning)
        #expect(settings.host == "10.0.0.1")
    }

    @Test func wrongTypeInConfigFileIsNamed() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("baluchon-\(UUID().uuidString).json")
        try Data(#"{"port": "eighty"}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let error = await #expect(throws: ConfigurationError.self) { try await settings(["BALUCHON_CONFIG_FILE": file.path]) }
        #expect(error?.setting == "BALUCHON_PORT")
    }

    @Test func fractionInConfigFileIsNamedNotIgnored() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("baluchon-\(UUID().uuidString).json")
        try Data(#"{"port": 8098.5}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let error = await #expect(throws: ConfigurationError.self) { try await settings(["BALUCHON_CONFIG_FILE": file.path]) }
        #expect(error?.setting == "BALUCHON_PORT" && error?.problem.text(in: .en) == "must be a whole number, not 8098.5.")
    }

    @Test func namedConfigFileMustExist() async throws {
        await #expect(throws: (any Error).self) { try await settings(["BALUCHON_CONFIG_FILE": "/nonexistent/baluchon.json"]) }
    }
}
