import Foundation
import Testing

@testable import BaluchonProviders

@Suite("Inflating gzip, zlib and raw deflate data")
struct InflaterTests {
    static let text = Array(String(repeating: "Andorra la Vella, Encamp, Canillo. ", count: 20_000).utf8)

    static func gzip(_ bytes: [UInt8]) throws -> [UInt8] { [UInt8](try Gzip.compress(Data(bytes))) }

    @Test("valid gzip inflates whole, and two members one after the other inflate as one text")
    func valid() throws {
        let compressed = try Self.gzip(Self.text)
        #expect(try Inflater.inflate(compressed, .gzipOrZlib, limit: 1 << 30) == Self.text)
        let second = Array("et Ordino".utf8)
        #expect(try Inflater.inflate(compressed + (try Self.gzip(second)), .gzipOrZlib, limit: 1 << 30) == Self.text + second)
    }

    @Test("pushed a few bytes at a time, gzip comes out the same, members split anywhere")
    func streamed() throws {
        let compressed = try Self.gzip(Self.text) + (try Self.gzip(Self.text))
        let inflater = Inflater(.gzipOrZlib)
        var output: [UInt8] = []
        for start in stride(from: 0, to: compressed.count, by: 777) {
            inflater.push(Array(compressed[start..<min(compressed.count, start + 777)]))
            while let piece = try inflater.next() { output += piece }
        }
        #expect(inflater.finished)
        #expect(output == Self.text + Self.text)
    }

    @Test("raw deflate, as zip entries hold it, ignores what follows its end")
    func raw() throws {
        let gzip = try Self.gzip(Self.text)
        // A gzip member is a 10-byte header, raw deflate data, and an 8-byte trailer.
        let deflate = Array(gzip[10..<(gzip.count - 8)])
        #expect(try Inflater.inflate(deflate + [1, 2, 3], .raw, limit: 1 << 30) == Self.text)
    }

    @Test("data cut short is truncated, damaged data is damaged", arguments: [true, false])
    func truncatedOrDamaged(cut: Bool) throws {
        var compressed = try Self.gzip(Self.text)
        if cut {
            compressed.removeLast(compressed.count / 2)
            #expect(throws: Inflater.Failure.truncated) { try Inflater.inflate(compressed, .gzipOrZlib, limit: 1 << 30) }
        } else {
            for index in 20..<40 { compressed[index] ^= 0xFF }
            #expect {
                try Inflater.inflate(compressed, .gzipOrZlib, limit: 1 << 30)
            } throws: { error in
                guard case Inflater.Failure.damaged = error else { return false }
                return true
            }
        }
        #expect(throws: Gzip.Failure.self) { try Gzip.decompress(Data(compressed)) }
    }

    @Test("a bomb stops at the limit, having produced little more than it")
    func bomb() throws {
        let bomb = try Self.gzip([UInt8](repeating: 0, count: 64 << 20))
        #expect(bomb.count < 100_000)
        let inflater = Inflater(.gzipOrZlib, limit: 1 << 20)
        inflater.push(bomb)
        #expect(throws: Inflater.Failure.tooLarge(limit: 1 << 20)) { while try inflater.next() != nil {} }
        #expect(inflater.produced < 2 << 20)
        #expect(throws: Gzip.Failure.tooLarge(limit: 1 << 20)) { try Gzip.decompress(Data(bomb), limit: 1 << 20) }
    }
}
