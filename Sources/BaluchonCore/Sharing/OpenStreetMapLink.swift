import Foundation

/// openstreetmap.org links: `https://www.openstreetmap.org/?mlat=…&mlon=…#map=zoom/lat/lon`, which puts a marker
/// on the place; links with only the `#map=` view are read as their centre.
public enum OpenStreetMapLink {
    public static func encode(_ point: SharedPoint) -> String {
        let latitude = Decimals.fixed(point.latitude, 7)
        let longitude = Decimals.fixed(point.longitude, 7)
        let zoom = Int((point.zoom ?? 17).rounded())
        return "https://www.openstreetmap.org/?mlat=\(latitude)&mlon=\(longitude)#map=\(zoom)/\(latitude)/\(longitude)"
    }

    public static func decode(_ text: String) throws(SharingError) -> SharedPoint {
        let link = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let components = URLComponents(string: link), let host = components.host?.lowercased(),
            host == "openstreetmap.org" || host.hasSuffix(".openstreetmap.org") || host == "osm.org"
        else { throw .invalidOpenStreetMapLink(text) }
        var view: (zoom: Double, latitude: Double, longitude: Double)?
        if let fragment = components.fragment, fragment.hasPrefix("map=") {
            // The view is what comes before any "&" (nothing at all in "#map=" or "#map=&…": no view).
            let shown = fragment.dropFirst(4).split(separator: "&", omittingEmptySubsequences: false).first ?? ""
            let parts = shown.split(separator: "/")
            if parts.count == 3, let zoom = Double(parts[0]), let latitude = Double(parts[1]), let longitude = Double(parts[2]) {
                view = (zoom, latitude, longitude)
            }
        }
        let items = components.queryItems ?? []
        let markerLatitude = items.first(where: { $0.name == "mlat" })?.value.flatMap(Double.init)
        let markerLongitude = items.first(where: { $0.name == "mlon" })?.value.flatMap(Double.init)
        if let markerLatitude, let markerLongitude {
            return try SharedPoint(latitude: markerLatitude, longitude: markerLongitude, zoom: view?.zoom)
        }
        guard let view else { throw .invalidOpenStreetMapLink(text) }
        return try SharedPoint(latitude: view.latitude, longitude: view.longitude, zoom: view.zoom)
    }
}
