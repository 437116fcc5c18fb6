import BaluchonCore
import Foundation
import SystemZlib

/// Streaming inflate over the system zlib, for files too large to hold whole (allCountries.zip
/// inflates to 1.5 GB) in gzip framing, concatenated members too (zip entries go through ZIPFoundation).
final class Inflater {
    private let stream: UnsafeMutablePointer<z_stream>
    private var output = [UInt8](repeating: 0, count: 1 << 18)
    private(set) var finished = false

    init() throws(GeoNamesDataError) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        guard inflateInit2_(stream, 15 + 32, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            stream.deinitialize(count: 1)
            stream.deallocate()
            throw .unrecognizedFile(reason: "zlib did not start")
        }
    }

    deinit {
        inflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Inflates `input`, handing each piece of output to `sink`.
    func push(_ input: [UInt8], into sink: (ArraySlice<UInt8>) throws(GeoNamesDataError) -> Void) throws(GeoNamesDataError) {
        guard !input.isEmpty, !finished else { return }
        var pending = input[...]
        while !pending.isEmpty && !finished {
            let (consumed, produced, status) = pending.withUnsafeBytes { inputBytes in
                output.withUnsafeMutableBytes { outputBytes in
                    stream.pointee.next_in = UnsafeMutablePointer(mutating: inputBytes.bindMemory(to: Bytef.self).baseAddress)
                    stream.pointee.avail_in = uInt(inputBytes.count)
                    stream.pointee.next_out = outputBytes.bindMemory(to: Bytef.self).baseAddress
                    stream.pointee.avail_out = uInt(outputBytes.count)
                    let status = inflate(stream, Z_NO_FLUSH)
                    return (inputBytes.count - Int(stream.pointee.avail_in), outputBytes.count - Int(stream.pointee.avail_out), status)
                }
            }
            pending = pending.dropFirst(consumed)
            if produced > 0 { try sink(output[0..<produced]) }
            switch status {
            case Z_OK:
                if consumed == 0 && produced == 0 { throw .unrecognizedFile(reason: "the compressed data does not progress") }
            case Z_STREAM_END:
                if !pending.isEmpty {
                    inflateReset(stream)  // Another gzip member follows.
                } else {
                    finished = true
                }
            case Z_BUF_ERROR:
                if consumed == 0 && produced == 0 { return }
            default:
                throw .unrecognizedFile(reason: "the compressed data is damaged (zlib \(status))")
            }
        }
    }
}
