/// What `GET /api/v1/packs` answers (docs/PACKS.md): the pack's area, its parts with their sizes,
/// versions and URLs, and the parts this server cannot give yet.
public struct PackManifest: Sendable, Equatable, Codable {
    public struct Area: Sendable, Equatable, Codable {
        /// `region`, `circle` or `list`.
        public var kind: String
        public var region: String?
        /// `[latitude, longitude]` of a circle.
        public var center: [Double]?
        public var radiusKm: Int?
        /// How many places a list has.
        public var places: Int?
        public var bounds: BoundingBox

        public init(_ area: PackArea) {
            bounds = area.bounds
            switch area.kind {
            case .region(let id):
                kind = "region"
                region = id
            case .circle(let center, let radiusKm):
                kind = "circle"
                self.center = [center.latitude, center.longitude]
                self.radiusKm = radiusKm
            case .list(let count):
                kind = "list"
                places = count
            }
        }
    }

    public struct Part: Sendable, Equatable, Codable {
        public var id: PackPartID
        public var format: String
        public var formatVersion: Int
        /// The first 16 hexadecimal digits of `sha256`.
        public var version: String
        /// The day (YYYY-MM-DD) of the data the part was built from, when known.
        public var dataDate: String?
        public var bytes: Int
        public var sha256: String
        public var url: String
        /// How many tiles, places or currencies it holds.
        public var count: Int?

        public init(id: PackPartID, sha256: String, bytes: Int, dataDate: String?, count: Int?, url: String) {
            self.id = id
            (format, formatVersion) = id.format
            self.version = String(sha256.prefix(16))
            self.dataDate = dataDate
            self.bytes = bytes
            self.sha256 = sha256
            self.url = url
            self.count = count
        }
    }

    public struct Missing: Sendable, Equatable, Codable {
        public var id: String
        public var message: String

        public init(id: String, message: String) {
            self.id = id
            self.message = message
        }
    }

    public var id: String
    public var name: String
    public var area: Area
    /// How old the map is: the oldest data date of the parts made from the regions' OpenStreetMap extracts
    /// (tiles, places, routing), else the newest of the other parts' (gazetteer, rates).
    public var dataDate: String?
    /// Changes whenever a part's version changes.
    public var version: String
    public var parts: [Part]
    public var missing: [Missing]
    public var totalBytes: Int
    public var attribution: String

    /// `packVersion` is the first 16 hexadecimal digits of the SHA-256 of the parts' versions, in order.
    public init(area: PackArea, name: String, parts: [Part], packVersion: String, missing: [Missing], attribution: String) {
        id = area.id
        self.name = name
        self.area = Area(area)
        let map = parts.filter { PackPartID.fromRegions.contains($0.id) }.compactMap(\.dataDate)
        dataDate = map.min() ?? parts.compactMap(\.dataDate).max()
        version = packVersion
        self.parts = parts
        self.missing = missing
        totalBytes = parts.reduce(0) { $0 + $1.bytes }
        self.attribution = attribution
    }

    public static let attribution = "© OpenStreetMap contributors · GeoNames (CC BY 4.0) · ECB"
}
