import BaluchonCore
import FixtureServer
import Foundation
import Testing

@testable import BaluchonProviders

/// The place indexes of the real OpenStreetMap extracts, from the regions imported once per test run.
/// Missing data fails the tests that need it.
enum SearchTestRegions {
    struct MissingData: Error, CustomStringConvertible {
        var description: String
    }

    static func osmium() throws -> Osmium {
        guard let osmium = Osmium.find() else { throw MissingData(description: "osmium is not installed (Debian osmium-tool)") }
        return osmium
    }

    /// The region as the shared import built it (every step a server runs, once per test run).
    static func region(_ id: String) async throws -> InstalledRegion {
        try await RegionFixtures.shared.region(id)
    }

    static func index(_ id: String) async throws -> PlaceIndex {
        let region = try await region(id)
        return try PlaceIndexLoader.load(
            region.folder(InstalledRegion.placesFolder).appendingPathComponent(PlaceIndexStep.archiveName), catalog: ShippedKinds.catalog)
    }

    /// `osmium tags-count` of one tag on the extract.
    static func tagCount(_ id: String, _ tag: OSMTag) async throws -> Int {
        let output = String(decoding: try await osmium().run(["tags-count", try SharedData.extract(id).path, tag.description]), as: UTF8.self)
        return output.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t")
            return fields.count == 3 && fields[1] == "\"\(tag.key)\"" && fields[2] == "\"\(tag.value)\"" ? Int(fields[0]) : nil
        }.first ?? 0
    }
}
