import BaluchonCore
import CRoutino
import Foundation

/// Road routes computed in process by Routino's library, on one region's database loaded once, with
/// the project's profiles (``profilesFile``: Debian's foot and bicycle, a car at town speeds) and
/// Debian's translations.
///
/// Routino keeps its profiles, translations and error number in globals, so every call into the
/// library holds one process-wide lock; a route over a region takes milliseconds.
public final class RoutinoRouter: @unchecked Sendable {
    /// Debian's `routino-common` translations, which the library needs to describe a route.
    public static let translationsFile = URL(fileURLWithPath: "/usr/share/routino/translations.xml")
    /// The profiles the project ships (`Resources/routes/profiles.xml`).
    public static var profilesFile: URL {
        Bundle.module.url(forResource: "profiles", withExtension: "xml", subdirectory: "Resources/routes")
            ?? Bundle.module.bundleURL.appendingPathComponent("Resources/routes/profiles.xml")
    }

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
        guard Routino_ParseXMLProfiles(profilesFile.path) == 0 else {
            throw .engineFailed(detail: "Routino profiles in \(profilesFile.path)")
        }
        guard Routino_ParseXMLTranslations(translationsFile.path) == 0 else {
            Routino_FreeXMLProfiles()
            throw .engineFailed(detail: "Routino translations in \(translationsFile.path)")
        }
        profilesLoaded = true
    }
}
