import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Route API offline, in the imported Monaco region")
struct OfflineRoutePlanningRoutesTests {
    static let casinoToPalace = "from=43.7384,7.4246&to=43.7311,7.4197"

    private func get(_ uri: String, check: @escaping @Sendable (TestResponse) throws -> Void) async throws {
        try await RegionsRoutesTests.app.value.application.test(.router) { client in
            try await client.execute(uri: uri, method: .get, headers: [.acceptLanguage: "fr"]) { try check($0) }
        }
    }

    private static func json(_ response: TestResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any])
    }

    @Test("Routino answers from the region's database, saying which data and when")
    func offlineWalk() async throws {
        try await get("/api/v1/route?\(Self.casinoToPalace)&mode=walk") { response in
            #expect(response.status == .ok)
            let body = try Self.json(response)
            #expect(body["engine"] as? String == "routino" && body["region"] as? String == "monaco")
            #expect((body["dataDate"] as? String)?.hasPrefix("2016-03-05") == true)
            let distance = try #require(body["distance"] as? Double)
            #expect((900...2000).contains(distance))
            let steps = try #require(body["steps"] as? [[String: Any]])
            #expect(steps.first?["maneuver"] as? String == "depart" && steps.last?["maneuver"] as? String == "arrive")
            #expect(steps.contains { ($0["sentence"] as? String)?.contains("Avenue de la Costa") == true })
            #expect(steps.last?["ahead"] as? String == "vous arriverez à destination")
        }
    }

    @Test("mode any compares walking, cycling and driving and proposes the fastest")
    func anyMode() async throws {
        try await get("/api/v1/route?\(Self.casinoToPalace)&mode=any") { response in
            #expect(response.status == .ok)
            let body = try Self.json(response)
            let comparison = try #require(body["comparison"] as? [[String: Any]])
            #expect(Set(comparison.compactMap { $0["mode"] as? String }) == ["walk", "bicycle", "car"])
            let durations = comparison.compactMap { $0["duration"] as? Double }
            #expect(durations == durations.sorted())
            #expect(body["mode"] as? String == comparison.first?["mode"] as? String)
            // No feed covers Monaco and the online planner cannot be reached: said, in the request's language.
            let unavailable = try #require(body["unavailable"] as? [[String: Any]])
            #expect(unavailable.compactMap { $0["mode"] as? String } == ["transit"])
            #expect(unavailable.first?["code"] as? String == "providers_unavailable", "\(unavailable)")
            #expect((unavailable.first?["message"] as? String)?.contains("transitous") == true, "\(unavailable)")
        }
    }

    @Test("A car across Monaco goes at town speeds and loses time at its turns")
    func townCarDuration() async throws {
        // Avenue de l'Hermitage to the Pharmacie des Moulins, up Boulevard des Moulins: Debian's profile made it 42 s.
        try await get("/api/v1/route?from=43.7386004,7.4256506&to=43.743628,7.4284058&mode=car") { response in
            #expect(response.status == .ok)
            let body = try Self.json(response)
            let distance = try #require(body["distance"] as? Double)
            let duration = try #require(body["duration"] as? Double)
            #expect((600...1000).contains(distance))
            let kilometresPerHour = distance / duration * 3.6
            #expect((15...35).contains(kilometresPerHour), "\(distance) m in \(duration) s")
            let steps = try #require(body["steps"] as? [[String: Any]])
            let stepSeconds = steps.compactMap { $0["duration"] as? Double }.reduce(0, +)
            #expect(abs(stepSeconds - duration) <= Double(steps.count), "the steps' times add up to the route's")
        }
    }

    @Test("shortest is never longer than fastest")
    func shortest() async throws {
        try await RegionsRoutesTests.app.value.application.test(.router) { client in
            var lengths: [Double] = []
            for preference in ["fastest", "shortest"] {
                let response = try await client.execute(uri: "/api/v1/route?\(Self.casinoToPalace)&mode=car&preference=\(preference)", method: .get)
                lengths.append(try #require(try Self.json(response)["distance"] as? Double))
            }
            #expect(lengths[1] <= lengths[0])
        }
    }
}
