import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import BaluchonServer

@Suite("Vendor libraries: the QR encoder served beside Leaflet")
struct VendorFilesTests {
    @Test func theQREncoderIsServedFromItsDirectoryWithLongCaching() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("qrcode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("var qrcode = function () {};".utf8).write(to: directory.appendingPathComponent("qrcode.js"))
        try Data("secret".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        let app = try await TestApp(environment: ["BALUCHON_QRCODE_DIR": directory.path])
        try await app.application.test(.router) { client in
            try await client.execute(uri: "/vendor/qrcode-generator/qrcode.js", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == "var qrcode = function () {};")
                #expect(response.headers[.contentType]?.hasPrefix("text/javascript") == true)
                #expect(response.headers[.cacheControl] == "public, max-age=604800")
            }
            try await client.execute(uri: "/vendor/qrcode-generator/qrcode.js", method: .head) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentLength] == "28")
            }
            for path in ["/vendor/qrcode-generator/notes.txt", "/vendor/qrcode-generator/../qrcode-generator/notes.txt", "/vendor/qrcode-generator/"]
            {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .notFound, "\(path)")
                    #expect(!String(buffer: response.body).contains("secret"))
                }
            }
        }
    }

    @Test(arguments: [
        ("en", "The QR code library (qrcode-generator) is not installed on this server."),
        ("fr", "La bibliothèque de codes QR (qrcode-generator) n’est pas installée sur ce serveur."),
    ])
    func aMissingEncoderIsAClear404WhileTheRestWorks(language: String, message: String) async throws {
        let app = try await TestApp(environment: ["BALUCHON_QRCODE_DIR": "/nonexistent/qrcode"])
        try await app.application.test(.router) { client in
            try await client.execute(uri: "/vendor/qrcode-generator/qrcode.js", method: .get, headers: [.acceptLanguage: language]) { response in
                #expect(response.status == .notFound)
                let error = try decodeError(response.body)
                #expect(error.code == "qr_library_missing")
                #expect(error.message == message)
                #expect(error.hint?.contains("node-qrcode-generator") == true)
                #expect(error.hint?.contains("/nonexistent/qrcode") == true)
            }
            try await client.execute(uri: "/api/v1/health", method: .get) { response in
                #expect(response.status == .ok)
            }
        }
    }
}
