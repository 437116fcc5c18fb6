import Foundation

extension Coordinate {
    /// "latitude,longitude" as typed in a URL or a terminal (`43.7384,7.4246`, spaces allowed); nil when the
    /// text is not two numbers separated by a comma, an error when they are out of range.
    public static func pair(_ text: String) throws(PlacesError) -> Coordinate? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]), latitude.isFinite, longitude.isFinite else {
            return nil
        }
        return try Coordinate(latitude: latitude, longitude: longitude)
    }
}
