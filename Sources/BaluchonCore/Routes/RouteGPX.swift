import Foundation

/// A route as a GPX 1.1 file other map apps open: the line as a track, the maneuvers as route
/// points named with their instruction.
public enum RouteGPX {
    public static func document(for route: RoadRoute, name: String, language: UILanguage, createdAt: Date) -> String {
        let writer = InstructionWriter(language: language)
        let time = ISO8601DateFormatter().string(from: createdAt)
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<gpx version="1.1" creator="Baluchon" xmlns="http://www.topografix.com/GPX/1/1">"#,
            "  <metadata><name>\(escaped(name))</name><time>\(time)</time></metadata>",
            "  <rte><name>\(escaped(name))</name>",
        ]
        for maneuver in route.maneuvers {
            lines.append(
                "    <rtept lat=\"\(coordinate(maneuver.latitude))\" lon=\"\(coordinate(maneuver.longitude))\">"
                    + "<name>\(escaped(writer.sentence(for: maneuver.step)))</name></rtept>")
        }
        lines.append("  </rte>")
        lines.append("  <trk><name>\(escaped(name))</name><trkseg>")
        for point in route.geometry where point.count == 2 {
            lines.append("    <trkpt lat=\"\(coordinate(point[1]))\" lon=\"\(coordinate(point[0]))\"/>")
        }
        lines.append("  </trkseg></trk>")
        lines.append("</gpx>")
        return lines.joined(separator: "\n") + "\n"
    }

    static func coordinate(_ value: Double) -> String {
        String(format: "%.7f", value)
    }

    /// Text as XML character data: names come from map data and must never become markup.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
