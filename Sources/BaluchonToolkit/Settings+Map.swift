import BaluchonCore
import Foundation

/// The map page's settings: where online base-map tiles come from, what they must credit, and where
/// the Leaflet library is installed (Debian's `libjs-leaflet`).
public struct MapSettings: Sendable, Equatable {
    public static let defaultTileURL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png"
    public static let defaultAttribution = "© OpenStreetMap contributors"
    public static let defaultLeafletDirectory = "/usr/share/javascript/leaflet"

    /// A Leaflet URL template with `{z}`, `{x}` and `{y}` (and optionally `{s}` for subdomains).
    public var tileURL: String
    public var tileAttribution: String
    public var leafletDirectory: URL
    /// The origin the web page may load tile images from (`https://tile.openstreetmap.org`, or
    /// `https://*.tile.example.org` for a `{s}` subdomain template): the only image host the CSP allows.
    public var tileOrigin: String

    init(_ values: SettingsReader) throws(ConfigurationError) {
        tileURL = try values.string(.tileUrl, default: Self.defaultTileURL)
        tileAttribution = try values.string(.tileAttribution, default: Self.defaultAttribution)
        leafletDirectory = URL(fileURLWithPath: try values.string(.leafletDir, default: Self.defaultLeafletDirectory))
        guard let origin = Self.origin(ofTemplate: tileURL) else {
            throw ConfigurationError(
                setting: TextSetting.tileUrl.variable,
                problem: LocalizedText("config.problem.tileURL", ["example": "\(Self.defaultTileURL)", "value": "\(tileURL)"]))
        }
        tileOrigin = origin
        // The attribution is shown on every map; it is text, so markup would be a configuration mistake.
        guard !tileAttribution.contains(where: { "<>".contains($0) }) else {
            throw ConfigurationError(setting: TextSetting.tileAttribution.variable, problem: LocalizedText("config.problem.plainText"))
        }
    }

    /// The scheme, host and port of a tile template, `{s}` in the host becoming `*`; nil when the template
    /// is not an http(s) URL naming `{z}`, `{x}` and `{y}`, or hides other placeholders in its host.
    static func origin(ofTemplate template: String) -> String? {
        guard ["{z}", "{x}", "{y}"].allSatisfy({ template.contains($0) }) else { return nil }
        var probe = template
        for (placeholder, value) in [("{s}", "a"), ("{z}", "0"), ("{x}", "0"), ("{y}", "0"), ("{r}", "")] {
            probe = probe.replacingOccurrences(of: placeholder, with: value)
        }
        guard !probe.contains("{"), let url = URLComponents(string: probe), let scheme = url.scheme?.lowercased(),
            ["http", "https"].contains(scheme), let host = url.host, !host.isEmpty, url.user == nil
        else { return nil }
        let templateHost = template.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: true).dropFirst().first.map(String.init)
        var shownHost = host.lowercased()
        if let templateHost, templateHost.contains("{") {
            // Only `{s}` as the whole leftmost label can become a wildcard in a CSP source.
            guard templateHost.hasPrefix("{s}."), !templateHost.dropFirst(3).contains("{") else { return nil }
            shownHost = "*" + shownHost.dropFirst(1)
        }
        return "\(scheme)://\(shownHost)" + (url.port.map { ":\($0)" } ?? "")
    }
}
