import Foundation
import Hummingbird

// The baseline of the money benchmark: a bare Hummingbird route (no middleware, no work) that answers
// a fixed JSON body as large as a typical /api/v1/convert answer, so that only the handler's work differs.
let port = Int(ProcessInfo.processInfo.environment["BASELINE_PORT"] ?? "") ?? 8089
let body = ByteBuffer(
    string: #"""
        {"amount":100,"formatted":{"amount":"€100.00","rate":"1 EUR = 1.1172 USD","result":"$111.72"},"from":"EUR",\#
        "inverseRate":0.8950948801,"minorUnits":2,"rate":1.1172,"result":111.72,"source":{"date":"2026-10-30",\#
        "fetchedAt":"2026-10-30T15:15:00Z","id":"embedded","notes":["No rates are published on 2026-11-21 (a weekend): \#
        these are the rates of 2026-10-30.","These rates are 21 days old: no provider could give newer ones."],\#
        "publishedAt":"2026-10-30T15:15:00Z","requestedDate":"2026-11-21","stale":true},"to":"USD"}
        """#)
let router = Router()
router.get("bare") { _, _ in
    Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: .init(byteBuffer: body))
}
let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "Baseline"))
try await app.runService()
