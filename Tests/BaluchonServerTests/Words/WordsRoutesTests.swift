import FixtureServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Words API")
struct WordsRoutesTests {
    typealias W = WordsApp

    @Test("languages: the active provider's, named and sorted in the asked language")
    func languages() async throws {
        try await W.withServer { server in
            server.route("GET", "/language/translate/v2/languages", .fixture("words/google/languages.json"))
            try await W.app(W.google(server)).test(.router) { client in
                try await client.execute(uri: "/api/v1/languages", method: .get, headers: [.acceptLanguage: "fr-FR,fr;q=0.9"]) { response in
                    #expect(response.status == .ok)
                    let body = W.decode(response)
                    #expect(body["provider"] as? String == "google")
                    let names = (body["targets"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
                    #expect(names.prefix(3) == ["afrikaans", "allemand", "anglais"])
                    #expect(names.contains("hébreu"))
                    #expect(body["maximumLength"] as? Int == 5_000)
                }
                try await client.execute(uri: "/api/v1/languages?lang=en", method: .get) { response in
                    let names = (W.decode(response)["sources"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
                    #expect(names.contains("German"))
                }
                try await client.execute(uri: "/api/v1/languages?lang=de", method: .get) { response in
                    #expect(response.status == .badRequest)
                }
            }
            #expect(server.count("/language/translate/v2/languages") == 1)
        }
    }

    @Test("translate, then the same text again from the store")
    func translateAndCache() async throws {
        try await W.withServer { server in
            server.route("GET", "/language/translate/v2/languages", .fixture("words/google/languages.json"))
            server.route("POST", "/language/translate/v2", .fixture("words/google/translate.json"))
            try await W.app(W.google(server)).test(.router) { client in
                let body = W.json(["text": "Je voudrais un café, s’il vous plaît.", "source": "fr", "target": "en"])
                for round in 0..<2 {
                    try await client.execute(uri: "/api/v1/translate", method: .post, headers: W.jsonHeaders, body: body) { response in
                        #expect(response.status == .ok)
                        let answer = W.decode(response)
                        #expect(answer["text"] as? String == "I would like a coffee, please.")
                        #expect(answer["provider"] as? String == "google")
                        #expect(answer["providerName"] as? String == "Google Cloud Translation")
                        #expect(answer["quality"] as? String == "online")
                        #expect((answer["unknownWords"] as? [Any])?.isEmpty == true)
                        #expect(answer["cached"] as? Bool == (round == 1))
                        #expect((answer["provenance"] as? [String: Any])?["source"] as? String == "google")
                    }
                }
            }
            #expect(server.count("/language/translate/v2") == 1)
        }
    }

    @Test("markup in the text comes back as inert JSON text")
    func markupIsInert() async throws {
        try await W.withServer { server in
            server.route("GET", "/language/translate/v2/languages", .fixture("words/google/languages.json"))
            server.route("POST", "/language/translate/v2", .fixture("words/google/translate-markup.json"))
            try await W.app(W.google(server)).test(.router) { client in
                let body = W.json(["text": "<script>alert(\"bonjour\")</script> <b>Bonjour</b> & au revoir", "source": "fr", "target": "en"])
                try await client.execute(uri: "/api/v1/translate", method: .post, headers: W.jsonHeaders, body: body) { response in
                    #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
                    #expect(response.headers[.xContentTypeOptions] == "nosniff")
                    #expect(W.decode(response)["text"] as? String == "<script>alert(\"hello\")</script> <b>Good morning</b> & goodbye")
                }
            }
            #expect((try? JSONSerialization.jsonObject(with: server.requests.last!.body) as? [String: Any])?["format"] as? String == "text")
        }
    }

    @Test("offline with Apertium: auto-detected French reaches English through Spanish", .enabled(if: WordsApp.apertiumInstalled))
    func apertiumPivot() async throws {
        try await W.app(W.apertiumOnly).test(.router) { client in
            let body = W.json([
                "text": "Bonjour, je voudrais un café et un croissant, s’il vous plaît.", "source": "auto", "target": "en", "favoured": ["fr"],
            ])
            try await client.execute(uri: "/api/v1/translate", method: .post, headers: W.jsonHeaders, body: body) { response in
                #expect(response.status == .ok)
                let answer = W.decode(response)
                #expect(answer["provider"] as? String == "apertium")
                #expect(answer["route"] as? [String] == ["fr", "es", "en"])
                #expect((answer["detection"] as? [String: Any])?["language"] as? String == "fr")
                #expect(((answer["provenance"] as? [String: Any])?["note"] as? String)?.contains("Spanish") == true)
                #expect((answer["text"] as? String)?.lowercased().contains("coffee") == true)
                #expect(answer["quality"] as? String == "rough")
            }
            // Issue 27: "Où est la gare ?" goes through Spanish (rough); a made-up name is listed, not passed through silently.
            let gare = W.json(["text": "Où est la gare ? Je suis Zorglubix.", "source": "fr", "target": "en"])
            try await client.execute(uri: "/api/v1/translate", method: .post, headers: W.jsonHeaders, body: gare) { response in
                let answer = W.decode(response)
                #expect(answer["quality"] as? String == "rough")
                #expect(answer["route"] as? [String] == ["fr", "es", "en"])
                let unknown = answer["unknownWords"] as? [[String: Any]] ?? []
                #expect(unknown.map { $0["word"] as? String } == ["Zorglubix"])
                #expect(unknown.first?["kind"] as? String == "unknown")
                let text = Array((answer["text"] as? String ?? "").unicodeScalars)
                let (offset, length) = (unknown.first?["offset"] as? Int ?? -1, unknown.first?["length"] as? Int ?? 0)
                #expect(offset >= 0 && String(String.UnicodeScalarView(text[offset..<offset + length])) == "Zorglubix")
            }
            // The note on the route follows the request's language, as every word of the answer.
            try await client.execute(uri: "/api/v1/translate?lang=fr", method: .post, headers: W.jsonHeaders, body: gare) { response in
                let note = (W.decode(response)["provenance"] as? [String: Any])?["note"] as? String
                #expect(note?.contains("espagnol") == true && note?.contains("Spanish") == false, "\(note ?? "no note")")
            }
            let direct = W.json(["text": "Le chat dort.", "source": "fr", "target": "es"])
            try await client.execute(uri: "/api/v1/translate", method: .post, headers: W.jsonHeaders, body: direct) { response in
                let answer = W.decode(response)
                #expect(answer["quality"] as? String == "gist")
                #expect((answer["unknownWords"] as? [Any])?.isEmpty == true)
            }
            try await client.execute(uri: "/api/v1/languages", method: .get) { response in
                let pairs = W.decode(response)["pairs"] as? [String: [String]]
                #expect(pairs?["fr"]?.contains("en") == true)
            }
        }
    }

    @Test("detect: offline when sure, the provider's detection when not")
    func detect() async throws {
        try await W.withServer { server in
            server.route("GET", "/language/translate/v2/languages", .fixture("words/google/languages.json"))
            server.route("POST", "/language/translate/v2/detect", .fixture("words/google/detect.json"))
            try await W.app(W.google(server)).test(.router) { client in
                try await client.execute(
                    uri: "/api/v1/detect", method: .post, headers: W.jsonHeaders, body: W.json(["text": "Où est la gare, s’il vous plaît ?"])
                ) { response in
                    let detection = W.decode(response)["detection"] as? [String: Any]
                    #expect(detection?["language"] as? String == "fr")
                    #expect(detection?["detector"] as? String == "offline")
                    #expect(detection?["isReliable"] as? Bool == true)
                }
                #expect(server.count("/language/translate/v2/detect") == 0)
                try await client.execute(uri: "/api/v1/detect", method: .post, headers: W.jsonHeaders, body: W.json(["text": "ok"])) { response in
                    let detection = W.decode(response)["detection"] as? [String: Any]
                    #expect(detection?["detector"] as? String == "google")
                }
                #expect(server.count("/language/translate/v2/detect") == 1)
                let restricted = W.json(["text": "Où est la gare ?", "candidates": ["en", "es"]])
                try await client.execute(uri: "/api/v1/detect", method: .post, headers: W.jsonHeaders, body: restricted) { response in
                    let answer = W.decode(response)
                    #expect(answer["candidates"] as? [String] == ["en", "es"])
                    #expect((answer["detection"] as? [String: Any])?["language"] as? String != "fr")
                }
            }
        }
    }

    @Test("the same language on both sides gives the text back untouched", .enabled(if: WordsApp.apertiumInstalled))
    func sameLanguage() async throws {
        try await W.app(W.apertiumOnly).test(.router) { client in
            let body = W.json(["text": "Bonjour", "source": "fr", "target": "fr"])
            try await client.execute(uri: "/api/v1/translate", method: .post, headers: W.jsonHeaders, body: body) { response in
                #expect(W.decode(response)["text"] as? String == "Bonjour")
            }
        }
    }
}
