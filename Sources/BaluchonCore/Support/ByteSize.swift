import Foundation

/// A size in bytes as people read it (a region's download, a trip pack's parts): "850 kB", "2.5 MB", "48 MB", "1.2 GB" ("2,5 Mo" in French).
public enum ByteSize {
    public static func text(_ bytes: Int64, language: UILanguage) -> String {
        var value = Double(bytes) / 1_000
        var unit = 0
        let units = ["kB", "MB", "GB"]
        while value >= 1_000, unit < units.count - 1 {
            value /= 1_000
            unit += 1
        }
        let digits = value < 10 && unit > 0 ? 1 : 0
        let number = value.formatted(.number.precision(.fractionLength(digits)).locale(language.locale))
        return LocalizedText("size.\(units[unit])", ["size": "\(number)"]).text(in: language)
    }
}
