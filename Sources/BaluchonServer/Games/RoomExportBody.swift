import BaluchonToolkit
import Foundation
import Hummingbird

/// A room export written roll by roll as it is encoded, so that a large room never sits in memory
/// twice (once as rolls, once as one JSON document).
struct RoomExportBody: ResponseGenerator {
    var export: RoomExport

    func response(from request: Request, context: some RequestContext) throws -> Response {
        let export = export
        let head = RoomExport(format: export.format, code: export.code, commitment: export.commitment, seed: export.seed, rolls: [])
        let opening = try Self.encoder.encode(head)
        // `{"code":…,"rolls":[]…}` with the rolls written in between its brackets.
        let text = String(decoding: opening, as: UTF8.self)
        guard let empty = text.range(of: "\"rolls\":[]") else { throw HTTPFailure.unexpected }
        let before = text[..<empty.lowerBound] + "\"rolls\":["
        let after = "]" + text[empty.upperBound...]
        let body = ResponseBody { writer in
            let encoder = Self.encoder
            try await writer.write(ByteBuffer(string: String(before)))
            var batch = ByteBuffer()
            for (index, roll) in export.rolls.enumerated() {
                if index > 0 { batch.writeString(",") }
                batch.writeBytes(try encoder.encode(roll))
                if batch.readableBytes >= 64 << 10 {
                    try await writer.write(batch)
                    batch.clear()
                }
            }
            batch.writeString(String(after))
            try await writer.write(batch)
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: body)
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
