import Foundation
import Hummingbird

extension Request {
    /// Decodes a JSON body within the context's size limit; malformed JSON becomes a clear 400.
    func decodeJSON<T: Decodable>(as type: T.Type, context: some RequestContext) async throws -> T {
        var request = self
        let buffer = try await request.collectBody(upTo: context.maxUploadSize)
        do {
            return try JSONDecoder().decode(T.self, from: Data(buffer: buffer))
        } catch let error as DecodingError {
            throw HTTPFailure.malformedJSON(detail: Self.describe(error))
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
