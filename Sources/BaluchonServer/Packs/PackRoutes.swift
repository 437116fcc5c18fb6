import BaluchonCore
import BaluchonToolkit
import Foundation
import Hummingbird

/// `GET /api/v1/packs?region=|near=&radius=|list=` (the manifest of a trip pack) and
/// `GET /api/v1/packs/{part}?<the same area>&version=` (a part's bytes), as docs/PACKS.md describes them.
/// Parts are built on the heavy-work queue, so a pack being built never holds up other requests.
struct PackRoutes {
    let packs: PackService
    let money: MoneyService
    let heavyWork: HeavyWork

    func register(on api: inout APIGroup<AppRequestContext>) {
        api.get("packs") { _, context in
            let query = try context.query
            let asked = try PackAreaQuery { query[$0] }
            let area = try packs.area(asked)
            return try await packs.manifest(
                for: area, query: asked.parameters, language: context.language, rates: try await PackRates.current(money, language: context.language),
                work: heavyWork)
        }
        api.get("packs/:part") { request, context in
            let query = try context.query
            let name = context.parameters.get("part") ?? ""
            guard let id = PackPartID(rawValue: name) else { throw PackError.unknownPart(id: String(name.prefix(40))) }
            let asked = try PackAreaQuery { query[$0] }
            let version = try query.required("version")
            let area = try packs.area(asked)
            let part = try await packs.part(
                id, of: area, version: version, rates: try await PackRates.current(money, language: context.language), work: heavyWork)
            let etag = "\"\(part.sha256)\""
            if request.headers[.ifNoneMatch] == etag {
                return Response(status: .notModified, headers: [.eTag: etag])
            }
            return Response(
                status: .ok,
                headers: [
                    .contentType: id.contentType, .contentLength: "\(part.bytes.count)", .eTag: etag,
                    .cacheControl: "public, max-age=31536000, immutable",
                ],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: part.bytes)))
        }
    }
}

/// The rates part of a pack: the rate table exactly as `GET /api/v1/rates` answers it in `language`
/// (the server, the CLI and the benchmark build packs with it).
public enum PackRates {
    public static func current(_ money: MoneyService, language: UILanguage) async throws -> PackService.Rates {
        let answer = try await money.rates(on: nil)
        let body = try MoneyRoutes.encoder.encode(RateTableBody(rates: answer, language: language))
        return PackService.Rates(body: body, day: answer.table.day.description, currencies: answer.table.currencies.count)
    }
}

extension PackManifest: ResponseEncodable {}

/// Pack parts are built on the server's heavy-work queue.
extension HeavyWork: PackWorkRunner {}
