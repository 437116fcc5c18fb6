import Foundation
import Testing

@testable import BaluchonCore

@Suite("Image headers: format and size read before anything decodes the image")
struct ImageHeaderTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Fixtures/ocr")

    static func bytes(_ values: [Int]) -> Data { Data(values.map { UInt8($0) }) }

    /// A PNG signature and IHDR chunk claiming `width` × `height`, and nothing after.
    static func png(width: Int, height: Int) -> Data {
        var data = bytes([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + Data("IHDR".utf8)
        for value in [width, height] { data += bytes([value >> 24 & 0xFF, value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF]) }
        return data + bytes([8, 2, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test("The committed images: PNG and TIFF sizes as their headers give them")
    func fixtures() throws {
        let png = try ImageHeader.checked(Data(contentsOf: Self.fixtures.appendingPathComponent("menu-fra.png")))
        #expect(png == ImageHeader(format: .png, width: 804, height: 1264))
        let tiff = try ImageHeader.checked(Data(contentsOf: Self.fixtures.appendingPathComponent("phototest.tif")))
        #expect(tiff == ImageHeader(format: .tiff, width: 640, height: 480))
    }

    static let riff: Data = Data("RIFF".utf8) + Data(count: 4)
    static let jpeg: Data = bytes([0xFF, 0xD8, 0xFF, 0xE0, 0, 6, 0x4A, 0x46, 0x49, 0x46, 0xFF, 0xFF, 0xC2, 0, 11, 8, 0x03, 0x20, 0x04, 0xB0, 3])
    static let gif: Data = Data("GIF89a".utf8) + bytes([0x40, 0x01, 0xF0, 0x00])
    static let bmp: Data = Data("BM".utf8) + Data(count: 16) + bytes([0x00, 0x04, 0, 0, 0x00, 0xFD, 0xFF, 0xFF])
    static let tiff: Data = bytes([
        0x4D, 0x4D, 0, 0x2A, 0, 0, 0, 8, 0, 2, 1, 0, 0, 3, 0, 0, 0, 1, 0x07, 0x80, 0, 0, 1, 1, 0, 4, 0, 0, 0, 1, 0, 0, 0x04, 0x38,
    ])
    static let webpExtended: Data = riff + Data("WEBPVP8X".utf8) + Data(count: 8) + bytes([0x7F, 0x02, 0, 0xDF, 0x01, 0])
    static let webpLossless: Data = riff + Data("WEBPVP8L".utf8) + Data(count: 4) + bytes([0x2F, 0x7F, 0xC2, 0x77, 0x00])
    static let webpLossy: Data = riff + Data("WEBPVP8 ".utf8) + Data(count: 7) + bytes([0x9D, 0x01, 0x2A, 0x80, 0x02, 0xE0, 0x01])

    @Test("JPEG (past its APP segments), GIF, BMP, big-endian TIFF and the three kinds of WebP")
    func formats() throws {
        let samples: [(Data, ImageHeader)] = [
            (Self.jpeg, ImageHeader(format: .jpeg, width: 1200, height: 800)),
            (Self.gif, ImageHeader(format: .gif, width: 320, height: 240)),
            (Self.bmp, ImageHeader(format: .bmp, width: 1024, height: 768)),
            (Self.tiff, ImageHeader(format: .tiff, width: 1920, height: 1080)),
            (Self.webpExtended, ImageHeader(format: .webp, width: 640, height: 480)),
            (Self.webpLossless, ImageHeader(format: .webp, width: 640, height: 480)),
            (Self.webpLossy, ImageHeader(format: .webp, width: 640, height: 480)),
        ]
        for (data, expected) in samples {
            #expect(try ImageHeader.checked(data) == expected)
        }
    }

    @Test("Text, a PDF and an empty file are no image")
    func notImages() {
        for data in [Data("Bonjour".utf8), Data("%PDF-1.7\n".utf8), Data()] {
            #expect(throws: OCRError.notAnImage) { try ImageHeader.checked(data) }
        }
    }

    @Test("A header cut short or without a size is unreadable")
    func unreadable() {
        #expect(throws: OCRError.unreadableImage) { try ImageHeader.checked(Self.png(width: 10, height: 10).prefix(20)) }
        #expect(throws: OCRError.unreadableImage) { try ImageHeader.checked(Self.png(width: 0, height: 10)) }
        #expect(throws: OCRError.unreadableImage) { try ImageHeader.checked(Self.bytes([0xFF, 0xD8, 0xFF, 0xD9])) }
    }

    @Test("A decompression bomb: 50 000 × 50 000 pixels claimed in 33 bytes is refused from its header")
    func bomb() {
        #expect(throws: OCRError.tooManyPixels(width: 50_000, height: 50_000, limit: ImageHeader.maximumPixels)) {
            try ImageHeader.checked(Self.png(width: 50_000, height: 50_000))
        }
        #expect(throws: Never.self) { try ImageHeader.checked(Self.png(width: 8000, height: 5000)) }
        #expect(throws: OCRError.self) { try ImageHeader.checked(Self.png(width: 8001, height: 5000)) }
    }

    @Test("Over 20 MB is too large, whatever it holds")
    func tooLarge() {
        let data = Self.png(width: 10, height: 10) + Data(count: ImageHeader.maximumBytes)
        #expect(throws: OCRError.imageTooLarge(limit: ImageHeader.maximumBytes)) { try ImageHeader.checked(data) }
    }
}
