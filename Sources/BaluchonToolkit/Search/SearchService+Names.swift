import BaluchonCore
import BaluchonProviders
import Foundation

extension SearchService {
    /// Names and addresses: the regions' features first (those around `near` before the others), then
    /// the gazetteer's places, then Nominatim when the search is explicitly online.
    func named(_ text: String, near: Coordinate?, limit: Int, online: Bool, language: UILanguage) async throws -> [SearchResult] {
        var ranked: [(result: SearchResult, quality: Int)] = []
        var installed = regions()
        if let near {
            // Regions around the point are read first; the others still answer for a name asked from afar.
            installed.sort { lhs, rhs in
                lhs.info.bounds.contains(latitude: near.latitude, longitude: near.longitude)
                    && !rhs.info.bounds.contains(latitude: near.latitude, longitude: near.longitude)
            }
        }
        for region in installed {
            guard let index = try? await loader.index(of: region) else { continue }
            for match in index.matches(name: text, limit: limit) {
                ranked.append((regionResult(match, in: index, region: region.info.id, near: near, language: language), match.quality))
            }
        }
        ranked.sort { lhs, rhs in
            lhs.quality != rhs.quality ? lhs.quality < rhs.quality : (lhs.result.distance ?? 0) < (rhs.result.distance ?? 0)
        }
        var results = Self.unique(ranked.map(\.result))
        if results.count < limit, let gazetteer = try? await places.search(text: text, limit: limit, language: language) {
            results += gazetteer.value.map { gazetteerResult($0, near: near, language: language) }
        }
        if online, results.count < limit {
            let answer = try await places.searchOnline(text: text, limit: min(limit, 10), language: language)
            results += answer.value.map { place in
                var result = gazetteerResult(place, near: near, language: language)
                result.source = "nominatim"
                return result
            }
        }
        return Array(results.prefix(limit))
    }

    private func regionResult(_ match: NameMatch, in index: PlaceIndex, region: String, near: Coordinate?, language: UILanguage) -> SearchResult {
        switch match.feature {
        case .place(let position):
            return result(for: index.places[position], source: "region", region: region, from: near, language: language)
        case .street(let position):
            var result = SearchResult(
                id: "\(region)/street/\(position)", name: index.streets[position].name, kind: nil, latitude: match.latitude,
                longitude: match.longitude, source: "region", region: region)
            measure(&result, from: near, language: language)
            return result
        case .settlement(let position):
            let settlement = index.settlements[position]
            var result = SearchResult(
                id: "\(region)/place/\(position)", name: settlement.name, kind: nil, latitude: settlement.latitude,
                longitude: settlement.longitude, source: "region", region: region)
            measure(&result, from: near, language: language)
            return result
        }
    }

    private func gazetteerResult(_ place: PlaceResult, near: Coordinate?, language: UILanguage) -> SearchResult {
        let country = place.countryName ?? place.countryCode
        var result = SearchResult(
            id: place.id, name: place.name, kind: nil, latitude: place.latitude, longitude: place.longitude,
            address: place.address ?? [place.name, place.admin1, country].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", "),
            source: "gazetteer", region: nil)
        measure(&result, from: near, language: language)
        return result
    }

    /// The same feature found twice (two overlapping regions) is kept once.
    static func unique(_ results: [SearchResult]) -> [SearchResult] {
        var seen: Set<String> = []
        return results.filter { result in
            let key = "\(result.name)|\(Int(result.latitude * 10_000))|\(Int(result.longitude * 10_000))"
            return seen.insert(key).inserted
        }
    }
}
