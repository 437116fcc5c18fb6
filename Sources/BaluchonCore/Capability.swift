/// The capabilities whose providers form an ordered, configurable chain.
public enum Capability: String, Sendable, Codable, CaseIterable, Comparable {
    case rates
    case translation
    case weather
    case places
    case routes

    public static func < (lhs: Capability, rhs: Capability) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
