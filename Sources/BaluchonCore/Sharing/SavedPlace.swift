import Foundation

/// A place someone keeps: where, what they call it, and how they sort it.
public struct SavedPlace: Sendable, Equatable, Codable, Hashable {
    public var name: String
    public var note: String
    /// Degrees, kept to at least 7 decimals (about a centimetre).
    public var latitude: Double
    public var longitude: Double
    public var savedAt: Date?
    /// `#rrggbb`, lowercase.
    public var colour: String?
    /// The list section it belongs to; empty when none.
    public var group: String

    /// A place, refusing positions that are not on Earth and colours that are not `#rrggbb`.
    public init(
        name: String, note: String = "", latitude: Double, longitude: Double, savedAt: Date? = nil, colour: String? = nil, group: String = ""
    ) throws(SharingError) {
        guard latitude.isFinite, longitude.isFinite, (-90...90).contains(latitude), (-180...180).contains(longitude) else {
            throw .coordinateOutOfRange(latitude: latitude, longitude: longitude)
        }
        self.name = name
        self.note = note
        self.latitude = latitude
        self.longitude = longitude
        self.savedAt = savedAt
        self.colour = colour.flatMap(Self.normalizedColour)
        self.group = group
    }

    enum CodingKeys: String, CodingKey {
        case name, note, latitude, longitude, savedAt, colour, group
    }

    /// Read with the same checks as ``init(name:note:latitude:longitude:savedAt:colour:group:)``; note and group may be left out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            name: try container.decode(String.self, forKey: .name), note: try container.decodeIfPresent(String.self, forKey: .note) ?? "",
            latitude: try container.decode(Double.self, forKey: .latitude), longitude: try container.decode(Double.self, forKey: .longitude),
            savedAt: try container.decodeIfPresent(Date.self, forKey: .savedAt), colour: try container.decodeIfPresent(String.self, forKey: .colour),
            group: try container.decodeIfPresent(String.self, forKey: .group) ?? "")
    }

    /// `#RGB`, `#RRGGBB` or `RRGGBB` as `#rrggbb`; nil for anything else.
    public static func normalizedColour(_ text: String) -> String? {
        var hex = text.trimmingCharacters(in: .whitespaces).lowercased()
        if hex.hasPrefix("#") { hex.removeFirst() }
        if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
        guard hex.count == 6, hex.allSatisfy(\.isHexDigit) else { return nil }
        return "#" + hex
    }

    /// Whether two places are the same one saved twice: same name, and within a metre or so.
    public func isSamePlace(as other: SavedPlace) -> Bool {
        name.lowercased() == other.name.lowercased() && abs(latitude - other.latitude) < 1e-5 && abs(longitude - other.longitude) < 1e-5
    }
}
