import AsyncHTTPClient
import BaluchonCore
import Foundation
import NIOCore
import NIOHTTP1

/// HTTP for regions: the catalogue, extracts (resumed with a `Range` request on the partial file),
/// their published `.md5` and their sizes and dates (`HEAD`).
public struct RegionDownloader: Sendable {
    /// Progress of one download: bytes on disk, and the whole file's size when the server tells it.
    public struct Progress: Sendable {
        public var bytes: Int64
        public var totalBytes: Int64?
    }

    /// A client of its own: a download may last long, but a connection silent for a minute is dropped.
    static let client: HTTPClient = {
        var configuration = HTTPClient.Configuration.singletonConfiguration
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.timeout = .init(connect: .seconds(10), read: .seconds(60))
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }()

    let userAgent: String

    public init(userAgent: String) {
        self.userAgent = userAgent
    }

    /// A whole small body (the catalogue, a checksum), at most `limit` bytes; `unreachable(reason)` is the error
    /// when the server cannot be reached, or a `file://` address names no file.
    public func get(_ url: String, limit: Int, unreachable: (LocalizedText) -> RegionError) async throws -> Data {
        if let file = Self.fileURL(url) {
            guard let data = FileManager.default.contents(atPath: file.path) else {
                throw unreachable(LocalizedText("region.file.missing", ["path": "\(file.path)"]))
            }
            return data
        }
        let response: HTTPClientResponse
        do {
            response = try await send(makeRequest(url), timeout: .minutes(5))
        } catch is Unreachable {
            throw unreachable(LocalizedText("provider.failure.unreachable"))
        }
        try Self.check(response.status)
        do {
            return Data(try await response.body.collect(upTo: limit).readableBytesView)
        } catch {
            throw RegionError.downloadInterrupted(receivedBytes: 0)
        }
    }

    /// The hexadecimal MD5 Geofabrik publishes beside an extract (`<url>.md5`: "<hex>  <file name>").
    public func publishedMD5(of url: String) async throws -> String {
        let text = String(decoding: try await get(url + ".md5", limit: 4_096) { _ in .downloadInterrupted(receivedBytes: 0) }, as: UTF8.self)
        guard let hex = text.split(whereSeparator: \.isWhitespace).first.map({ $0.lowercased() }), hex.count == 32,
            hex.allSatisfy(\.isHexDigit)
        else { throw RegionError.checksumMismatch(expected: "?", actual: "") }
        return hex
    }

    /// The size and date a `HEAD` request tells; nil values when the server does not say or cannot be reached.
    public func head(_ url: String) async -> (size: Int64?, lastModified: Date?) {
        var request = makeRequest(url)
        request.method = .HEAD
        guard let response = try? await send(request, timeout: .seconds(10)), response.status == .ok else { return (nil, nil) }
        return (response.headers.first(name: "Content-Length").flatMap { Int64($0) }, Self.date(response.headers))
    }

    /// Downloads `url` into `partial`, continuing what an earlier try left there; returns the
    /// `Last-Modified` date. A dropped connection keeps what arrived and throws ``RegionError/downloadInterrupted(receivedBytes:)``.
    public func download(_ url: String, into partial: URL, progress: @escaping @Sendable (Progress) -> Void) async throws -> Date? {
        let manager = FileManager.default
        if !manager.fileExists(atPath: partial.path) { manager.createFile(atPath: partial.path, contents: nil) }
        let handle = try FileHandle(forWritingTo: partial)
        defer { try? handle.close() }
        var offset = Int64(try handle.seekToEnd())
        var request = makeRequest(url)
        if offset > 0 { request.headers.add(name: "Range", value: "bytes=\(offset)-") }
        let response: HTTPClientResponse
        do {
            response = try await send(request, timeout: .hours(12))
        } catch is Unreachable {
            throw RegionError.downloadInterrupted(receivedBytes: Int(offset))
        }
        let lastModified = Self.date(response.headers)
        var total = response.headers.first(name: "Content-Length").flatMap { Int64($0) }
        switch response.status {
        case .partialContent:
            total =
                response.headers.first(name: "Content-Range").flatMap { $0.split(separator: "/").last.flatMap { Int64($0) } }
                ?? total.map { $0 + offset }
        case .rangeNotSatisfiable where offset > 0:
            // The earlier try had received the whole file.
            progress(Progress(bytes: offset, totalBytes: offset))
            return lastModified
        case .ok:
            try handle.truncate(atOffset: 0)
            offset = 0
        default:
            try Self.check(response.status)
        }
        progress(Progress(bytes: offset, totalBytes: total))
        do {
            for try await buffer in response.body {
                try handle.write(contentsOf: Data(buffer.readableBytesView))
                offset += Int64(buffer.readableBytes)
                progress(Progress(bytes: offset, totalBytes: total))
            }
        } catch is CancellationError {
            throw RegionError.interrupted
        } catch {
            throw RegionError.downloadInterrupted(receivedBytes: Int(offset))
        }
        if let total, offset < total { throw RegionError.downloadInterrupted(receivedBytes: Int(offset)) }
        return lastModified
    }

    private func makeRequest(_ url: String) -> HTTPClientRequest {
        var request = HTTPClientRequest(url: url)
        request.headers.add(name: "User-Agent", value: userAgent)
        return request
    }

    private func send(_ request: HTTPClientRequest, timeout: TimeAmount) async throws -> HTTPClientResponse {
        do {
            return try await Self.client.execute(request, timeout: timeout)
        } catch is CancellationError {
            throw RegionError.interrupted
        } catch {
            throw Unreachable()
        }
    }

    /// The server could not be reached: each caller says what that means for it, in the reader's words.
    struct Unreachable: Error {}

    private static func check(_ status: HTTPResponseStatus) throws {
        guard (200..<300).contains(status.code) else { throw RegionError.downloadRefused(status: Int(status.code)) }
    }

    static func fileURL(_ url: String) -> URL? {
        guard let parsed = URL(string: url), parsed.scheme?.lowercased() == "file" else { return nil }
        return parsed
    }

    /// An HTTP date header: "Wed, 21 Oct 2015 07:28:00 GMT".
    private static func date(_ headers: HTTPHeaders) -> Date? {
        guard let text = headers.first(name: "Last-Modified") else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text)
    }
}
