import BaluchonCore
import Foundation

/// Points of interest of one kind around a point, asked of the Overpass API.
public struct OverpassQuery: Sendable, Hashable {
    public var kind: String
    public var tags: [OSMTag]
    public var latitude: Double
    public var longitude: Double
    /// Metres.
    public var radius: Int

    public init(kind: String, tags: [OSMTag], latitude: Double, longitude: Double, radius: Int) {
        self.kind = kind
        self.tags = tags
        self.latitude = latitude
        self.longitude = longitude
        self.radius = radius
    }

    /// Searches within about a hundred metres of each other share one cache entry.
    public var cacheKey: String {
        let round = { (value: Double) in String(format: "%.3f", value) }
        return "overpass:\(kind)|\(round(latitude)),\(round(longitude))|\(radius)"
    }

    /// The Overpass QL text: every object with any of the tags within the radius, with a centre for
    /// ways and relations, tags included.
    public var text: String {
        let point = String(format: "%.6f,%.6f", latitude, longitude)
        let statements = tags.map { tag in "  nwr[\"\(Self.escape(tag.key))\"=\"\(Self.escape(tag.value))\"](around:\(radius),\(point));" }
        return "[out:json][timeout:25];\n(\n\(statements.joined(separator: "\n"))\n);\nout center tags \(OverpassPOIs.maximumResults);\n"
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}

/// OpenStreetMap's Overpass API, for kinds of place outside the imported regions.
///
/// Kept gentle: one request at a time for the whole server (a shared ``SerialGate``), a real User-Agent
/// (``UpstreamClient``), answers cached by the chain. `BALUCHON_OVERPASS_URL` points at another instance.
public struct OverpassPOIs: Provider {
    public static let publicURL = URL(string: "https://overpass-api.de/api/")!
    static let maximumResults = 200

    public let descriptor: ProviderDescriptor
    let upstream: UpstreamClient
    let baseURL: URL
    let gate: SerialGate

    public init(upstream: UpstreamClient, baseURL: URL?, gate: SerialGate) {
        self.upstream = upstream
        self.baseURL = baseURL ?? Self.publicURL
        self.gate = gate
        descriptor = ProviderDescriptor(
            id: "overpass", name: "OpenStreetMap Overpass API", capability: .places,
            state: .configured(detail: LocalizedText("provider.detail.oneAtATime", ["host": "\(self.baseURL.host ?? self.baseURL.absoluteString)"])),
            isRemote: true)
    }

    public func fetch(_ query: OverpassQuery) async throws -> [IndexedPlace] {
        let body = Data("data=\(NominatimPlaces.encode(query.text))".utf8)
        let url = interpreterURL
        let upstream = upstream
        let response = try await gate.run {
            try await upstream.send(url, method: .POST, headers: [("Content-Type", "application/x-www-form-urlencoded")], body: body)
        }
        let answer = try upstream.decodeJSON(OverpassAnswer.self, from: response)
        if let remark = answer.remark, remark.contains("runtime error") {
            // Overpass answers 200 with a remark when the query ran out of time or memory on its side.
            throw remark.contains("timed out") ? ProviderFailure.timeout : ProviderFailure.serverError(status: 504)
        }
        return try answer.elements.compactMap { try $0.place(kind: query.kind) }
    }

    var interpreterURL: String {
        let base = baseURL.endpointRoot
        return "\(base)/interpreter"
    }
}

/// Overpass's JSON output (`[out:json]`), as sent on the wire.
struct OverpassAnswer: Decodable {
    struct Centre: Decodable {
        var lat: Double
        var lon: Double
    }

    struct Element: Decodable {
        var type: String
        var id: Int64
        var lat: Double?
        var lon: Double?
        var center: Centre?
        var tags: [String: String]?

        func place(kind: String) throws(ProviderFailure) -> IndexedPlace? {
            guard let latitude = lat ?? center?.lat, let longitude = lon ?? center?.lon else { return nil }
            guard (-90...90).contains(latitude), (-180...180).contains(longitude) else {
                throw .malformed("coordinates out of range")
            }
            let tags = tags ?? [:]
            return IndexedPlace(
                name: tags["name"] ?? "", kinds: [kind], latitude: latitude, longitude: longitude, houseNumber: tags["addr:housenumber"] ?? "",
                street: tags["addr:street"] ?? "", postcode: tags["addr:postcode"] ?? "", city: tags["addr:city"] ?? "",
                openingHours: tags["opening_hours"] ?? "", osmType: type == "way" ? .way : type == "relation" ? .relation : .node, osmID: id)
        }
    }

    var elements: [Element]
    var remark: String?
}
