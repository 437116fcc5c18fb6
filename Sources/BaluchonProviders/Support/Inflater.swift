import SystemZlib

/// Streaming inflate over the system zlib, the one inflate of the project: gzip or zlib framing (concatenated
/// gzip members too) for our datasets and GeoNames files, raw deflate for zip entries. Output comes a piece at
/// a time, so a file too large to hold whole (allCountries.zip inflates to 1.5 GB) is never held, and stops
/// with an error as soon as it would pass `limit`, so a zip bomb costs no more than the limit.
final class Inflater {
    enum Framing {
        /// gzip or zlib, told apart by their header; another gzip member may follow the end of one.
        case gzipOrZlib
        /// Deflate data with no header, as zip entries hold it.
        case raw

        var windowBits: Int32 {
            switch self {
            case .gzipOrZlib: 15 + 32
            case .raw: -15
            }
        }
    }

    enum Failure: Error, Equatable, CustomStringConvertible {
        case damaged(zlibStatus: Int32)
        /// The input ended before the compressed data did.
        case truncated
        case tooLarge(limit: Int)

        var description: String {
            switch self {
            case .damaged(let status): "the compressed data is damaged (zlib \(status))"
            case .truncated: "the compressed data ends too early"
            case .tooLarge(let limit): "the data expands beyond \(limit) bytes"
            }
        }
    }

    let framing: Framing
    let limit: Int
    private let stream: UnsafeMutablePointer<z_stream>
    private var input: [UInt8] = []
    private var consumed = 0
    private var buffer = [UInt8](repeating: 0, count: 1 << 18)
    /// Bytes produced so far.
    private(set) var produced = 0
    /// Whether the compressed data has ended with the input pushed so far.
    private(set) var finished = false

    init(_ framing: Framing, limit: Int = .max) {
        self.framing = framing
        self.limit = limit
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        // Fails only without memory, which the allocations above would have met first.
        let status = inflateInit2_(stream, framing.windowBits, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        precondition(status == Z_OK, "zlib's inflateInit2 failed (\(status))")
    }

    deinit {
        inflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Inflates the whole of `data`, which must hold the whole compressed data.
    static func inflate(_ data: [UInt8], _ framing: Framing, limit: Int) throws(Failure) -> [UInt8] {
        let inflater = Inflater(framing, limit: limit)
        inflater.push(data)
        var output: [UInt8] = []
        while let piece = try inflater.next() { output.append(contentsOf: piece) }
        guard inflater.finished else { throw .truncated }
        return output
    }

    /// Hands over more compressed data; ``next()`` then inflates it. In gzip framing, data after the end of
    /// a member is the next member.
    func push(_ data: [UInt8]) {
        if finished && framing == .gzipOrZlib && !data.isEmpty {
            inflateReset(stream)
            finished = false
        }
        input = consumed < input.count ? Array(input[consumed...]) + data : data
        consumed = 0
    }

    /// The next piece of output, or nil once the input pushed so far is used up or the data has ended.
    func next() throws(Failure) -> ArraySlice<UInt8>? {
        while !finished && consumed < input.count {
            let (read, written, status) = input.withUnsafeBytes { inputBytes in
                buffer.withUnsafeMutableBytes { outputBytes in
                    let pending = UnsafeRawBufferPointer(rebasing: inputBytes[consumed...])
                    stream.pointee.next_in = UnsafeMutablePointer(mutating: pending.bindMemory(to: Bytef.self).baseAddress)
                    stream.pointee.avail_in = uInt(pending.count)
                    stream.pointee.next_out = outputBytes.bindMemory(to: Bytef.self).baseAddress
                    stream.pointee.avail_out = uInt(outputBytes.count)
                    let status = SystemZlib.inflate(stream, Z_NO_FLUSH)
                    return (pending.count - Int(stream.pointee.avail_in), outputBytes.count - Int(stream.pointee.avail_out), status)
                }
            }
            consumed += read
            produced += written
            guard produced <= limit else { throw .tooLarge(limit: limit) }
            switch status {
            case Z_OK:
                if read == 0 && written == 0 { throw .damaged(zlibStatus: status) }
            case Z_STREAM_END:
                if framing == .gzipOrZlib && consumed < input.count {
                    inflateReset(stream)  // Another gzip member follows.
                } else {
                    finished = true
                }
            case Z_BUF_ERROR:
                if read == 0 && written == 0 { return nil }
            default:
                throw .damaged(zlibStatus: status)
            }
            if written > 0 { return buffer[0..<written] }
        }
        return nil
    }
}
