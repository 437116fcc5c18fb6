import BaluchonCore
import BaluchonToolkit
import Foundation
import HTTPTypes
import Hummingbird

/// Codes, QR codes and published lists:
/// `GET /encode?lat=&lon=&format=&name=&zoom=&accuracy=`, `GET /decode?code=&near=lat,lon&format=`,
/// `GET /qr?data=&format=svg|png&ec=L|M|Q|H&scale=`, `POST /files/export?format=` (places and tracks in, file out),
/// `POST /files/import?name=&format=` (file in, places and tracks out, nothing stored), `POST /lists`, `GET|PUT|DELETE /lists/{id}` (changes carry
/// the edit key in `X-Edit-Key`). Reading and writing files of places (up to 20 MB, seconds of work) wait in the
/// heavy-work queue, JSON of either side included, and QR images are drawn off the threads that answer requests.
struct SharingRoutes {
    let sharing: SharingService
    let limits: ClientLimits
    let heavyWork: HeavyWork
    /// Recent QR images: the same code asked again (a page redrawn, a list shown twice) costs nothing.
    let qrImages = ReuseCache<QRImageKey, ByteBuffer>(limit: 256)
    /// A PNG QR code is at most this many pixels across: `scale` is lowered for large symbols.
    static let maximumQRSide = 2_048
    /// Lists carry up to 5,000 places: more than the API's usual body limit.
    static let listBodyLimit = 2 * 1024 * 1024
    static let maximumQRText = 7_089

    func register(on api: inout APIGroup<AppRequestContext>) {
        api.get("encode") { request, context in
            let query = try context.query
            let point = try Self.point(query)
            guard let format: CodeFormat = try query.value("format") else {
                var codes: [String: String] = [:]
                for format in PointCode.Format.allCases { codes[format.rawValue] = try PointCode.encode(point, as: format) }
                return EncodedAnswer(codes: codes, point: point)
            }
            let code = try await sharing.encode(point, format: format, language: context.language)
            return EncodedAnswer(format: format.name, code: code, point: point)
        }
        api.get("decode") { request, context in
            let query = try context.query
            let format: CodeFormat? = try query.value("format")
            return DecodedAnswer(
                try await sharing.decode(query.required("code"), near: query.value("near"), format: format, language: context.language))
        }
        api.get("qr") { request, context in
            let query = try context.query
            let data = try query.required("data")
            guard data.count <= Self.maximumQRText else { throw QRFailure.tooLong(characters: data.count) }
            let correction = try query.value("ec", default: QRSymbol.Correction.medium)
            let format = try query.value("format", default: QRImageFormat.svg)
            let scale = format == .png ? try SharingService.qrScale(query["scale"]) : 0
            let key = QRImageKey(data: data, correction: correction, format: format, scale: scale)
            if let image = qrImages.value(for: key) { return Self.bytes(image, type: Self.qrType(format)) }
            try limits.spend(.qrImage, by: context.client)
            let symbol = try SharingService.qr(data, correction: correction)
            let image =
                format == .svg
                ? ByteBuffer(string: symbol.svg())
                : ByteBuffer(bytes: await SharingService.png(of: symbol, scale: min(scale, Self.maximumQRSide / (symbol.size + 8))))
            if image.readableBytes <= 256 * 1024 { qrImages.keep(image, for: key) }
            return Self.bytes(image, type: Self.qrType(format))
        }
        api.post("lists") { request, context in
            try limits.spend(.listCreation, by: context.client)
            let body = try await Self.listBody(request)
            let published = try await sharing.publish(title: body.title ?? "", places: body.places)
            return EditedResponse(status: .created, headers: Self.private, response: published)
        }
        api.get("lists/:id") { _, context in
            EditedResponse(headers: Self.private, response: try await sharing.list(id: try context.parameters.require("id")))
        }
        api.put("lists/:id") { request, context in
            let body = try await Self.listBody(request)
            let list = try await sharing.update(
                id: try context.parameters.require("id"), editKey: Self.editKey(request), title: body.title ?? "", places: body.places)
            return EditedResponse(headers: Self.private, response: list)
        }
        api.post("files/export") { request, context in
            let query = try context.query
            let format = try query.value("format", default: PlaceFileFormat.gpx)
            try limits.spend(.placeFile, by: context.client)
            let buffer = try await Self.body(request, upTo: PlaceFiles.maximumBytes)
            let data = try await heavyWork.run { [sharing] in
                let body = try Self.listBody(from: buffer)
                return try sharing.exportFile(body.places, tracks: body.tracks ?? [], as: format, title: body.title ?? "Baluchon")
            }
            var response = Self.bytes(ByteBuffer(bytes: data), type: format.mediaType)
            response.headers[.contentDisposition] = "attachment; filename=\"places.\(format.rawValue)\""
            response.headers[.cacheControl] = "no-store"
            return response
        }
        api.post("files/import") { request, context in
            let query = try context.query
            let format: PlaceFileFormat? = try query.value("format")
            try limits.spend(.placeFile, by: context.client)
            let buffer = try await request.body(
                upTo: PlaceFiles.maximumBytes, tooLarge: PlaceFileError.tooLarge(maximumBytes: PlaceFiles.maximumBytes))
            let name = query["name"]
            return try await heavyWork.run { [sharing] in
                let contents = try sharing.importFile(Data(buffer: buffer), fileName: name, format: format)
                return try ImportedAnswer(places: contents.places, tracks: contents.tracks, skipped: contents.skipped)
                    .response(from: request, context: context)
            }
        }
        api.delete("lists/:id") { request, context in
            try await sharing.delete(id: try context.parameters.require("id"), editKey: Self.editKey(request))
            return Response(status: .noContent)
        }
    }

