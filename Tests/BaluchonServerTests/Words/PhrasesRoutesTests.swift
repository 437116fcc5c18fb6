import Foundation
import HummingbirdTesting
import Testing

private typealias W = WordsApp

@Suite("Phrases API")
struct PhrasesRoutesTests {
    @Test("phrases by words in French or English, accents and case ignored, with their human translations and credit")
    func search() async throws {
        try await W.app(W.apertiumOnly).test(.router) { client in
            try await client.execute(uri: "/api/v1/phrases?from=fr&to=ja&q=GARE", method: .get) { response in
                #expect(response.status == .ok)
                let body = W.decode(response)
                #expect(body["source"] as? String == "fr")
                #expect(body["target"] as? String == "ja")
                let phrases = body["phrases"] as? [[String: Any]] ?? []
                #expect(!phrases.isEmpty)
                #expect(
                    phrases.allSatisfy {
                        ($0["text"] as? String ?? "").lowercased().contains("gare") && !($0["translation"] as? String ?? "").isEmpty
                    })
                let attribution = body["attribution"] as? [String: Any] ?? [:]
                #expect(attribution["name"] as? String == "Tatoeba")
                #expect(attribution["licence"] as? String == "CC BY 2.0 FR")
                #expect((body["languages"] as? [String])?.count == 25)
            }
            try await client.execute(uri: "/api/v1/phrases?to=de&q=allergique&topic=health", method: .get, headers: [.acceptLanguage: "fr"]) {
                response in
                let phrases = W.decode(response)["phrases"] as? [[String: Any]] ?? []
                #expect(W.decode(response)["source"] as? String == "fr")
                #expect(phrases.contains { ($0["text"] as? String ?? "").contains("allergique") })
                #expect(phrases.allSatisfy { $0["topic"] as? String == "health" })
            }
        }
    }

    @Test("an unknown language or topic is a 400 named in the asked language", arguments: ["en", "fr"])
    func refusals(lang: String) async throws {
        try await W.app(W.apertiumOnly).test(.router) { client in
            try await client.execute(uri: "/api/v1/phrases?to=eu&lang=\(lang)", method: .get) { response in
                #expect(response.status == .badRequest)
                let error = W.error(response)
                #expect(error.code == "unknown_phrase_language")
                #expect(error.message.contains(lang == "fr" ? "basque" : "Basque"))
                #expect(error.hint.contains("ja"))
            }
            try await client.execute(uri: "/api/v1/phrases?to=ja&topic=beach&lang=\(lang)", method: .get) { response in
                #expect(response.status == .badRequest)
                let error = W.error(response)
                #expect(error.code == "unknown_topic")
                #expect(error.message.contains(lang == "fr" ? "n’a pas de thème « beach »" : "no phrasebook topic “beach”"))
            }
            try await client.execute(uri: "/api/v1/phrases?from=fr&lang=\(lang)", method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(W.error(response).code == "missing_parameter")
            }
        }
    }

    @Test("a text that is a phrasebook phrase gets its human translation first, then the machine one")
    func humanFirst() async throws {
        let cases: [(text: String, human: String?)] = [
            ("l’addition, s’il vous plait", "Check, please."), ("Je voudrais un café, s’il vous plaît.", nil),
        ]
        try await W.withServer { server in
            server.route("GET", "/language/translate/v2/languages", .fixture("words/google/languages.json"))
            server.route("POST", "/language/translate/v2", .fixture("words/google/translate.json"))
            try await W.app(W.google(server)).test(.router) { client in
                for (text, expected) in cases {
                    let body = W.json(["text": text, "source": "fr", "target": "en"])
                    let answer = try await client.execute(uri: "/api/v1/translate", method: .post, headers: W.jsonHeaders, body: body) {
                        W.decode($0)
                    }
                    // The machine translation is always there (the fixture's), the human one only for a phrase.
                    #expect(answer["text"] as? String == "I would like a coffee, please.")
                    let human = answer["human"] as? [String: Any]
                    #expect(human?["text"] as? String == expected)
                    guard expected != nil else { continue }
                    #expect(human?["matched"] as? String == "L'addition s'il vous plaît.")
                    #expect(human?["similarity"] as? Double == 1)
                    #expect(human?["source"] as? String == "Tatoeba" && human?["licence"] as? String == "CC BY 2.0 FR")
                }
            }
        }
    }
}
