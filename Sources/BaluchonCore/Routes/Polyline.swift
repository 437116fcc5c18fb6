/// Google's encoded polyline format, as Valhalla gives its shapes (six decimals) and OSRM on request (five).
public enum Polyline {
    /// The (longitude, latitude) pairs of an encoded line; nil when the text is not a polyline.
    public static func decode(_ text: String, precision: Int = 6) -> [[Double]]? {
        var scale = 1.0
        for _ in 0..<precision { scale *= 10 }
        var points: [[Double]] = []
        var latitude = 0
        var longitude = 0
        var bytes = text.utf8.makeIterator()
        while let first = bytes.next() {
            guard let deltaLatitude = readValue(startingWith: first, from: &bytes), let next = bytes.next(),
                let deltaLongitude = readValue(startingWith: next, from: &bytes)
            else { return nil }
            latitude += deltaLatitude
            longitude += deltaLongitude
            points.append([Double(longitude) / scale, Double(latitude) / scale])
        }
        return points
    }

    private static func readValue(startingWith first: UInt8, from bytes: inout String.UTF8View.Iterator) -> Int? {
        var result = 0
        var shift = 0
        var byte = first
        while true {
            guard (63...126).contains(byte), shift < 60 else { return nil }
            let chunk = Int(byte) - 63
            result |= (chunk & 0x1F) << shift
            shift += 5
            if chunk < 0x20 { break }
            guard let next = bytes.next() else { return nil }
            byte = next
        }
        return (result & 1) != 0 ? ~(result >> 1) : result >> 1
    }
}
