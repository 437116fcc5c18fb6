import BaluchonProviders
import BaluchonServer
import BaluchonStore
import BaluchonToolkit
import FixtureServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

/// Issue 22 item 12: a provider key never reaches a log line (at any level) nor an answer, whatever its case.
@Suite("Secrets stay out of logs and answers")
struct SecretsTests {
    /// Mixed case, so that an upstream echoing it lower-cased writes something else.
    static let canary = "CanaryKey-7F3A9c21"

    static func environment(_ server: FixtureServer) -> [String: String] {
        [
            "BALUCHON_TRANSLATION_PROVIDERS": "deepl", "BALUCHON_DEEPL_KEY": canary, "BALUCHON_DEEPL_URL": server.baseURL + "/deepl",
            "BALUCHON_GOOGLE_TRANSLATE_KEY": canary, "BALUCHON_FIXER_KEY": canary, "BALUCHON_OPENWEATHERMAP_KEY": canary,
            "BALUCHON_LIBRETRANSLATE_KEY": canary, "BALUCHON_UPSTREAM_TIMEOUT": "20",
        ]
    }

    static func leaks(_ text: String) -> Bool {
        text.lowercased().contains(canary.lowercased())
    }

    @Test("an upstream echoing the key lower-cased: not in lastError, not in the trace-level log")
    func lowerCasedEcho() async throws {
        let log = CapturedLog()
        try await FixtureServer.run { server in
            server.route(
                "GET", "/deepl/v2/languages",
                .sequence([.fixture("words/deepl/languages-source.json"), .fixture("words/deepl/languages-target.json")]))
            let echo = #"{"message": "invalid header authorization: deepl-auth-key \#(Self.canary.lowercased())"}"#
            server.route("POST", "/deepl/v2/translate", .json(echo, status: 400))
            let settings = try Settings(reader: try await Settings.reader(environment: Self.environment(server)))
            let toolkit = try Toolkit(settings: settings, logger: log.logger(), store: try SQLiteStore.inMemory())
            let app = buildApplication(toolkit: toolkit, logger: log.logger(), services: [])
            try await app.test(.router) { client in
                let body = ByteBuffer(string: #"{"text": "Bonjour", "source": "fr", "target": "en"}"#)
                try await client.execute(uri: "/api/v1/translate", method: .post, headers: [.contentType: "application/json"], body: body) {
                    response in
                    #expect(response.status.code >= 400)
                    #expect(!Self.leaks(String(buffer: response.body)))
                }
                try await client.execute(uri: "/api/v1/providers", method: .get) { response in
                    let text = String(buffer: response.body)
                    #expect(text.contains("request refused: HTTP 400"), "the refusal reached lastError, without DeepL's words")
                    #expect(!Self.leaks(text))
                }
            }
        }
        #expect(log.text.contains("provider failed"))
        #expect(!Self.leaks(log.text))
    }

    @Test("services, providers and settings print without their keys (ServiceLifecycle logs each service so at debug level)")
    func descriptions() async throws {
        try await FixtureServer.run { server in
            let settings = try Settings(reader: try await Settings.reader(environment: Self.environment(server)))
            let toolkit = try Toolkit(settings: settings, logger: Logger(label: "test"), store: try SQLiteStore.inMemory())
            for service in toolkit.backgroundServices {
                #expect(!Self.leaks(String(describing: service)) && !Self.leaks(String(reflecting: service)), "\(type(of: service))")
            }
            for holder in [String(reflecting: toolkit.words), String(reflecting: toolkit.weather), String(reflecting: settings)] {
                #expect(!Self.leaks(holder))
            }
            #expect(settings.credentials(for: "DEEPL").key == Self.canary)
        }
    }

    @Test("the log handler masks every configured secret at trace level, whatever the case, in message and metadata")
    func redactingHandler() {
        let log = CapturedLog()
        var logger = Logger(label: "test") { _ in RedactingLogHandler(CapturingHandler(log: log), secrets: [Self.canary]) }
        logger.logLevel = .trace
        logger.trace(
            "key \(Self.canary.uppercased())", metadata: ["url": "https://x/?key=\(Self.canary.lowercased())", "n": .array([.string(Self.canary)])])
        logger.debug("plain")
        #expect(log.lines.withLock { $0.count } == 2)
        #expect(!Self.leaks(log.text) && log.text.contains("•••"))
    }
}
