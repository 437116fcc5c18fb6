import FixtureServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Issue 22 item 9: anonymous texts must not spend a paid provider's quota without bound.
@Suite("Daily character budgets of paid translation providers", .timeLimit(.minutes(5)))
struct TranslationBudgetTests {
    typealias W = WordsApp

    static func deepl(_ server: FixtureServer, then others: String = "", budget: Int? = nil) -> [String: String] {
        server.route(
            "GET", "/deepl/v2/languages", .sequence([.fixture("words/deepl/languages-source.json"), .fixture("words/deepl/languages-target.json")]))
        server.route("POST", "/deepl/v2/translate", .fixture("words/deepl/translate.json"))
        var environment = W.google(server)
        environment["BALUCHON_TRANSLATION_PROVIDERS"] = "deepl" + (others.isEmpty ? "" : ",\(others)")
        if let budget { environment["BALUCHON_DEEPL_DAILY_CHARACTERS"] = String(budget) }
        return environment
    }

    static func translate(_ client: some TestClientProtocol, _ text: String, language: String = "en") async throws -> TestResponse {
        try await client.execute(
            uri: "/api/v1/translate", method: .post, headers: [.contentType: "application/json", .acceptLanguage: language],
            body: W.json(["text": text, "source": "fr", "target": "en"]))
    }

    /// The run: 50 anonymous texts of 5,000 characters made 50 DeepL calls.
    @Test("50 texts of 5,000 characters: 4 reach DeepL under the default budget of 20,000 a day, the rest are refused with 503")
    func defaultBudget() async throws {
        try await W.withServer { server in
            try await W.app(Self.deepl(server)).test(.router) { client in
                var statuses: [Int] = []
                for index in 0..<50 {
                    let text = "\(index) " + String(repeating: "é", count: 5_000 - "\(index) ".count)
                    statuses.append(Int(try await Self.translate(client, text).status.code))
                }
                #expect(statuses.prefix(4).allSatisfy { $0 == 200 } && statuses.dropFirst(4).allSatisfy { $0 == 503 })
                let refused = try await Self.translate(client, "Bonjour", language: "fr")
                #expect(W.error(refused).code == "daily_budget_spent")
                #expect(
                    W.error(refused).message == "Le budget quotidien de ce serveur pour la traduction payante est épuisé (deepl : 20000 caractères).")
                try await client.execute(uri: "/api/v1/providers", method: .get) { response in
                    let capabilities = W.decode(response)["capabilities"] as? [[String: Any]] ?? []
                    let providers = capabilities.flatMap { $0["providers"] as? [[String: Any]] ?? [] }
                    let deepl = providers.first { $0["id"] as? String == "deepl" }
                    #expect(deepl?["charactersToday"] as? Int == 20_000 && deepl?["dailyCharacters"] as? Int == 20_000)
                    #expect(deepl?["callsToday"] as? Int == 5, "the language lists and 4 translations; none for the texts passed over")
                    #expect(providers.first { $0["id"] as? String == "libretranslate" }?["dailyCharacters"] == nil)
                }
            }
            #expect(server.count("/deepl/v2/translate") == 4)
        }
    }

    /// The ration refills while the test runs (slowly on a busy machine): what is checked is that the paid
    /// provider is passed over, and that no more calls than the burst and the refill since the start reached it.
    @Test("One address makes 10 paid calls in a burst, then one every 20 s: past them the next provider answers, or 429 when none")
    func perClientRate() async throws {
        try await W.withServer { server in
            server.route("POST", "/libre/translate", .fixture("words/libretranslate/translate.json"))
            let started = ContinuousClock.now
            try await W.app(Self.deepl(server, then: "libretranslate")).test(.router) { client in
                var paid = 0
                var provider = "deepl"
                while provider == "deepl", paid < 60 {
                    let answer = try await Self.translate(client, "Bonjour \(paid)")
                    provider = W.decode(answer)["provider"] as? String ?? ""
                    if provider == "deepl" { paid += 1 }
                }
                let elapsed = (ContinuousClock.now - started).components.seconds
                #expect(provider == "libretranslate")
                #expect(paid >= 10 && paid <= 10 + Int(elapsed / 20) + 1, "\(paid) paid calls in \(elapsed) s")
                let cached = try await Self.translate(client, "Bonjour 3")
                #expect(W.decode(cached)["provider"] as? String == "deepl", "a cached answer costs nothing")
            }
            let restarted = ContinuousClock.now
            try await W.app(Self.deepl(server)).test(.router) { client in
                var refused: TestResponse?
                var sent = 0
                while refused == nil, sent < 60 {
                    let response = try await Self.translate(client, "Salut \(sent)")
                    if response.status != .ok { refused = response }
                    sent += 1
                }
                let response = try #require(refused)
                #expect(response.status == .tooManyRequests && W.error(response).code == "rate_limited")
                #expect(response.headers[.retryAfter] != nil)
                let elapsed = (ContinuousClock.now - restarted).components.seconds
                #expect(sent - 1 >= 10 && sent - 1 <= 10 + Int(elapsed / 20) + 1)
            }
        }
    }

    @Test("Past the budget, the next provider in the chain answers instead of the paid one")
    func fallsBack() async throws {
        try await W.withServer { server in
            server.route("POST", "/libre/translate", .fixture("words/libretranslate/translate.json"))
            try await W.app(Self.deepl(server, then: "libretranslate", budget: 10)).test(.router) { client in
                let first = try await Self.translate(client, "Bonjour")
                #expect(W.decode(first)["provider"] as? String == "deepl")
                let second = try await Self.translate(client, "Bonsoir")
                #expect(second.status == .ok && W.decode(second)["provider"] as? String == "libretranslate")
            }
            #expect(server.count("/deepl/v2/translate") == 1 && server.count("/libre/translate") == 1)
        }
    }
}
