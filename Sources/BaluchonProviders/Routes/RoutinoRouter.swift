import BaluchonCore
import CRoutino
import Foundation

/// Road routes computed in process by Routino's library, on one region's database loaded once, with
/// Debian's profiles (``profilesFile``) where the car keeps the project's town speeds (``townSpeeds``)
/// and Debian's translations.
///
/// Routino keeps its profiles, translations and error number in globals, so every call into the
/// library holds one process-wide lock; a route over a region takes milliseconds.
public final class RoutinoRouter: @unchecked Sendable {
    /// Debian's `routino-common` translations, which the library needs to describe a route.
    public static let translationsFile = URL(fileURLWithPath: "/usr/share/routino/translations.xml")
    /// Debian's `routino-common` profiles: foot and bicycle as they are, the car with ``townSpeeds``.
    public static let profilesFile = URL(fileURLWithPath: "/usr/share/routino/profiles.xml")
    /// The speeds in km/h a car keeps in towns, by Routino highway class (README, "Car durations"):
    /// Debian's car drives a primary road at 96 km/h, which made 850 m across Monaco 49 seconds.
    /// A way's own `maxspeed` still caps them.
    public static let townSpeeds: KeyValuePairs<String, Int> = [
        "motorway": 90, "trunk": 70, "primary": 50, "secondary": 45, "tertiary": 40, "unclassified": 30,
        "residential": 25, "service": 15, "track": 10, "ferry": 10,
    ]

    private static let lock = NSLock()
    nonisolated(unsafe) private static var profilesLoaded = false
    private let database: OpaquePointer

    /// Loads the database Routino's `planetsplitter` wrote in `databaseDirectory`.
    public init(databaseDirectory: URL) throws(RoutesError) {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        try Self.loadProfiles()
        guard let database = Routino_LoadDatabase(databaseDirectory.path, nil) else {
            throw .engineFailed(detail: "Routino database in \(databaseDirectory.lastPathComponent), error \(baluchon_routino_errno())")
        }
        self.database = database
    }

    deinit {
        Self.lock.lock()
        Routino_UnloadDatabase(database)
        Self.lock.unlock()
    }

    /// The route between two points for a mode of travel on roads and paths (car, walk, bicycle).
    public func route(
        from start: Coordinate, to end: Coordinate, mode: TravelMode, preference: RoutePreference
    ) throws(RoutesError)
        -> RoadRoute
    {
        guard let profileName = Self.profileName(for: mode) else { throw .noRoute(mode: mode) }
        Self.lock.lock()
        defer { Self.lock.unlock() }
        guard let profile = Routino_GetProfile(profileName), let translation = Routino_GetTranslation("en") else {
            throw .engineFailed(detail: "Routino profile \(profileName)")
        }
        guard Routino_ValidateProfile(database, profile) == ROUTINO_ERROR_NONE else {
            throw .engineFailed(detail: "Routino profile \(profileName) does not fit the database")
        }
        guard let first = Routino_FindWaypoint(database, profile, start.latitude, start.longitude) else { throw .noRoadNear(end: .start) }
        defer { free(UnsafeMutableRawPointer(first)) }
        guard let last = Routino_FindWaypoint(database, profile, end.latitude, end.longitude) else { throw .noRoadNear(end: .destination) }
        defer { free(UnsafeMutableRawPointer(last)) }
        var waypoints: [OpaquePointer?] = [first, last]
        let options = Int32(preference == .fastest ? ROUTINO_ROUTE_QUICKEST : ROUTINO_ROUTE_SHORTEST) | Int32(ROUTINO_ROUTE_LIST_HTML_ALL)
        guard let output = Routino_CalculateRoute(database, profile, translation, &waypoints, 2, options, nil) else {
            if baluchon_routino_errno() >= ROUTINO_ERROR_NO_ROUTE_1 { throw .noRoute(mode: mode) }
            throw .engineFailed(detail: "Routino error \(baluchon_routino_errno())")
        }
        defer { Routino_DeleteRoute(output) }
        return RoutinoOutputReader(mode: mode).read(output)
    }

    static func profileName(for mode: TravelMode) -> String? {
        switch mode {
        case .car: "motorcar"
        case .walk: "foot"
        case .bicycle: "bicycle"
        case .transit, .any: nil
        }
    }

    /// Profiles and translations are global to the library: parsed once per process.
    private static func loadProfiles() throws(RoutesError) {
        if profilesLoaded { return }
        guard Routino_Check_API_Version(ROUTINO_API_VERSION) == ROUTINO_ERROR_NONE else {
            throw .engineFailed(detail: "Routino library of another API version")
        }
        // Routino parses profiles from a file only, and its user profiles drop one-way and turn
        // restrictions: Debian's file with the car's speeds changed is parsed from a temporary copy.
        let profiles = try profilesXML()
        let parsed = FileManager.default.temporaryDirectory.appendingPathComponent("baluchon-routino-profiles-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: parsed) }
        guard (try? profiles.write(to: parsed, atomically: true, encoding: .utf8)) != nil, Routino_ParseXMLProfiles(parsed.path) == 0 else {
            throw .engineFailed(detail: "Routino profiles in \(profilesFile.path)")
        }
        guard Routino_ParseXMLTranslations(translationsFile.path) == 0 else {
            Routino_FreeXMLProfiles()
            throw .engineFailed(detail: "Routino translations in \(translationsFile.path)")
        }
        profilesLoaded = true
    }

    /// The profiles the server routes with: Debian's, the car with ``townSpeeds`` (the phone's Routino
    /// gets the same in its pack).
    public static func profilesXML() throws(RoutesError) -> String {
        guard let debian = try? String(contentsOf: profilesFile, encoding: .utf8), let profiles = withTownSpeeds(debian) else {
            throw .engineFailed(detail: "Routino car profile in \(profilesFile.path)")
        }
        return profiles
    }

    /// Routino's profiles XML with the `motorcar` profile's speeds set to ``townSpeeds``; nil when the
    /// file has no car profile or the car lacks one of the classes.
    static func withTownSpeeds(_ profiles: String) -> String? {
        guard let start = profiles.range(of: "<profile name=\"motorcar\""),
            let end = profiles.range(of: "</profile>", range: start.upperBound..<profiles.endIndex)
        else { return nil }
        var car = String(profiles[start.lowerBound..<end.upperBound])
        for (highway, kph) in townSpeeds {
            guard let speed = try? Regex("<speed\\s+highway=\"\(highway)\"\\s+kph=\"[0-9.]+\""), let match = car.firstMatch(of: speed) else {
                return nil
            }
            car.replaceSubrange(match.range, with: "<speed highway=\"\(highway)\" kph=\"\(kph)\"")
        }
        return profiles.replacingCharacters(in: start.lowerBound..<end.upperBound, with: car)
    }
}
