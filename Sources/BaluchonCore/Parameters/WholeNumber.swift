import Foundation

/// A count or a distance typed as text (a limit, a radius in metres), in a range.
public enum WholeNumber {
    /// The number in `text`, `fallback` when absent or empty; an error naming `name` when it is not a
    /// whole number in `range`.
    public static func parse(_ text: String?, name: String, in range: ClosedRange<Int>, default fallback: Int) throws(ParameterError) -> Int {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return fallback }
        guard text.count <= 12, let number = Int(text), range.contains(number) else {
            throw .outOfRange(name: name, value: String(text.prefix(20)), range: range)
        }
        return number
    }
}
