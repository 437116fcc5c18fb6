import Foundation
import SystemZlib

/// Reads and writes gzip data through the system zlib; the shipped datasets are stored gzipped.
public enum Gzip {
    public enum Failure: Error, Equatable {
        case corrupt(String)
        case tooLarge(limit: Int)
    }

    /// Inflates `data` (gzip or zlib framing), refusing to grow past `limit` bytes.
    public static func decompress(_ data: Data, limit: Int = 1 << 30) throws(Failure) -> Data {
        var stream = z_stream()
        guard inflateInit2_(&stream, 15 + 32, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .corrupt("zlib did not start")
        }
        defer { inflateEnd(&stream) }
        var output = Data()
        let chunk = 1 << 16
        var buffer = [UInt8](repeating: 0, count: chunk)
        var input = [UInt8](data)
        let inputCount = input.count
        let status = input.withUnsafeMutableBufferPointer { inputBuffer -> Int32 in
            stream.next_in = inputBuffer.baseAddress
            stream.avail_in = uInt(inputCount)
            var result: Int32 = Z_OK
            repeat {
                result = buffer.withUnsafeMutableBufferPointer { out -> Int32 in
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(chunk)
                    let code = inflate(&stream, Z_NO_FLUSH)
                    output.append(out.baseAddress!, count: chunk - Int(stream.avail_out))
                    return code
                }
                if result == Z_STREAM_END, stream.avail_in > 0 {
                    // Concatenated gzip members: start the next one.
                    inflateReset(&stream)
                    result = Z_OK
                }
            } while result == Z_OK && output.count <= limit && (stream.avail_in > 0 || stream.avail_out == 0)
            return result
        }
        guard output.count <= limit else { throw .tooLarge(limit: limit) }
        guard status == Z_STREAM_END else {
            throw .corrupt(status == Z_BUF_ERROR ? "truncated data" : "invalid data (zlib \(status))")
        }
        return output
    }

    /// Compresses `data` in gzip framing.
    public static func compress(_ data: Data, level: Int32 = 9) throws(Failure) -> Data {
        var stream = z_stream()
        guard deflateInit2_(&stream, level, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
        else { throw .corrupt("zlib did not start") }
        defer { deflateEnd(&stream) }
        var input = [UInt8](data)
        let inputCount = input.count
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let bufferCount = buffer.count
        input.withUnsafeMutableBufferPointer { inputBuffer in
            stream.next_in = inputBuffer.baseAddress
            stream.avail_in = uInt(inputCount)
            var code: Int32 = Z_OK
            repeat {
                code = buffer.withUnsafeMutableBufferPointer { out -> Int32 in
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(bufferCount)
                    let result = deflate(&stream, Z_FINISH)
                    output.append(out.baseAddress!, count: bufferCount - Int(stream.avail_out))
                    return result
                }
            } while code == Z_OK
        }
        return output
    }
}
