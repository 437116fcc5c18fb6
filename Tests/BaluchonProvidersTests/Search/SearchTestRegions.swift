import BaluchonCore
import FixtureServer
import Foundation
import Testing

@testable import BaluchonProviders

/// The place indexes of the real OpenStreetMap extracts, from the regions imported once per test run.
/// Missing data fails the tests that need it.
enum SearchTestRegions {
    /// The region as the shared import built it (every step a server runs, once per test run).
    static func region(_ id: String) async throws -> InstalledRegion {
        try await RegionFixtures.shared.region(id)
    }

    static func index(_ id: String) async throws -> PlaceIndex {
        let region = try await region(id)
        return try PlaceIndexLoader.load(
            region.folder(InstalledRegion.placesFolder).appendingPathComponent(FeaturesStep.placesFile), catalog: ShippedKinds.catalog)
    }

    /// `osmium tags-count` of one tag on the extract.
    static func tagCount(_ id: String, _ tag: OSMTag) async throws -> Int {
        let outcome = try await ExternalTool.osmium.run(["tags-count", try SharedData.extract(id).path, tag.description])
        let output = String(decoding: outcome.output, as: UTF8.self)
        return output.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t")
            return fields.count == 3 && fields[1] == "\"\(tag.key)\"" && fields[2] == "\"\(tag.value)\"" ? Int(fields[0]) : nil
        }.first ?? 0
    }
}
