import BaluchonCore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import BaluchonServer

@Suite("OCR route: a photo's lines over real HTTP, and every bad image told in the traveller's language", .serialized, .timeLimit(.minutes(5)))
struct OCRRoutesTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fixtures/ocr")
    static let app = Task { try await TestApp() }

    static func image(_ name: String) throws -> Data { try Data(contentsOf: fixtures.appendingPathComponent(name)) }

    /// A PNG signature and IHDR chunk claiming `width` × `height` pixels, with no pixels after it.
    static func bomb(width: Int, height: Int) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + Data("IHDR".utf8)
        for value in [width, height] {
            data += Data([UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
        }
        return data + Data([8, 2, 0, 0, 0, 0, 0, 0, 0])
    }

    private func post(_ uri: String, _ data: Data, language: String = "en", check: @escaping @Sendable (TestResponse) throws -> Void) async throws {
        let headers: HTTPFields = [.acceptLanguage: language, .contentType: "application/octet-stream"]
        try await Self.app.value.application.test(.live) { client in
            try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(bytes: data)) { try check($0) }
        }
    }

    static func json(_ response: TestResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any])
    }

    @Test("A French sign: its three lines, each with a box inside the image and a confidence")
    func reads() async throws {
        try await post("/api/v1/ocr?source=fr", try Self.image("latin-fra.png")) { response in
            #expect(response.status == .ok)
            let body = try Self.json(response)
            #expect(body["width"] as? Int == 519 && body["height"] as? Int == 153 && body["language"] as? String == "fr")
            let lines = try #require(body["lines"] as? [[String: Any]])
            #expect(
                lines.compactMap { $0["text"] as? String } == [
                    "Crème brûlée à la vanille", "Œufs pochés, façon grand-mère", "Salade niçoise et pâtes fraîches",
                ])
            for line in lines {
                let box = try #require(line["box"] as? [String: Int])
                #expect(try #require(box["x"]) >= 0 && box["x"]! + box["w"]! <= 519 && box["y"]! + box["h"]! <= 153)
                #expect((line["confidence"] as? Double ?? 0) > 0.5)
            }
        }
    }

    @Test(
        "Bad images, each with its code and message in French and English",
        arguments: [
            ("not-an-image", "en", HTTPResponse.Status.badRequest, "not_an_image", "This file is not an image that can be read."),
            ("not-an-image", "fr", .badRequest, "not_an_image", "Ce fichier n’est pas une image lisible."),
            (
                "bomb", "en", .contentTooLarge, "image_too_many_pixels",
                "The image is 60000 × 60000 pixels (3600 megapixels); at most 40 megapixels are read."
            ),
            (
                "bomb", "fr", .contentTooLarge, "image_too_many_pixels",
                "L’image fait 60000 × 60000 pixels (3600 mégapixels) ; 40 mégapixels au plus sont lus."
            ),
            ("too-large", "en", .contentTooLarge, "image_too_large", "The image is larger than 20 MB."),
            ("too-large", "fr", .contentTooLarge, "image_too_large", "L’image dépasse 20 Mo."),
            ("blank", "en", .badRequest, "no_text_found", "No text was found in the image."),
            ("blank", "fr", .badRequest, "no_text_found", "Aucun texte n’a été trouvé dans l’image."),
            ("damaged", "en", .badRequest, "unreadable_image", "The image is damaged and cannot be read."),
            ("korean", "fr", .badRequest, "ocr_language_missing", "Le texte en coréen ne peut pas être lu sur ce serveur."),
        ])
    func refused(kind: String, language: String, status: HTTPResponse.Status, code: String, message: String) async throws {
        var source = "fr"
        let data: Data
        switch kind {
        case "not-an-image": data = Data("%PDF-1.7\n1 0 obj << >> endobj\n".utf8)
        case "bomb": data = Self.bomb(width: 60_000, height: 60_000)
        case "too-large": data = try Self.image("latin-fra.png") + Data(count: ImageHeader.maximumBytes)
        case "blank": data = try Self.image("blank.png")
        case "damaged":
            var png = try Self.image("latin-fra.png")
            png.replaceSubrange(60..<png.count, with: Data(repeating: 0x5A, count: png.count - 60))
            data = png
        default:
            source = "ko"
            data = try Self.image("latin-fra.png")
        }
        try await post("/api/v1/ocr?source=\(source)", data, language: language) { response in
            #expect(response.status == status)
            let error = try #require(try Self.json(response)["error"] as? [String: Any])
            #expect(error["code"] as? String == code)
            #expect(error["message"] as? String == message)
            #expect((error["hint"] as? String)?.isEmpty == false)
        }
    }

    @Test("The text's language is required, and must be a language code")
    func source() async throws {
        let image = try Self.image("latin-fra.png")
        try await post("/api/v1/ocr", image) { response in
            #expect(response.status == .badRequest)
            let error = try Self.json(response)["error"] as? [String: Any]
            #expect(error?["code"] as? String == "missing_parameter")
        }
        try await post("/api/v1/ocr?source=12", image) { response in
            #expect(response.status == .badRequest)
            let error = try Self.json(response)["error"] as? [String: Any]
            #expect(error?["code"] as? String == "invalid_language")
        }
    }
}
