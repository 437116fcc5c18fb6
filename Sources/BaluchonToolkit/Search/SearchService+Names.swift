import BaluchonCore
import BaluchonProviders
import Foundation

extension SearchService {
    /// Names and addresses: the regions' features first (those around `near` before the others), then
    /// the gazetteer's places, then Nominatim when the search is explicitly online. `nearNumbers` tells
    /// that an address's house number is unknown and its street's nearest numbers (or the street) stand in.
    func named(
        _ text: String, near: Coordinate?, limit: Int, online: Bool, language: UILanguage
    ) async throws -> (results: [SearchResult], nearNumbers: Bool) {
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
        let standIns = Set(ranked.filter { $0.quality >= NameMatch.numberUnknown }.map(\.result.id))
        if results.count < limit, let gazetteer = try? await places.search(text: text, limit: limit, language: language) {
            results = Self.unique(results + gazetteer.value.map { gazetteerResult($0, near: near, language: language) })
        }
        if online, results.count < limit {
            let answer = try await places.searchOnline(text: text, limit: min(limit, 10), language: language)
            results = Self.unique(
                results
                    + answer.value.map { place in
                        var result = gazetteerResult(place, near: near, language: language)
                        result.source = "nominatim"
                        return result
                    })
        }
        results = Array(results.prefix(limit))
        return (results, results.contains { standIns.contains($0.id) })
    }

    private func regionResult(_ match: NameMatch, in index: PlaceIndex, region: String, near: Coordinate?, language: UILanguage) -> SearchResult {
        switch match.feature {
        case .place(let position):
            return result(for: index.places[position], source: "region", region: region, from: near, language: language, index: index)
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

    /// One place is kept once, the first found: a node and a way of one feature (same kind and name a few
    /// steps apart), one feature in two overlapping regions, a town or a street that the region and the
    /// gazetteer (or Nominatim) both know. Places without a name (`unnamed` holds their ids) are named by
    /// kind and street, which neighbours share: only those a few metres apart are one.
    static func unique(_ results: [SearchResult], unnamed: Set<String> = []) -> [SearchResult] {
        var kept: [(result: SearchResult, name: String)] = []
        for result in results {
            let name = KindCatalog.fold(result.name)
            let same = kept.contains { other in
                guard other.name == name, other.result.kind?.id == result.kind?.id else { return false }
                let metres = GeoMath.distance(other.result.latitude, other.result.longitude, result.latitude, result.longitude)
                let reach =
                    result.kind == nil ? Self.sameTownMetres : unnamed.contains(result.id) ? Self.sameUnnamedMetres : Self.sameFeatureMetres
                return metres <= reach
            }
            if !same { kept.append((result, name)) }
        }
        return kept.map(\.result)
    }

    /// How far apart the node and the way (or the two mappings) of one shop or hotel can be: a large hotel's
    /// outline centre lies some way from its entrance node.
    static let sameFeatureMetres = 150.0
    /// How far apart two sources put one town or one street: a gazetteer's town centre is not the region's.
    static let sameTownMetres = 2_000.0
    /// How far apart the node and the way of one unnamed feature can be.
    static let sameUnnamedMetres = 30.0
}
