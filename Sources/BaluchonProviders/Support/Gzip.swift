import Foundation
import SystemZlib

/// Reads (through ``Inflater``) and writes gzip data; the shipped datasets are stored gzipped.
public enum Gzip {
    public enum Failure: Error, Equatable {
        case corrupt(String)
        case tooLarge(limit: Int)
    }

    /// Inflates `data` (gzip or zlib framing), refusing to grow past `limit` bytes.
    public static func decompress(_ data: Data, limit: Int = 1 << 30) throws(Failure) -> Data {
        do {
            return Data(try Inflater.inflate([UInt8](data), .gzipOrZlib, limit: limit))
        } catch {
            switch error {
            case .tooLarge: throw .tooLarge(limit: limit)
            case .truncated: throw .corrupt("truncated data")
            case .damaged(let status): throw .corrupt("invalid data (zlib \(status))")
            }
        }
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
