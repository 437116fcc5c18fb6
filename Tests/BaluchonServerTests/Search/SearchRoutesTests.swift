import FixtureServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Search, points of interest, kinds and where routes")
struct SearchRoutesTests {
    /// A server over the Monaco region; `overpass` set turns the Overpass provider on at that address.
    private func app(overpass: FixtureServer? = nil, nominatim: FixtureServer? = nil) async throws -> TestApp {
        var environment = ["BALUCHON_DATA_DIR": try await ImportedMonaco.dataDirectory().path]
        var providers = ["geonames"]
        if let nominatim {
            providers.append("nominatim")
            environment["BALUCHON_NOMINATIM_URL"] = nominatim.baseURL
        }
        if let overpass {
            providers.append("overpass")
            environment["BALUCHON_OVERPASS_URL"] = overpass.baseURL + "/api/"
        }
        environment["BALUCHON_PLACES_PROVIDERS"] = providers.joined(separator: ",")
        return try await TestApp(environment: environment)
    }

    /// The status and JSON body of `GET uri`.
    private func get(_ app: TestApp, _ uri: String, language: String = "en") async throws -> (status: HTTPResponse.Status, body: [String: Any]) {
        let (status, data) = try await app.application.test(.router) { client in
            try await client.execute(uri: uri, method: .get, headers: [.acceptLanguage: language]) { response in
                (response.status, Data(buffer: response.body))
            }
        }
        return (status, try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
    }

    @Test("a kind of place gives the nearest ones from the region, nearest first, with direction and opening hours")
    func pharmacies() async throws {
        do {
            let response = try await get(try await app(), "/api/v1/search?q=pharmacies&near=43.7384,7.4246&limit=5", language: "fr")
            #expect(response.status == .ok)
            let body = response.body
            #expect((body["kind"] as? [String: Any])?["id"] as? String == "pharmacy")
            #expect((body["kind"] as? [String: Any])?["name"] as? String == "Pharmacie")
            let results = try #require(body["results"] as? [[String: Any]])
            #expect(results.count == 5)
            let distances = results.compactMap { $0["distance"] as? Double }
            #expect(distances.count == 5 && distances == distances.sorted() && distances.allSatisfy { $0 <= 2_000 })
            #expect(results.allSatisfy { $0["source"] as? String == "region" && $0["region"] as? String == "monaco" })
            #expect(results.allSatisfy { ($0["id"] as? String)?.hasPrefix("monaco/") == true && $0["direction"] is String })
            #expect(results.allSatisfy { $0.keys.contains("openingHours") && $0.keys.contains("address") })
            #expect(body["attribution"] as? String == "© OpenStreetMap contributors")
        }
    }

    @Test("pois takes a kind id, or a kind name")
    func pois() async throws {
        let app = try await app()
        for kind in ["atm", "distributeur%20de%20billets"] {
            do {
                let response = try await get(app, "/api/v1/pois?near=43.7384,7.4246&kind=\(kind)&radius=3000&limit=3")
                #expect(response.status == .ok)
                let body = response.body
                #expect((body["kind"] as? [String: Any])?["id"] as? String == "atm")
                #expect((body["results"] as? [[String: Any]])?.count == 3)
            }
        }
    }

    @Test("kinds are listed in both languages")
    func kinds() async throws {
        let app = try await app()
        for (language, name) in [("fr", "Distributeur de billets"), ("en", "ATM")] {
            do {
                let response = try await get(app, "/api/v1/kinds?lang=\(language)")
                let kinds = try #require(response.body["kinds"] as? [[String: Any]])
                #expect(kinds.count >= 80)
                #expect(kinds.contains { $0["id"] as? String == "atm" && $0["name"] as? String == name })
            }
        }
    }

    @Test("one place is listed once: the two mappings of U Picin Tocu, the two outlines of the Monte Carlo Bay hotel")
    func samePlaceOnce() async throws {
        let app = try await app()
        for (uri, name) in [
            ("/api/v1/search?q=restaurants&near=43.7343,7.4206&limit=10", "U Picin Tocu"),
            ("/api/v1/search?q=hotels&near=43.7487,7.4380&limit=10", "Monte Carlo Bay"),
            ("/api/v1/search?q=Monte%20Carlo%20Bay&near=43.7487,7.4380", "Monte Carlo Bay"),
        ] {
            let response = try await get(app, uri)
            #expect(response.status == .ok)
            let results = try #require(response.body["results"] as? [[String: Any]])
            #expect(results.filter { $0["name"] as? String == name }.count == 1, "\(uri)")
        }
    }

    @Test("a place without a name is its kind and street, in the request's language, after the named ones")
    func unnamedPlaces() async throws {
        let app = try await app()
        for (language, kind) in [("en", "ATM"), ("fr", "Distributeur de billets")] {
            let response = try await get(app, "/api/v1/search?q=atm&near=43.7384,7.4246&limit=30&radius=5000", language: language)
            let results = try #require(response.body["results"] as? [[String: Any]])
            let names = results.compactMap { $0["name"] as? String }
            #expect(names.count >= 10 && names.allSatisfy { $0.hasPrefix("\(kind), ") && $0.count > kind.count + 4 }, "\(names)")
        }
        // Restaurants, named and not: once an unnamed one is listed, no named one follows, each part nearest first.
        let response = try await get(app, "/api/v1/search?q=restaurants&near=43.7384,7.4246&limit=50&radius=1000")
        let results = try #require(response.body["results"] as? [[String: Any]])
        let names = results.compactMap { $0["name"] as? String }
        let firstUnnamed = try #require(names.firstIndex { $0.hasPrefix("Restaurant, ") }, "\(names)")
        #expect(firstUnnamed > 10 && names[firstUnnamed...].allSatisfy { $0.hasPrefix("Restaurant, ") }, "\(names)")
        for part in [results[..<firstUnnamed], results[firstUnnamed...]] {
            let distances = part.compactMap { $0["distance"] as? Double }
            #expect(distances == distances.sorted())
        }
    }

    @Test("a name is found in the region; an unknown kind gets suggestions")
    func names() async throws {
        let app = try await app()
        do {
            let response = try await get(app, "/api/v1/search?q=Casino%20de%20Monte-Carlo&near=43.7384,7.4246")
            #expect(response.status == .ok)
            let body = response.body
            let first = try #require((body["results"] as? [[String: Any]])?.first)
            // The 2016 extract writes it without the hyphen (a tourism=attraction way).
            #expect(first["name"] as? String == "Casino de Monte Carlo" && first["source"] as? String == "region")
            #expect((first["kind"] as? [String: Any])?["id"] as? String == "attraction")
            #expect(body["kind"] is NSNull)
        }
        do {
            let response = try await get(app, "/api/v1/search?q=farmacia&near=43.7384,7.4246", language: "fr")
            #expect(response.status == .ok)
            let suggestions = try #require(response.body["suggestions"] as? [[String: Any]])
            #expect(suggestions.contains { $0["id"] as? String == "pharmacy" && $0["name"] as? String == "Pharmacie" })
        }
    }

    @Test("where names a street of Monaco and the town")
    func whereInMonaco() async throws {
        do {
            let response = try await get(try await app(), "/api/v1/where?lat=43.7384&lon=7.4246")
            #expect(response.status == .ok)
            let body = response.body
            let street = try #require(body["street"] as? [String: Any])
            #expect((street["name"] as? String)?.isEmpty == false && (street["distance"] as? Double ?? 999) < 100)
            #expect(body["region"] as? String == "monaco" && body["address"] is NSNull)
            #expect((body["label"] as? String)?.hasPrefix(street["name"] as? String ?? "?") == true)
            #expect((body["city"] as? [String: Any])?["source"] as? String == "region")
        }
    }

    @Test("where outside every region answers from the gazetteer and says no region")
    func whereOutside() async throws {
        do {
            let response = try await get(try await app(), "/api/v1/where?lat=48.8566&lon=2.3522")
            #expect(response.status == .ok)
            let body = response.body
            #expect(body["region"] is NSNull && body["street"] is NSNull)
            #expect((body["city"] as? [String: Any])?["source"] as? String == "gazetteer")
            #expect((body["label"] as? String)?.contains("Paris") == true)
        }
    }

    @Test(
        "bad input is a clear 400 in the reader's language",
        arguments: [
            ("/api/v1/pois?kind=pharmacy", "missing_near"), ("/api/v1/search?q=pharmacie", "missing_near"),
            ("/api/v1/pois?near=abc&kind=pharmacy", "invalid_point"), ("/api/v1/pois?near=43.7,&kind=pharmacy", "invalid_point"),
            ("/api/v1/pois?near=91,7.4&kind=pharmacy", "coordinate_out_of_range"),
            ("/api/v1/pois?near=43.7,181&kind=pharmacy", "coordinate_out_of_range"),
            ("/api/v1/pois?near=43.7,7.4&kind=pharmacy&radius=0", "invalid_radius"),
            ("/api/v1/pois?near=43.7,7.4&kind=pharmacy&radius=50001", "invalid_radius"),
            ("/api/v1/pois?near=43.7,7.4&kind=pharmacy&radius=far", "invalid_radius"),
            ("/api/v1/pois?near=43.7,7.4&kind=pharmacy&limit=0", "invalid_limit"),
            ("/api/v1/pois?near=43.7,7.4&kind=pharmacy&limit=51", "invalid_limit"), ("/api/v1/search?q=&near=43.7,7.4", "empty_query"),
            ("/api/v1/search?q=\(String(repeating: "a", count: 500))", "query_too_long"),
            ("/api/v1/search?q=%FF%FE&near=43.7,7.4", "invalid_characters"), ("/api/v1/pois?near=43.7,7.4&kind=farmacia", "unknown_kind"),
            ("/api/v1/search?q=hotel&near=43.7,7.4&source=cloud", "invalid_source"), ("/api/v1/where?lat=95&lon=7", "coordinate_out_of_range"),
            ("/api/v1/where?lon=7", "missing_parameter"), ("/api/v1/where?lat=43.7", "missing_parameter"),
            ("/api/v1/pois?near=43.7,7.4", "missing_parameter"), ("/api/v1/pois?near=43.7,7.4&kind=", "missing_parameter"),
        ])
    func badInput(uri: String, code: String) async throws {
        let app = try await app()
        var messages: [String] = []
        for language in ["fr", "en"] {
            do {
                let response = try await get(app, uri, language: language)
                #expect(response.status == .badRequest, "\(uri)")
                let error = try #require(response.body["error"] as? [String: Any])
                #expect(error["code"] as? String == code)
                messages.append(try #require(error["message"] as? String))
            }
        }
        #expect(messages.count == 2 && messages[0] != messages[1] && messages.allSatisfy { !$0.isEmpty }, "one message per language")
    }

    @Test(
        "a missing parameter is named, as on the other routes",
        arguments: [("/api/v1/pois?near=43.7,7.4", "kind"), ("/api/v1/where?lat=43.7", "lon"), ("/api/v1/where?lon=7.4", "lat")])
    func missingParameterIsNamed(uri: String, name: String) async throws {
        let response = try await get(try await app(), uri, language: "en")
        let error = try #require(response.body["error"] as? [String: Any])
        #expect(error["code"] as? String == "missing_parameter")
        #expect((error["message"] as? String)?.contains("“\(name)”") == true, "\(error)")
    }

    @Test("an address whose number is not mapped gives its street, then the nearest numbers, and says so")
    func unknownHouseNumberGivesTheStreet() async throws {
        let app = try await app()
        // Monaco's extract has 2, 4-6, 7, 9, 11 and 25 on Avenue Albert II, not 13.
        let missing = try await get(app, "/api/v1/search?q=Avenue%20Albert%20II%2013&near=43.7311,7.4197", language: "fr")
        #expect(missing.status == .ok)
        let results = try #require(missing.body["results"] as? [[String: Any]])
        #expect(results.first?["name"] as? String == "Avenue Albert II")
        #expect(results.dropFirst().prefix(2).map { ($0["address"] as? String)?.prefix(3) } == ["11 ", "9 A"])
        let note = try #require(missing.body["note"] as? String)
        #expect(note.contains("« Avenue Albert II 13 »"), "\(note)")
        let known = try await get(app, "/api/v1/search?q=Avenue%20Albert%20II%2011&near=43.7311,7.4197")
        #expect(known.body["note"] is NSNull)
        #expect((known.body["results"] as? [[String: Any]])?.first?["address"] as? String == "11 Avenue Albert II")
    }

    @Test("an unknown kind in pois names the closest kinds")
    func unknownKind() async throws {
        do {
            let response = try await get(try await app(), "/api/v1/pois?near=43.7,7.4&kind=farmacia", language: "fr")
            let error = try #require(response.body["error"] as? [String: Any])
            #expect((error["message"] as? String)?.contains("Pharmacie") == true)
        }
    }

    @Test("outside every region with online search off: a 404 that says so and offers online search")
    func outsideOffline() async throws {
        do {
            let response = try await get(try await app(), "/api/v1/search?q=pharmacie&near=48.8566,2.3522", language: "fr")
            #expect(response.status == .notFound)
            let error = try #require(response.body["error"] as? [String: Any])
            #expect(error["code"] as? String == "outside_regions")
            #expect((error["message"] as? String)?.contains("Aucune région importée") == true)
            #expect((error["hint"] as? String)?.contains("région") == true)
        }
    }

    @Test("outside every region with Overpass on: the same kind online, cached, nearest first")
    func outsideOnline() async throws {
        try await FixtureServer.run { server in
            server.route("POST", "/api/interpreter", .fixture("search/overpass-pharmacies-nice.json"))
            let app = try await app(overpass: server)
            for _ in 0..<2 {
                do {
                    let response = try await get(app, "/api/v1/search?q=pharmacy&near=43.6961,7.2718&radius=1500")
                    #expect(response.status == .ok)
                    let results = try #require(response.body["results"] as? [[String: Any]])
                    #expect(results.count == 3 && results.allSatisfy { $0["source"] as? String == "overpass" && $0["region"] is NSNull })
                    let distances = results.compactMap { $0["distance"] as? Double }
                    #expect(distances == distances.sorted())
                }
            }
            #expect(server.count("/api/interpreter") == 1)
        }
    }

    @Test("Overpass failing outside the regions is a 502 naming it")
    func overpassDown() async throws {
        try await FixtureServer.run { server in
            server.route("POST", "/api/interpreter", .status(504))
            do {
                let response = try await get(try await app(overpass: server), "/api/v1/search?q=pharmacy&near=43.6961,7.2718")
                #expect(response.status == .badGateway)
                let error = try #require(response.body["error"] as? [String: Any])
                #expect((error["message"] as? String)?.contains("overpass") == true)
            }
        }
    }

    @Test("where online adds Nominatim's address")
    func whereOnline() async throws {
        try await FixtureServer.run { server in
            server.route("GET", "/reverse", .fixture("search/nominatim-reverse-monaco.json"))
            do {
                let response = try await get(try await app(nominatim: server), "/api/v1/where?lat=43.7384&lon=7.4246&source=online")
                #expect(response.status == .ok)
                #expect(response.body["address"] as? String == "Boulevard des Moulins, Monte-Carlo, Monaco, 98000, Monaco")
            }
        }
    }
}
