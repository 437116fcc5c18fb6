import Foundation

/// Distances as voice guidance says them: precise when the maneuver is close, rounder further away.
public enum GuidanceDistance {
    /// Below this, the maneuver is announced with no distance ("Turn left …").
    public static let immediate = 20.0

    /// The distance rounded as spoken: 10 m steps under 200 m, 50 m steps under 1 km, 100 m steps
    /// under 10 km, whole kilometres beyond.
    public static func rounded(_ metres: Double) -> Double {
        let step: Double =
            switch metres {
            case ..<200: 10
            case ..<1000: 50
            case ..<10_000: 100
            default: 1000
            }
        return max(step, (metres / step).rounded() * step)
    }

    /// "120 m", "1.5 km" (English) or "1,5 km" (French), with a no-break space before the unit.
    public static func spoken(_ metres: Double, in language: UILanguage) -> String {
        let value = rounded(metres)
        guard value >= 1000 else { return "\(Int(value))\u{00A0}m" }
        let kilometres = value / 1000
        if kilometres == kilometres.rounded() || kilometres >= 10 {
            return "\(Int(kilometres.rounded()))\u{00A0}km"
        }
        let tenths = Int((kilometres * 10).rounded())
        let separator = language.locale.decimalSeparator ?? "."
        return "\(tenths / 10)\(separator)\(tenths % 10)\u{00A0}km"
    }
}
