import Foundation

/// The area a pack request names, read from its query parameters as typed: exactly one of
/// `region=<id>`, `near=<lat,lon>&radius=<km>` or `list=<list code>` (docs/PACKS.md).
public enum PackAreaQuery: Sendable, Equatable {
    case region(id: String)
    case circle(center: Coordinate, radiusKm: Int)
    /// The list's places and its code written again by the reference writer, so that the same list
    /// typed differently (case, line breaks) names the same pack.
    case list(places: [SavedPlace], code: String)

    /// A list code is at most this many characters (the prefix, the Base45 of the largest payload, and
    /// room for the line breaks a chat adds); longer text is refused before it is decoded.
    public static let maximumListCodeLength = ListCode.prefix.count + (ListCode.maximumBytes + 1) / 2 * 3 + 512

    /// Reads the parameters; `text(name)` gives a parameter's value, nil when absent or empty.
    public init(_ text: (String) -> String?) throws {
        let given = [("region", text("region")), ("near", text("near")), ("list", text("list"))].filter { $0.1 != nil }
        guard let (name, value) = given.first.map({ ($0.0, $0.1 ?? "") }) else { throw PackError.noArea }
        guard given.count == 1 else { throw PackError.severalAreas }
        switch name {
        case "region":
            self = .region(id: String(value.prefix(80)))
        case "near":
            let center = try Coordinate(parameter: value, name: "near")
            guard let radius = text("radius") else { throw ParameterError.missing(name: "radius") }
            self = .circle(center: center, radiusKm: try Self.radius(radius))
        default:
            guard value.count <= Self.maximumListCodeLength else { throw SharingError.listTooLarge(maximumBytes: ListCode.maximumBytes) }
            let places = try ListCode.decode(value)
            self = .list(places: places, code: (try? ListCode.encode(places)) ?? value)
        }
    }

    /// A radius in whole kilometres, 2 to 50.
    static func radius(_ text: String) throws(PackError) -> Int {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count <= 6, let value = Int(trimmed), PackArea.radiusKm.contains(value) else {
            throw .invalidRadius(value: String(trimmed.prefix(20)))
        }
        return value
    }

    /// The query that names this area again, percent-encoded, as the part URLs repeat it.
    public var parameters: String {
        var allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        allowed.insert(charactersIn: "-._~:,")
        func encoded(_ text: String) -> String { text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text }
        switch self {
        case .region(let id):
            return "region=\(encoded(id))"
        case .circle(let center, let radiusKm):
            return "near=\(PackArea.fixed4(center.latitude)),\(PackArea.fixed4(center.longitude))&radius=\(radiusKm)"
        case .list(_, let code):
            return "list=\(encoded(code))"
        }
    }
}
