import Foundation

/// The colours files write, brought to `#rrggbb`.
enum PlaceColour {
    /// Organic Maps' bookmark colours, by the name in its style URLs (`#placemark-red`).
    static let organicMaps: [String: String] = [
        "red": "#e51b23", "pink": "#ff4182", "purple": "#9b24b2", "deeppurple": "#6639bf", "blue": "#0066cc", "lightblue": "#249cf2",
        "cyan": "#14beb4", "teal": "#00a58c", "green": "#3c8c3c", "lime": "#93bf39", "yellow": "#ffc800", "orange": "#ff9600",
        "deeporange": "#f06432", "brown": "#804633", "gray": "#737373", "bluegray": "#597380",
    ]

    /// `#rrggbb`, `#rgb`, or OsmAnd's `#aarrggbb` (alpha dropped).
    static func fromFile(_ text: String) -> String? {
        var hex = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if hex.hasPrefix("#") { hex.removeFirst() }
        if hex.count == 8 { hex.removeFirst(2) }
        return SavedPlace.normalizedColour(hex)
    }

    /// KML's `aabbggrr` to `#rrggbb`.
    static func fromKML(_ text: String) -> String? {
        let hex = Array(text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())
        guard hex.count == 8 else { return nil }
        return SavedPlace.normalizedColour(String(hex[6...7] + hex[4...5] + hex[2...3]))
    }

    /// `#rrggbb` to KML's `ffbbggrr`.
    static func toKML(_ colour: String) -> String {
        let hex = Array(colour.dropFirst())
        return "ff" + String(hex[4...5] + hex[2...3] + hex[0...1])
    }

    /// The Organic Maps colour name nearest to a colour, so the app shows a colour it has.
    static func nearestOrganicMapsName(_ colour: String) -> String {
        func rgb(_ text: String) -> (Int, Int, Int) {
            let value = Int(text.dropFirst(), radix: 16) ?? 0
            return (value >> 16, value >> 8 & 0xFF, value & 0xFF)
        }
        let wanted = rgb(colour)
        return organicMaps.min { left, right in
            func distance(_ hex: String) -> Int {
                let found = rgb(hex)
                return (found.0 - wanted.0) * (found.0 - wanted.0) + (found.1 - wanted.1) * (found.1 - wanted.1) + (found.2 - wanted.2)
                    * (found.2 - wanted.2)
            }
            return (distance(left.value), left.key) < (distance(right.value), right.key)
        }!.key
    }
}
