import Foundation

/// A feature of a region whose name or address matches a search.
public enum NamedFeature: Sendable, Equatable {
    case place(Int)
    case street(Int)
    case settlement(Int)
}

/// A name match and how good it is (lower is better).
public struct NameMatch: Sendable, Equatable {
    public var feature: NamedFeature
    /// 0 the whole name or address, 1 its beginning, 2 every word found at a word's start;
    /// ``numberUnknown`` and above when the asked house number is not on the street.
    public var quality: Int
    public var latitude: Double
    public var longitude: Double

    /// The quality of the first stand-in for an address whose house number the region does not know: the
    /// street itself, then its other numbers, nearest first (this, plus one, plus the difference).
    public static let numberUnknown = 3
}

extension PlaceIndex {
    /// Features whose name, or whose address (street and house number, either order), matches `text`:
    /// settlements, points of interest and addresses, then streets. Unordered beyond quality.
    public func matches(name text: String, limit: Int) -> [NameMatch] {
        let query = PlaceNormalizer.normalize(text)
        guard !query.isEmpty else { return [] }
        let words = query.split(separator: " ").map(String.init)
        let numbers = words.filter { $0.first?.isNumber == true }
        let streetWords = words.filter { $0.first?.isNumber != true }
        let streetQuery = streetWords.joined(separator: " ")
        var found: [NameMatch] = []
        var addressFound = false
        for (index, settlement) in archive.settlements.enumerated() {
            if let quality = Self.quality(of: PlaceNormalizer.normalize(settlement.name), for: query, words: words) {
                found.append(NameMatch(feature: .settlement(index), quality: quality, latitude: settlement.latitude, longitude: settlement.longitude))
            }
        }
        for index in archive.places.indices {
            let place = archive.places[index]
            var quality = foldedNames[index].isEmpty ? nil : Self.quality(of: foldedNames[index], for: query, words: words)
            if numbers.count == 1, !streetWords.isEmpty, PlaceNormalizer.normalize(place.houseNumber) == numbers[0],
                let streetQuality = Self.quality(of: foldedStreets[index], for: streetQuery, words: streetWords)
            {
                quality = min(quality ?? .max, streetQuality)
                addressFound = true
            }
            if let quality {
                found.append(NameMatch(feature: .place(index), quality: quality, latitude: place.latitude, longitude: place.longitude))
            }
        }
        if numbers.isEmpty {
            var seen: Set<String> = []
            for (index, street) in archive.streets.enumerated() where !seen.contains(foldedStreetNames[index]) {
                guard let quality = Self.quality(of: foldedStreetNames[index], for: query, words: words) else { continue }
                seen.insert(foldedStreetNames[index])
                let middle = street.latitudes.count / 2
                found.append(
                    NameMatch(feature: .street(index), quality: quality, latitude: street.latitudes[middle], longitude: street.longitudes[middle]))
            }
        }
        if numbers.count == 1, !streetWords.isEmpty, !addressFound {
            found += nearestNumbers(to: numbers[0], street: streetQuery, words: streetWords)
        }
        found.sort { $0.quality < $1.quality }
        return Array(found.prefix(max(limit, 0) * 4))
    }

    /// What stands in for an address whose house number no feature of the street has: each street
    /// matching `street` once, then the numbers along them, nearest to `number` first.
    func nearestNumbers(to number: String, street: String, words: [String]) -> [NameMatch] {
        guard let asked = Self.leadingNumber(number) else { return [] }
        var found: [NameMatch] = []
        var seen: Set<String> = []
        for (index, line) in archive.streets.enumerated() where !seen.contains(foldedStreetNames[index]) {
            guard Self.quality(of: foldedStreetNames[index], for: street, words: words) != nil else { continue }
            seen.insert(foldedStreetNames[index])
            let middle = line.latitudes.count / 2
            found.append(
                NameMatch(
                    feature: .street(index), quality: NameMatch.numberUnknown, latitude: line.latitudes[middle], longitude: line.longitudes[middle]))
        }
        for index in archive.places.indices where !foldedStreets[index].isEmpty {
            let place = archive.places[index]
            guard let own = Self.leadingNumber(PlaceNormalizer.normalize(place.houseNumber)),
                Self.quality(of: foldedStreets[index], for: street, words: words) != nil
            else { continue }
            let quality = NameMatch.numberUnknown + 1 + min(abs(own - asked), Self.farthestNumber)
            found.append(NameMatch(feature: .place(index), quality: quality, latitude: place.latitude, longitude: place.longitude))
        }
        return found
    }

    /// Numbers this far from the asked one, or farther, rank alike.
    static let farthestNumber = 10_000

    /// `21` of "21", "21bis" or "21-23"; nil when the text does not start with a digit.
    static func leadingNumber(_ text: String) -> Int? {
        Int(text.prefix { $0.isASCII && $0.isNumber }.prefix(6))
    }

    /// 0 when `name` is the query, 1 when it starts with it, 2 when each word of the query (but little
    /// linking words such as "de", "the") starts a word of the name; nil otherwise.
    static func quality(of name: String, for query: String, words: [String]) -> Int? {
        guard !name.isEmpty, !query.isEmpty else { return nil }
        if name == query { return 0 }
        if name.hasPrefix(query) { return 1 }
        let nameWords = name.split(separator: " ")
        let meaningful = words.filter { !linkingWords.contains($0) }
        guard !meaningful.isEmpty else { return nil }
        return meaningful.allSatisfy { word in nameWords.contains { $0.hasPrefix(word) } } ? 2 : nil
    }

    /// Words a name may be typed with or without ("Casino de Monte-Carlo", "Monte Carlo Casino").
    static let linkingWords: Set<String> = [
        "a", "an", "and", "at", "d", "de", "del", "della", "des", "di", "du", "el", "en", "et", "l", "la", "le", "les", "of", "the", "y",
    ]
}
