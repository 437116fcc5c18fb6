import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// An upstream HTTP answer, already read whole within the size cap.
public struct UpstreamResponse: Sendable {
    public var status: Int
    public var contentType: String?
    public var body: Data
}

/// The one way providers talk HTTP: timeouts, body-size caps, a real User-Agent, and status codes
/// classified into ``ProviderFailure``. Error texts never contain the URL (it may carry a key).
public struct UpstreamClient: Sendable {
    public let httpClient: HTTPClient
    public let timeout: Duration
    public let maxBodyBytes: Int
    public let userAgent: String

    public init(httpClient: HTTPClient, timeout: Duration = .seconds(8), maxBodyBytes: Int = 8 << 20, userAgent: String) {
        self.httpClient = httpClient
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
        self.userAgent = userAgent
    }

    /// Sends a request and returns the answer when its status is 2xx; classifies everything else.
    public func send(
        _ url: String,
        method: HTTPMethod = .GET,
        headers: [(String, String)] = [],
        body: Data? = nil
    ) async throws(ProviderFailure) -> UpstreamResponse {
        let answer = try await exchange(url, method: method, headers: headers, body: body)
        if let failure = Self.failure(forStatus: answer.status) { throw failure }
        return answer
    }

    /// Sends a request and returns the answer whatever its status, for providers whose error bodies
    /// say more than the status does (Google's quota reasons, LibreTranslate's key messages).
    /// Transport failures still throw.
    public func exchange(
        _ url: String,
        method: HTTPMethod = .GET,
        headers: [(String, String)] = [],
        body: Data? = nil
    ) async throws(ProviderFailure) -> UpstreamResponse {
        var request = HTTPClientRequest(url: url)
        request.method = method
        request.headers.add(name: "User-Agent", value: userAgent)
        request.headers.add(name: "Accept", value: "application/json")
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        if let body { request.body = .bytes(ByteBuffer(bytes: body)) }
        let response: HTTPClientResponse
        let bytes: ByteBuffer
        do {
            (response, bytes) = try await exchange(request)
        } catch let failure as ProviderFailure {
            throw failure
        } catch let error as HTTPClientError where error == .deadlineExceeded || error == .readTimeout || error == .connectTimeout {
            throw .timeout
        } catch let error as NIOTooManyBytesError {
            throw .malformed("answer larger than \(error.maxBytes ?? maxBodyBytes) bytes")
        } catch {
            throw .unreachable(Self.describe(error))
        }
        return UpstreamResponse(
            status: Int(response.status.code), contentType: response.headers.first(name: "Content-Type"), body: Data(bytes.readableBytesView))
    }

    /// How a non-2xx status is understood when the body says nothing more; nil for 2xx.
    public static func failure(forStatus status: Int) -> ProviderFailure? {
        switch status {
        case 200..<300: nil
        case 429: .rateLimited
        case 500...: .serverError(status: status)
        default: .rejected("HTTP \(status)")
        }
    }

    /// Sends the request and reads the whole body, all within `timeout`: the client's own deadline stops
    /// at the response head, and a slow body or a stalled connection must time out too.
    private func exchange(_ request: HTTPClientRequest) async throws -> (HTTPClientResponse, ByteBuffer) {
        try await withDeadline(timeout) {
            let response = try await httpClient.execute(request, timeout: .init(timeout))
            return (response, try await response.body.collect(upTo: maxBodyBytes))
        }
    }

    /// Decodes a JSON answer, refusing other content types and reporting what went wrong without the body.
    public func decodeJSON<T: Decodable>(_ type: T.Type, from response: UpstreamResponse) throws(ProviderFailure) -> T {
        if let contentType = response.contentType?.lowercased(), !contentType.contains("json") {
            throw .malformed("expected JSON, got \(contentType)")
        }
        do {
            return try JSONDecoder().decode(T.self, from: response.body)
        } catch {
            throw .malformed("unexpected JSON (\(Self.describe(error)))")
        }
    }

    /// A short, URL-free description of a transport or decoding error: for an answer of the wrong shape,
    /// which field and what it should have held ("field rates.EUR: expected a number").
    static func describe(_ error: any Error) -> String {
        switch error {
        case let decoding as DecodingError:
            switch decoding {
            case .keyNotFound(let key, let context): "missing field \(path(context.codingPath + [key]))"
            case .typeMismatch(let expected, let context): "\(place(context.codingPath)): expected \(kind(of: expected))"
            case .valueNotFound(let expected, let context): "\(place(context.codingPath)): expected \(kind(of: expected)), found null"
            case .dataCorrupted(let context): context.codingPath.isEmpty ? "not valid JSON" : "\(place(context.codingPath)): bad value"
            @unknown default: "undecodable"
            }
        case let client as HTTPClientError: "\(client)"
        default: String(describing: type(of: error))
        }
    }

    private static func place(_ codingPath: [any CodingKey]) -> String {
        codingPath.isEmpty ? "the answer" : "field \(path(codingPath))"
    }

    /// `translations[0].text`.
    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.reduce(into: "") { text, key in
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
    }

    /// The JSON kind a Swift type is decoded from.
    private static func kind(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is any BinaryInteger.Type: "an integer"
        case is any BinaryFloatingPoint.Type, is Decimal.Type: "a number"
        case is [Any].Type: "a list"
        case is [String: Any].Type: "an object"
        default: "\(type)"
        }
    }
}

extension HTTPClient {
    /// The process's one client for upstream providers, configured as `HTTPClient.shared` except that a
    /// connection that cannot be made (refused, no route, no name) fails at once instead of being tried
    /// again until the request's deadline — offline, the offline answer comes without waiting — and that
    /// connecting gives up after 3 seconds.
    public static let upstream: HTTPClient = {
        var configuration = HTTPClient.Configuration.singletonConfiguration
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.timeout.connect = .seconds(3)
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }()
}
