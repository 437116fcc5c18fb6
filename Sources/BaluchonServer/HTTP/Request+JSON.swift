import Foundation
import Hummingbird

extension Request {
    /// Decodes a JSON body within `limit` bytes (the context's size limit unless given); malformed
    /// JSON becomes a clear 400, a body over the limit a clear 413.
    func decodeJSON<T: Decodable>(as type: T.Type, context: some RequestContext, upTo limit: Int? = nil) async throws -> T {
        var request = self
        let limit = limit ?? context.maxUploadSize
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectBody(upTo: limit)
        } catch let error as HTTPError where error.status == .contentTooLarge {
            throw HTTPFailure.bodyTooLarge(limit: limit)
        }
        do {
            return try JSONDecoder().decode(T.self, from: Data(buffer: buffer))
        } catch let error as DecodingError {
            throw HTTPFailure.malformedJSON(detail: Self.describe(error))
        }
    }

    /// The whole body up to `limit` bytes; a longer one throws `tooLarge`, which names that limit in the
    /// traveller's language (the error middleware only knows the context's usual one).
    func body(upTo limit: Int, tooLarge: @autoclosure () -> any Error) async throws -> ByteBuffer {
        var request = self
        do {
            return try await request.collectBody(upTo: limit)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            throw tooLarge()
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, _): "missing field “\(key.stringValue)”"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            "wrong type for “\(context.codingPath.map(\.stringValue).joined(separator: "."))”"
        case .dataCorrupted: "not parseable"
        @unknown default: "not parseable"
        }
    }
}
