import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@testable import BaluchonServer

@Suite("The request log keeps personal data out of info level")
struct RequestLogTests {
    @Test("Coordinates and QR text are logged at debug level only", arguments: [Logger.Level.info, .debug])
    func queries(level: Logger.Level) async throws {
        let app = try await TestApp()
        let log = CapturedLog()
        let application = buildApplication(toolkit: app.toolkit, logger: log.logger(level: level), services: [])
        try await application.test(.router) { client in
            try await client.execute(uri: "/api/v1/qr?data=CANARY-QR-TEXT", method: .get) { #expect($0.status == .ok) }
            try await client.execute(uri: "/api/v1/encode?lat=48.8583701&lon=2.2944813", method: .get) { #expect($0.status == .ok) }
        }
        let text = log.text
        #expect(text.contains("/api/v1/qr") && text.contains("/api/v1/encode"))
        #expect(text.contains("CANARY-QR-TEXT") == (level == .debug))
        #expect(text.contains("48.8583701") == (level == .debug))
    }
}
