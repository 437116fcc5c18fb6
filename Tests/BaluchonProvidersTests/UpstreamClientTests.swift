import AsyncHTTPClient
import BaluchonCore
import Foundation
import Testing

@testable import BaluchonProviders

@Suite("Upstream client")
struct UpstreamClientTests {
    /// Runs `body` with a loopback port nobody listens on: bound and held, never listening, so a connection
    /// is refused. (A port bound then closed could be taken meanwhile by another test's server, which then
    /// answered 404 on a busy machine.)
    static func withClosedPort<T>(_ body: (Int) async throws -> T) async throws -> T {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        try #require(bound)
        return try await body(Int(UInt16(bigEndian: address.sin_port)))
    }

    @Test("a refused connection is unreachable at once, not retried until the deadline", .timeLimit(.minutes(5)))
    func refusedFailsFast() async throws {
        // With a 50-second deadline, a client that retries the connection would end in a timeout.
        let client = UpstreamClient(httpClient: .upstream, timeout: .seconds(50), userAgent: "BaluchonTests/1")
        try await Self.withClosedPort { port in
            await #expect {
                _ = try await client.send("http://127.0.0.1:\(port)/v1/latest")
            } throws: { error in
                guard case .unreachable = error as? ProviderFailure else { return false }
                return true
            }
        }
    }

    @Test("a network failure reads as such in each language, its transport detail only in the logs")
    func unreachableWords() async throws {
        let client = UpstreamClient(httpClient: .upstream, timeout: .seconds(50), userAgent: "BaluchonTests/1")
        let failure: ProviderFailure = try await Self.withClosedPort { port in
            do {
                let answer = try await client.send("http://127.0.0.1:\(port)/v1/latest")
                throw UnexpectedAnswer(status: answer.status)
            } catch {
                return try #require(error as? ProviderFailure, "\(error)")
            }
        }
        #expect(failure.explanation.text(in: .fr) == "pas de connexion réseau")
        #expect(failure.explanation.text(in: .en) == "no network connection")
        #expect(failure.summary.hasPrefix("no network connection (") && failure.summary.count > "no network connection ()".count)
    }

    @Test("a program's words or a decoder's type name stay in the logs, never in what people read")
    func detailsStayInTheLogs() {
        for failure in [ProviderFailure.malformed("DecodingError"), .unavailable("apertium: not installed")] {
            for language in UILanguage.allCases {
                let text = failure.explanation.text(in: language)
                #expect(!text.contains("DecodingError") && !text.contains("apertium"), "\(text)")
            }
            #expect(failure.summary.hasSuffix(")") && failure.summary.contains("("))
        }
        #expect(ProviderFailure.malformed("DecodingError").explanation.text(in: .fr) == "réponse illisible")
        #expect(ProviderFailure.malformed("DecodingError").summary == "malformed answer (DecodingError)")
    }

    @Test(
        "an answer of the wrong shape names the field and what it should hold",
        arguments: [
            (#"{"rates": {"EUR": "one"}}"#, "unexpected JSON (field rates.EUR: expected a number)"),
            (#"{"rates": []}"#, "unexpected JSON (field rates: expected an object)"),
            (#"{"rates": {"EUR": null}}"#, "unexpected JSON (field rates.EUR: expected a number, found null)"),
            (#"{"base": "EUR"}"#, "unexpected JSON (missing field rates)"),
            (#"[1, 2]"#, "unexpected JSON (the answer: expected an object)"),
            (#"{"rates": "#, "unexpected JSON (not valid JSON)"),
        ])
    func wrongShape(body: String, expected: String) {
        struct Answer: Decodable {
            var rates: [String: Double]
        }
        let client = UpstreamClient(httpClient: .shared, userAgent: "BaluchonTests/1")
        let response = UpstreamResponse(status: 200, contentType: "application/json", body: Data(body.utf8))
        #expect(throws: ProviderFailure.malformed(expected)) { try client.decodeJSON(Answer.self, from: response) }
    }
}

/// A closed port that answered: the failure the tests above look for did not happen.
private struct UnexpectedAnswer: Error {
    let status: Int
}
