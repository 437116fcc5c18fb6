import BaluchonCore
import Foundation
import Testing

@testable import BaluchonProviders

/// Monaco's Routino database, from the region imported once per test run (its `routing/` folder).
enum MonacoRoutingDatabase {
    static func directory() async throws -> URL {
        try await RegionFixtures.shared.region("monaco").folder(InstalledRegion.routingFolder)
    }
}

/// Runs one of Routino's programs and gives its exit code and standard output.
enum RoutinoCommand {
    static func run(_ program: String, _ arguments: [String]) -> (code: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/\(program)")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return (-1, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The total distance in metres of `routino-router`'s text answer for the same points.
    static func routerDistance(database: URL, from: Coordinate, to: Coordinate, profile: String, shortest: Bool) -> Double? {
        // The router's own options give the car the town speeds the library's car gets.
        let speeds = profile == "motorcar" ? RoutinoRouter.townSpeeds.map { "--speed-\($0.key)=\($0.value)" } : []
        let result = run(
            "routino-router",
            [
                "--dir=\(database.path)", "--profiles=\(RoutinoRouter.profilesFile.path)", "--translations=\(RoutinoRouter.translationsFile.path)",
                "--transport=\(profile)", shortest ? "--shortest" : "--quickest", "--lat1=\(from.latitude)", "--lon1=\(from.longitude)",
                "--lat2=\(to.latitude)", "--lon2=\(to.longitude)", "--output-text-all", "--output-stdout", "--quiet",
            ] + speeds)
        let rows = result.output.split(separator: "\n").filter { !$0.hasPrefix("#") }
        guard result.code == 0, let last = rows.last else { return nil }
        let fields = last.split(whereSeparator: { $0 == "\t" }).map { $0.trimmingCharacters(in: .whitespaces) }
        // lat, lon, node, type, segment km, segment min, total km, total min, …
        guard fields.count > 6, let kilometres = Double(fields[6].replacingOccurrences(of: " km", with: "")) else { return nil }
        return kilometres * 1000
    }
}

@Suite("Routino in process")
struct RoutinoRouterTests {
    static let casino = try! Coordinate(latitude: 43.7384, longitude: 7.4246)
    static let fontvieille = try! Coordinate(latitude: 43.7311, longitude: 7.4197)
    static let palace = try! Coordinate(latitude: 43.7314, longitude: 7.4203)

    @Test(
        "Route lengths agree with Routino's own router within 1%",
        arguments: [(TravelMode.car, RoutePreference.fastest), (.car, .shortest), (.walk, .fastest), (.bicycle, .shortest)])
    func agreesWithRouter(mode: TravelMode, preference: RoutePreference) async throws {
        let database = try await MonacoRoutingDatabase.directory()
        let router = try RoutinoRouter(databaseDirectory: database)
        let route = try router.route(from: Self.casino, to: Self.fontvieille, mode: mode, preference: preference)
        let reference = try #require(
            RoutinoCommand.routerDistance(
                database: database, from: Self.casino, to: Self.fontvieille,
                profile: RoutinoRouter.profileName(for: mode)!, shortest: preference == .shortest))
        #expect(abs(route.distance - reference) <= reference * 0.01, "ours \(route.distance) m, router \(reference) m")
        let kilometresPerHour = route.distance / route.duration * 3.6
        #expect((2...130).contains(kilometresPerHour), "average speed \(kilometresPerHour) km/h")
        #expect(route.geometry.count > 2)
    }

    @Test("A route starts by heading off, names streets and ends by arriving")
    func maneuvers() async throws {
        let router = try RoutinoRouter(databaseDirectory: try await MonacoRoutingDatabase.directory())
        let route = try router.route(from: Self.casino, to: Self.fontvieille, mode: .car, preference: .fastest)
        guard case .depart(let heading) = route.maneuvers.first?.step.maneuver else {
            Issue.record("first maneuver \(String(describing: route.maneuvers.first))")
            return
        }
        #expect(heading != nil)
        #expect(route.maneuvers.last?.step.maneuver == .arrive(nil))
        #expect(route.maneuvers.contains { $0.step.street == "Rue Grimaldi" })
        #expect(!route.maneuvers.contains { RoutinoOutputReader.unnamedWays.contains($0.step.street ?? "") }, "Routino's stand-in names are dropped")
        #expect(route.maneuvers.contains { if case .roundabout = $0.step.maneuver { true } else { false } })
        let distances = route.maneuvers.map(\.distanceFromStart)
        #expect(distances == distances.sorted())
    }

    @Test("Transit is not a road mode")
    func transitIsNotRouted() async throws {
        let router = try RoutinoRouter(databaseDirectory: try await MonacoRoutingDatabase.directory())
        #expect(throws: RoutesError.noRoute(mode: .transit)) {
            try router.route(from: Self.casino, to: Self.fontvieille, mode: .transit, preference: .fastest)
        }
    }

    @Test("A point far from every road says which end")
    func farFromRoads() async throws {
        let router = try RoutinoRouter(databaseDirectory: try await MonacoRoutingDatabase.directory())
        let sea = try Coordinate(latitude: 43.60, longitude: 7.60)
        #expect(throws: RoutesError.noRoadNear(end: .destination)) {
            try router.route(from: Self.casino, to: sea, mode: .walk, preference: .fastest)
        }
    }

    @Test("A folder with no database is a clear failure")
    func missingDatabase() {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-routino-\(UUID().uuidString)")
        #expect(throws: RoutesError.self) { try RoutinoRouter(databaseDirectory: empty) }
    }

    @Test("The car keeps the town speeds and every other profile stays Debian's")
    func townSpeeds() throws {
        let debian = try String(contentsOf: RoutinoRouter.profilesFile, encoding: .utf8)
        let profiles = try #require(RoutinoRouter.withTownSpeeds(debian))
        let car = try #require(profiles.firstRange(of: "<profile name=\"motorcar\"")).lowerBound
        let carEnd = try #require(profiles[car...].firstRange(of: "</profile>")).upperBound
        for (highway, kph) in RoutinoRouter.townSpeeds {
            #expect(profiles[car..<carEnd].contains("<speed highway=\"\(highway)\" kph=\"\(kph)\""))
        }
        #expect(profiles[..<car] == debian[..<car])
        let debianCarEnd = try #require(debian[car...].firstRange(of: "</profile>")).upperBound
        #expect(profiles[carEnd...] == debian[debianCarEnd...])
    }

    @Test("A profiles file without a car, or a car without one of the classes, is refused")
    func townSpeedsNeedTheCar() {
        #expect(RoutinoRouter.withTownSpeeds("<routino-profiles><profile name=\"foot\"></profile></routino-profiles>") == nil)
        let car = "<profile name=\"motorcar\" transport=\"motorcar\"><speeds><speed highway=\"motorway\" kph=\"112\" /></speeds></profile>"
        #expect(RoutinoRouter.withTownSpeeds(car) == nil)
    }
}
