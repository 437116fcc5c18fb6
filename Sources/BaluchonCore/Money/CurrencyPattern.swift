import Foundation

/// How Foundation writes amounts of one currency in one locale, learnt once from its own output (prefix,
/// grouping separator, decimal separator, suffix), so that formatting many amounts costs string work only.
/// A pattern that does not reproduce Foundation on its probes is not used.
struct CurrencyPattern: Sendable {
    let prefix: String
    let suffix: String
    let grouping: String
    let decimal: String
    let digits: Int

    /// Learns the pattern of `style` for `digits` decimals, or nil when the output is not of the simple form.
    init?(style: Decimal.FormatStyle.Currency, digits: Int) {
        let probe = Decimal(string: "1234567.891")!.rounded(scale: digits)
        let text = probe.formatted(style)
        let characters = Array(text)
        guard let first = characters.firstIndex(where: { $0.isASCII && $0.isNumber }),
            let last = characters.lastIndex(where: { $0.isASCII && $0.isNumber })
        else { return nil }
        let body = Array(characters[first...last])
        // Expected body: 1 G 234 G 567 [D fraction]
        guard body.count >= 9, body[0] == "1", String(body[2...4]) == "234", String(body[6...8]) == "567" else { return nil }
        prefix = String(characters[..<first])
        suffix = String(characters[(last + 1)...])
        grouping = String(body[1])
        guard String(body[5]) == grouping else { return nil }
        if digits > 0 {
            guard body.count == 10 + digits else { return nil }
            decimal = String(body[9])
        } else {
            guard body.count == 9 else { return nil }
            decimal = ""
        }
        self.digits = digits
        for sample in ["0", "0.5", "7", "12.34", "999", "1000", "65432.1", "100000000"] {
            let value = Decimal(string: sample)!.rounded(scale: digits)
            guard format(value) == value.formatted(style) else { return nil }
        }
    }

    /// `value` (not negative) rounded to `digits` decimals, as Foundation would write it. `plain` is the
    /// value's ``Decimal/plainText`` when the caller has it already and the value has at most `digits` decimals.
    func format(_ value: Decimal, plain known: String? = nil) -> String? {
        guard !value.isNaN, value >= 0 else { return nil }
        let plain = known ?? value.rounded(scale: digits).plainText
        let parts = plain.split(separator: ".", omittingEmptySubsequences: false)
        let integer = Array(parts[0])
        var grouped = ""
        for (index, character) in integer.enumerated() {
            if index > 0, (integer.count - index) % 3 == 0 { grouped += grouping }
            grouped.append(character)
        }
        var result = prefix + grouped
        if digits > 0 {
            let fraction = parts.count > 1 ? String(parts[1]) : ""
            result += decimal + fraction + String(repeating: "0", count: digits - fraction.count)
        }
        return result + suffix
    }
}
