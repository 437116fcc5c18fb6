import BaluchonProviders
import FixtureServer
import Foundation
import Hummingbird
import HummingbirdTesting

/// Builds the real application over settings given as environment variables, with an in-memory store.
enum WordsApp {
    static let key = "secret-key-5d1e77"
    static let apertiumInstalled = ApertiumInstallation.discover().problem == nil

    static func app(_ environment: [String: String]) async throws -> some ApplicationProtocol {
        var environment = environment
        // Room for legitimate answers even on a starved machine; timeout tests set a short one.
        environment["BALUCHON_UPSTREAM_TIMEOUT"] = environment["BALUCHON_UPSTREAM_TIMEOUT"] ?? "20"
        return try await TestApp(environment: environment).application
    }

    /// Google pointed at `server`, then the other providers named.
    static func google(_ server: FixtureServer, then others: String = "") -> [String: String] {
        [
            "BALUCHON_TRANSLATION_PROVIDERS": "google" + (others.isEmpty ? "" : ",\(others)"),
            "BALUCHON_GOOGLE_TRANSLATE_KEY": key, "BALUCHON_GOOGLE_TRANSLATE_URL": server.baseURL,
            "BALUCHON_LIBRETRANSLATE_URL": server.baseURL + "/libre",
            "BALUCHON_DEEPL_KEY": key, "BALUCHON_DEEPL_URL": server.baseURL + "/deepl",
        ]
    }

    /// Apertium alone; its first run loads dictionaries, which takes seconds on a busy machine.
    static let apertiumOnly = ["BALUCHON_TRANSLATION_PROVIDERS": "apertium", "BALUCHON_UPSTREAM_TIMEOUT": "60"]

    static func json(_ object: [String: Any]) -> ByteBuffer {
        ByteBuffer(data: try! JSONSerialization.data(withJSONObject: object))
    }

    static func decode(_ response: TestResponse) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(buffer: response.body))) as? [String: Any] ?? [:]
    }

    static func error(_ response: TestResponse) -> (code: String, message: String, hint: String) {
        let error = decode(response)["error"] as? [String: Any] ?? [:]
        return (error["code"] as? String ?? "", error["message"] as? String ?? "", error["hint"] as? String ?? "")
    }

    static let jsonHeaders: HTTPFields = [.contentType: "application/json"]

    static func withServer<T>(_ body: (FixtureServer) async throws -> T) async throws -> T {
        try await FixtureServer.run(body)
    }
}
