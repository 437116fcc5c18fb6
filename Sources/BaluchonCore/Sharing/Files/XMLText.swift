import Foundation

/// Writing XML text and reading the dates files carry.
enum XMLText {
    /// Text escaped for element content and attribute values.
    static func escaped(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            default:
                // Control characters other than tab and line breaks cannot appear in XML 1.0 at all.
                if character.value < 0x20 && character != "\t" && character != "\n" && character != "\r" { continue }
                output.unicodeScalars.append(character)
            }
        }
        return output
    }

    static func date(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle())
    }

    /// ISO 8601 with or without fractional seconds; nil for anything else.
    static func date(_ text: String?) -> Date? {
        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        return (try? Date.ISO8601FormatStyle().parse(text)) ?? (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text))
    }

    /// Degrees as plain decimals (never exponents), enough digits to give back the same number.
    static func degrees(_ value: Double) -> String {
        Decimals.trimmed(value, 9)
    }
}
