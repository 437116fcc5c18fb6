import BaluchonCore
import Foundation

/// One result of Nominatim's `/search?format=jsonv2&addressdetails=1`, as sent on the wire.
struct NominatimPlace: Decodable {
    var placeID: FlexibleInteger?
    var osmType: String?
    var osmID: FlexibleInteger?
    var lat: String
    var lon: String
    var name: String?
    var displayName: String
    var category: String?
    var type: String?
    var address: [String: String]?

    enum CodingKeys: String, CodingKey {
        case placeID = "place_id"
        case osmType = "osm_type"
        case osmID = "osm_id"
        case lat, lon, name
        case displayName = "display_name"
        case category, type, address
    }

    /// The place as Baluchon shows it; time zone and local time are added by the caller.
    func result(language: UILanguage) throws(ProviderFailure) -> PlaceResult {
        guard let latitude = Double(lat), let longitude = Double(lon), (-90...90).contains(latitude), (-180...180).contains(longitude) else {
            throw .malformed("coordinates “\(lat.prefix(20)), \(lon.prefix(20))” are not valid")
        }
        let country = (address?["country_code"] ?? "").uppercased()
        let identifier: String =
            if let osmType, let osmID { "osm:\(osmType)/\(osmID.value)" } else { "nominatim:\(placeID?.value ?? 0)" }
        let shortName = name.flatMap { $0.isEmpty ? nil : $0 } ?? displayName.split(separator: ",").first.map(String.init) ?? displayName
        return PlaceResult(
            id: identifier, name: shortName, countryCode: country, countryName: RegionNames.country(country, in: language) ?? address?["country"],
            admin1: address?["state"] ?? address?["region"], latitude: latitude, longitude: longitude, population: nil, timeZone: nil,
            localTime: nil, address: displayName)
    }
}
