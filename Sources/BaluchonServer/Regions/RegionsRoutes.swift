import BaluchonCore
import BaluchonToolkit
import Foundation
import Hummingbird

/// `GET /api/v1/regions` and `GET /api/v1/tiles/{z}/{x}/{y}.svg`; the catalogue's routes (``RegionCatalogueRoutes``).
struct RegionsRoutes {
    let regions: RegionsService

    struct RegionsAnswer: ResponseEncodable {
        var regions: [RegionEntry]
        var attribution: String
    }

    /// One region as the API shows it: dates in ISO 8601 and `dataDate` present even when null.
    struct RegionEntry: Encodable {
        var info: RegionInfo

        enum Keys: String, CodingKey { case id, name, sourceFile, dataDate, bounds, importedAt, counts, source }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(info.id, forKey: .id)
            try container.encode(info.name, forKey: .name)
            try container.encode(info.sourceFile, forKey: .sourceFile)
            try container.encode(info.dataDate.map { $0.formatted(.iso8601) }, forKey: .dataDate)
            try container.encode(info.bounds, forKey: .bounds)
            try container.encode(info.importedAt.formatted(.iso8601), forKey: .importedAt)
            try container.encode(info.counts, forKey: .counts)
            try container.encodeIfPresent(info.source.map(SourceEntry.init), forKey: .source)
        }
    }

    /// Where a downloaded region came from.
    struct SourceEntry: Encodable {
        var catalogueId: String
        var url: String
        var sourceDate: String?
        var md5: String

        init(_ source: RegionSource) {
            catalogueId = source.catalogueID
            url = source.url
            sourceDate = source.sourceDate.map { $0.formatted(.iso8601) }
            md5 = source.md5
        }
    }

    func register(on api: inout APIGroup<AppRequestContext>) {
        RegionCatalogueRoutes(regions: regions).register(on: &api)
        api.get("regions") { _, _ in
            RegionsAnswer(regions: regions.regions().map(RegionEntry.init), attribution: RegionsService.attribution)
        }
        api.get("tiles/:z/:x/:y") { _, context in
            let parameters = context.parameters
            guard let y = parameters.get("y"), y.hasSuffix(".svg") else {
                throw RegionError.invalidTile(detail: LocalizedText("error.invalid_tile.ending", ["ending": "{y}.svg"]))
            }
            let svg = try regions.tile(z: parameters.get("z") ?? "", x: parameters.get("x") ?? "", y: y)
            return Response(
                status: .ok,
                headers: [.contentType: "image/svg+xml", .cacheControl: "public, max-age=86400"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: svg)))
        }
    }
}
