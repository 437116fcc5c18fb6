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
    /// 0 the whole name or address, 1 its beginning, 2 every word found at a word's start.
    public var quality: Int
    public var latitude: Double
    public var longitude: Double
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
        found.sort { $0.quality < $1.quality }
        return Array(found.prefix(max(limit, 0) * 4))
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
