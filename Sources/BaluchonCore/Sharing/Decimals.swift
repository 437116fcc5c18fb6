import Foundation

/// Numbers written the same way whatever the machine's locale, as links and files need them.
enum Decimals {
    /// Exactly `places` decimals: `48.8583700`.
    static func fixed(_ value: Double, _ places: Int) -> String {
        let text = String(format: "%.\(places)f", value)
        // "-0.0000000" would read as a different place to a strict reader; it is zero.
        return text.allSatisfy({ "-0.".contains($0) }) ? String(text.drop(while: { $0 == "-" })) : text
    }

    /// At most `places` decimals, trailing zeros dropped: `16.5`, `17`.
    static func trimmed(_ value: Double, _ places: Int) -> String {
        var text = fixed(value, places)
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
