import BaluchonCore
import BaluchonToolkit
import Hummingbird

/// `GET /api/v1/map`: the two base maps the map page can show — online tiles (configurable, OpenStreetMap's
/// by default) and the offline tiles the server draws from its imported regions.
struct MapRoutes {
    let settings: MapSettings

    /// Leaflet's zoom range for OpenStreetMap's standard tiles.
    static let onlineMaxZoom = 19
    /// The zooms the offline renderer draws (see `/api/v1/tiles`).
    static let offlineZooms = 12...18

    struct OnlineLayer: ResponseEncodable {
        var tileUrl: String
        var attribution: String
        var maxZoom: Int
    }

    struct OfflineLayer: ResponseEncodable {
        var tileUrl: String
        var minZoom: Int
        var maxZoom: Int
        var attribution: String
    }

    struct Layers: ResponseEncodable {
        var online: OnlineLayer
        var offline: OfflineLayer
    }

    /// The base maps, their credit in `language` when it is OpenStreetMap's default one (a configured
    /// credit is shown as configured).
    func layers(in language: UILanguage) -> Layers {
        let credit = LocalizedText("map.attribution").text(in: language)
        return Layers(
            online: OnlineLayer(
                tileUrl: settings.tileURL,
                attribution: settings.tileAttribution == MapSettings.defaultAttribution ? credit : settings.tileAttribution,
                maxZoom: Self.onlineMaxZoom),
            offline: OfflineLayer(
                tileUrl: "/api/v1/tiles/{z}/{x}/{y}.svg", minZoom: Self.offlineZooms.lowerBound, maxZoom: Self.offlineZooms.upperBound,
                // Offline tiles are drawn from the regions' OpenStreetMap extracts.
                attribution: credit))
    }

    func register(on api: inout APIGroup<AppRequestContext>) {
        let layers = Dictionary(uniqueKeysWithValues: UILanguage.allCases.map { ($0, self.layers(in: $0)) })
        api.get("map") { _, context in layers[context.language] ?? self.layers(in: context.language) }
    }
}