    /// A shared list is for whoever holds its link (and the publisher's answer holds the edit key):
    /// no cache along the way may keep it.
    static let `private`: HTTPFields = [.cacheControl: "no-store"]

    static func point(_ query: RequestQuery) throws -> SharedPoint {
        let coordinate = try Coordinate(latitude: query.required("lat"), longitude: query.required("lon"))
        let zoom = try number(query["zoom"], name: "zoom", code: .invalidZoom, range: 0...22)
        let accuracy = try number(query["accuracy"], name: "accuracy", code: .invalidAccuracy, range: 0...100_000)
        let name = query["name"].flatMap { $0.isEmpty ? nil : String($0.prefix(200)) }
        return try SharedPoint(latitude: coordinate.latitude, longitude: coordinate.longitude, name: name, zoom: zoom, uncertainty: accuracy)
    }

    static func number(_ text: String?, name: String, code: ErrorCode, range: ClosedRange<Double>) throws -> Double? {
        guard let text, !text.isEmpty else { return nil }
        guard let value = Double(text), range.contains(value) else {
            throw PlainTravellerError(
                code: code, kind: .badInput,
                message: LocalizedText(
                    "error.\(code.rawValue).message",
                    ["name": "\(name)", "lowerBound": "\(Int(range.lowerBound))", "upperBound": "\(Int(range.upperBound))"]))
        }
        return value
    }

    static func editKey(_ request: Request) -> String {
        request.headers[HTTPField.Name("X-Edit-Key")!] ?? ""
    }

    static func listBody(_ request: Request) async throws -> ListBody {
        try listBody(from: try await body(request, upTo: listBodyLimit))
    }

    static func body(_ request: Request, upTo limit: Int) async throws -> ByteBuffer {
        try await request.body(upTo: limit, tooLarge: HTTPFailure.bodyTooLarge(limit: limit))
    }

    static func listBody(from buffer: ByteBuffer) throws -> ListBody {
        do {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            return try decoder.decode(ListBody.self, from: Data(buffer: buffer))
        } catch let error as SharingError {
            throw error
        } catch {
            throw HTTPFailure.malformedJSON(detail: "a list is {\"title\": …, \"places\": [{\"name\", \"latitude\", \"longitude\", …}]}")
        }
    }

    static func qrType(_ format: QRImageFormat) -> String { format == .svg ? "image/svg+xml" : "image/png" }

    static func bytes(_ buffer: ByteBuffer, type: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: type, .cacheControl: "public, max-age=86400"], body: ResponseBody(byteBuffer: buffer))
    }
}

/// What makes one QR image.
struct QRImageKey: Hashable, Sendable {
    let data: String
    let correction: QRSymbol.Correction
    let format: QRImageFormat
    let scale: Int
}

/// The images a QR code is drawn as.
enum QRImageFormat: String, Sendable, CaseIterable, ParameterValue {
    case svg, png
}
