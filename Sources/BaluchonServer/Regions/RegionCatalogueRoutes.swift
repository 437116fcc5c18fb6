import BaluchonCore
import BaluchonToolkit
import Foundation
import Hummingbird

/// The region catalogue and downloads: `GET /regions/available?near=lat,lon&q=`, `POST /regions`
/// (`{"id": "andorra"}` → 202 and a job), `GET /regions/jobs/{id}` (polled for progress) and
/// `DELETE /regions/{id}`. Changes need the operator's token (`Authorization: Bearer …`).
struct RegionCatalogueRoutes {
    let regions: RegionsService

    struct AvailableAnswer: ResponseEncodable {
        var regions: [AvailableRegion]
        /// With `near`: the smallest region containing the point, the one to offer.
        var proposed: String?
        /// Whether this server lets the page download regions (its operator set a token).
        var downloadsAllowed: Bool
        var catalogueFetchedAt: String
        /// The catalogue could not be fetched again: an older copy answered.
        var stale: Bool
        var attribution: String
    }

    struct AddBody: Decodable {
        var id: String
    }

    /// A job as polled: progress, and the error in the request's language once failed.
    struct JobAnswer: ResponseEncodable {
        var id: String
        var region: String
        var phase: String
        var fraction: Double
        var bytes: Int64
        var totalBytes: Int64?
        var finished: Bool
        var error: APIErrorBody.Detail?

        init(_ job: RegionJobs.Job, language: UILanguage) {
            id = job.id
            region = job.region
            phase = job.error == nil ? job.progress.phase.rawValue : "failed"
            fraction = job.progress.fraction
            bytes = job.progress.bytes
            totalBytes = job.progress.totalBytes
            finished = !job.running
            error = job.error.map { APIErrorBody($0, language: language).error }
        }
    }

    func register(on api: inout APIGroup<AppRequestContext>) {
        api.get("regions/available") { _, context in
            let query = try context.query
            let near: Coordinate? = try query.value("near")
            let found = try await regions.available(search: query["q"], near: near)
            return AvailableAnswer(
                regions: found.regions, proposed: near == nil ? nil : found.regions.first?.id, downloadsAllowed: regions.downloadsAllowed,
                catalogueFetchedAt: found.fetchedAt.formatted(.iso8601), stale: found.stale,
                attribution: "\(RegionsService.attribution); \(RegionsService.catalogueAttribution)")
        }
        api.post("regions") { request, context in
            try authorize(request)
            let buffer = try await request.body(upTo: 4_096, tooLarge: HTTPFailure.bodyTooLarge(limit: 4_096))
            guard let body = try? JSONDecoder().decode(AddBody.self, from: Data(buffer: buffer)) else {
                throw HTTPFailure.malformedJSON(detail: "the body is {\"id\": \"andorra\"}")
            }
            let job = try await regions.startAdd(id: body.id)
            var response = try JobAnswer(job, language: context.language).response(from: request, context: context)
            response.status = .accepted
            response.headers[.location] = "/api/v1/regions/jobs/\(job.id)"
            response.headers[.cacheControl] = "no-store"
            return response
        }
        api.get("regions/jobs/:id") { request, context in
            guard let job = regions.jobs.job(id: try context.parameters.require("id")) else {
                throw HTTPFailure.noSuchRoute(path: request.uri.path)
            }
            var response = try JobAnswer(job, language: context.language).response(from: request, context: context)
            response.headers[.cacheControl] = "no-store"
            return response
        }
        api.delete("regions/:id") { request, context in
            try authorize(request)
            try regions.remove(id: try context.parameters.require("id"))
            return Response(status: .noContent)
        }
    }

    /// Throws unless the request may change regions: it carries the operator's token.
    func authorize(_ request: Request) throws(RegionAccessFailure) {
        guard regions.downloadsAllowed else { throw .downloadsDisabled }
        let header = request.headers[.authorization] ?? ""
        let token = header.lowercased().hasPrefix("bearer ") ? String(header.dropFirst("bearer ".count)) : nil
        guard regions.isAdminToken(token) else { throw .tokenRequired }
    }
}
