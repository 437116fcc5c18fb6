/// The OpenStreetMap object a feature comes from.
public enum OSMType: UInt8, Sendable, Codable {
    case node, way, relation

    public var name: String {
        switch self {
        case .node: "node"
        case .way: "way"
        case .relation: "relation"
        }
    }
}

/// A point of interest or an address of a region: a representative point, its kinds and what people read.
public struct IndexedPlace: Sendable, Equatable, Codable {
    /// Empty when the feature has no name (an address only, an unnamed bench).
    public var name: String
    /// Kind ids from the catalog.
    public var kinds: [String]
    public var latitude: Double
    public var longitude: Double
    public var houseNumber: String
    public var street: String
    public var postcode: String
    public var city: String
    /// `opening_hours` as mapped, empty when unknown.
    public var openingHours: String
    public var osmType: OSMType
    public var osmID: Int64

    public init(
        name: String, kinds: [String], latitude: Double, longitude: Double, houseNumber: String = "", street: String = "",
        postcode: String = "", city: String = "", openingHours: String = "", osmType: OSMType, osmID: Int64
    ) {
        self.name = name
        self.kinds = kinds
        self.latitude = latitude
        self.longitude = longitude
        self.houseNumber = houseNumber
        self.street = street
        self.postcode = postcode
        self.city = city
        self.openingHours = openingHours
        self.osmType = osmType
        self.osmID = osmID
    }

    /// "20 Avinguda Meritxell, AD500 Andorra la Vella", or nil without a street.
    public var address: String? {
        guard !street.isEmpty else { return nil }
        let line = houseNumber.isEmpty ? street : "\(houseNumber) \(street)"
        let town = [postcode, city].filter { !$0.isEmpty }.joined(separator: " ")
        return town.isEmpty ? line : "\(line), \(town)"
    }
}

/// A named street as a line, for "which street am I on".
public struct IndexedStreet: Sendable, Equatable {
    public var name: String
    /// The line's points, in order.
    public var latitudes: [Double]
    public var longitudes: [Double]

    public init(name: String, latitudes: [Double], longitudes: [Double]) {
        self.name = name
        self.latitudes = latitudes
        self.longitudes = longitudes
    }
}

/// A city, town, village or district node (`place=*`).
public struct IndexedSettlement: Sendable, Equatable {
    public var name: String
    /// The `place` value: city, town, village, suburb, hamlet…
    public var place: String
    public var latitude: Double
    public var longitude: Double

    public init(name: String, place: String, latitude: Double, longitude: Double) {
        self.name = name
        self.place = place
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Whether this is a town people name in an address (not a district or a lone farm).
    public var isTown: Bool { ["city", "town", "village"].contains(place) }
}
