extension PlacesService {
    /// One way to read a place's name as typed: the name, and the country and first-level region
    /// (GeoNames' admin1 code, as candidates are labelled) it names, if any.
    struct Reading: Equatable {
        var name: String
        var admin1: String?
        var country: String?

        /// The readings of `text`, most precise first: `Springfield, MO, US` and `Springfield, MO (US)`
        /// name a region of a country; `Springfield, MO` a country when `MO` is one (`isCountry`), else a
        /// region of any; the whole text, last, a name alone (a name may hold a comma).
        static func all(of text: String, isCountry: (String) -> Bool) -> [Reading] {
            var rest = Substring(text)
            var country: String?
            if rest.hasSuffix(")"), let open = rest.lastIndex(of: "("),
                let code = countryCode(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)])
            {
                country = code
                rest = rest[..<open]
            }
            let parts = rest.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let whole = parts.joined(separator: ", ")
            var readings: [Reading] = []
            if country == nil, parts.count >= 3, let admin1 = regionCode(parts[parts.count - 2]), let code = countryCode(parts[parts.count - 1]) {
                readings.append(Reading(name: parts.dropLast(2).joined(separator: ", "), admin1: admin1, country: code))
            }
            if parts.count >= 2, let last = regionCode(parts[parts.count - 1]) {
                let name = parts.dropLast().joined(separator: ", ")
                if country == nil, let code = countryCode(last), isCountry(code) {
                    readings.append(Reading(name: name, country: code))
                }
                readings.append(Reading(name: name, admin1: last, country: country))
            }
            readings.append(Reading(name: whole, country: country))
            return readings
        }

        /// `MO` of "mo": a region code is one to eight ASCII letters or digits.
        static func regionCode(_ text: some StringProtocol) -> String? {
            let code = text.trimmingCharacters(in: .whitespaces).uppercased()
            guard (1...8).contains(code.count), code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
            return code
        }

        /// `US` of "us": a country code is two ASCII letters.
        static func countryCode(_ text: some StringProtocol) -> String? {
            let code = text.trimmingCharacters(in: .whitespaces).uppercased()
            guard code.count == 2, code.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
            return code
        }
    }
}
