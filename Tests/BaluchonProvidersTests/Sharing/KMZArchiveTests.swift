import BaluchonCore
import BaluchonProviders
import Foundation
import Testing

@Suite("KMZ archives: written, read, and refused when hostile", .timeLimit(.minutes(5)))
struct KMZArchiveTests {
    static let kml = Data("<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Document><Placemark><name>x</name></Placemark></Document></kml>".utf8)

    @Test("What we write, we read, and unzip reads it too")
    func roundTrip() throws {
        let kmz = try KMZArchive.archive(kml: Self.kml)
        #expect(try KMZArchive.kml(from: kmz) == Self.kml)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("t-\(UUID()).kmz")
        try kmz.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let read = try Self.python(
            "import zipfile,sys; z=zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; print(z.namelist()[0])", file.path)
        #expect(String(decoding: read, as: UTF8.self) == "doc.kml\n")
    }

    @Test("A KMZ from another ZIP writer reads: doc.kml beside images, streamed with data descriptors")
    func otherWriter() throws {
        // Written to a pipe, Python's zipfile cannot seek back: sizes follow each entry, as phones stream them.
        let script = """
            import sys, zipfile
            with zipfile.ZipFile(sys.stdout.buffer, "w", zipfile.ZIP_DEFLATED) as z:
                z.writestr("images/pin.png", bytes(range(256)) * 4)
                z.writestr("doc.kml", sys.argv[1])
            """
        let kml = """
            <kml xmlns="http://www.opengis.net/kml/2.2"><Document><Folder><name>Lacs</name>\
            <Placemark><name>Annecy</name><Point><coordinates>6.1294,45.8992</coordinates></Point></Placemark></Folder></Document></kml>
            """
        let kmz = try Self.python(script, kml)
        #expect(kmz[6] & 0x08 != 0, "the first entry's sizes come after its data")
        let places = try PlaceFiles.read(try KMZArchive.kml(from: kmz), as: .kml)
        #expect(places.map(\.name) == ["Annecy"] && places.first?.group == "Lacs")
    }

    @Test("Two files of one name refuse the archive: no guessing which is the list")
    func duplicateNames() throws {
        let script = """
            import sys, warnings, zipfile
            warnings.simplefilter("ignore")
            with zipfile.ZipFile(sys.stdout.buffer, "w", zipfile.ZIP_DEFLATED) as z:
                z.writestr("doc.kml", sys.argv[1])
                z.writestr("DOC.kml", sys.argv[1].replace("x", "y"))
            """
        let kmz = try Self.python(script, String(decoding: Self.kml, as: UTF8.self))
        #expect(
            throws: PlaceFileError.archiveRefused(
                reason: LocalizedText("file.kmz.duplicateName", ["value": "DOC.kml"]))
        ) { try KMZArchive.kml(from: kmz) }
    }

    /// What a Python script prints, stopped after 20 seconds.
    static func python(_ script: String, _ arguments: String...) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 20, execute: watchdog)
        let read = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        #expect(process.terminationStatus == 0)
        return read
    }

    /// An archive with one entry, made by renaming ours: names of the same length keep every offset right.
    static func renamed(to name: String) throws -> Data {
        var bytes = [UInt8](try KMZArchive.archive(kml: kml))
        let old = Array("doc.kml".utf8)
        let new = Array(name.utf8)
        precondition(new.count == old.count)
        var index = 0
        while index + old.count <= bytes.count {
            if Array(bytes[index..<index + old.count]) == old { bytes.replaceSubrange(index..<index + old.count, with: new) }
            index += 1
        }
        return Data(bytes)
    }

    @Test("Names leading out of the archive refuse it", arguments: ["../a.kml", "/etc/.km", "C:a.kml", "a\\b.kml"])
    func traversal(name: String) {
        let padded = name.padding(toLength: 7, withPad: "x", startingAt: 0)
        #expect(throws: PlaceFileError.self) { try KMZArchive.kml(from: Self.renamed(to: padded)) }
    }

    @Test("A zip bomb is refused without being inflated in full")
    func bomb() throws {
        let huge = Data(repeating: UInt8(ascii: " "), count: 64 * 1_048_576)
        let kmz = try KMZArchive.archive(kml: huge)
        #expect(kmz.count < 200_000)
        #expect(throws: PlaceFileError.tooLarge(maximumBytes: PlaceFiles.maximumBytes)) { try KMZArchive.kml(from: kmz) }
    }

    @Test("A zip bomb that lies about its size is stopped while inflating, past 20 MB")
    func lyingBomb() throws {
        var bytes = [UInt8](try KMZArchive.archive(kml: Data(repeating: UInt8(ascii: " "), count: 64 * 1_048_576)))
        let central = try #require((0..<bytes.count - 4).first { bytes[$0..<$0 + 4].elementsEqual([0x50, 0x4B, 0x01, 0x02]) })
        bytes.replaceSubrange(central + 24..<central + 28, with: [0xE8, 0x03, 0, 0])  // "1,000 bytes once inflated"
        bytes.replaceSubrange(22..<26, with: [0xE8, 0x03, 0, 0])  // the local header tells the same lie
        #expect(
            throws: PlaceFileError.archiveRefused(
                reason: LocalizedText("file.kmz.expandsTooMuch", ["megabytes": "20"]))
        ) { try KMZArchive.kml(from: Data(bytes)) }
    }

    @Test("A deflate stream that runs on to the end of the archive is refused, not inflated forever")
    func endlessStream() throws {
        // A stored block announcing 60,000 bytes where 10 follow: ZIPFoundation's own inflate would wait for more.
        let script = """
            import struct, sys
            body = bytes([0]) + struct.pack("<HH", 60000, 60000 ^ 0xFFFF) + b"x" * 10
            name = b"doc.kml"
            local = struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, 0, 8, 0, 0x21, 0, len(body), 60000, len(name), 0) + name
            central = struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, 0, 8, 0, 0x21, 0, len(body), 60000, len(name), 0, 0, 0, 0, 0, 0)
            end = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, 1, 1, len(central) + len(name), len(local) + len(body), 0)
            sys.stdout.buffer.write(local + body + central + name + end)
            """
        let kmz = try Self.python(script)
        #expect(throws: PlaceFileError.archiveRefused(reason: LocalizedText("file.kmz.damaged"))) {
            try KMZArchive.kml(from: kmz)
        }
    }

    @Test("Of several local headers named like the entry, only one is ever inflated: a damaged first is not retried on a second")
    func repeatedHeaders() throws {
        // Two local headers of doc.kml that both agree with the directory: the first holds damaged data,
        // the second the real list. The old reader inflated one after another (8 × 20 MB from 163 KB).
        let script = """
            import struct, sys, zlib
            kml = sys.argv[1].encode()
            packer = zlib.compressobj(9, zlib.DEFLATED, -15)
            good = packer.compress(kml) + packer.flush()
            bad = bytes([0xFF]) * len(good)
            name = b"doc.kml"
            crc = zlib.crc32(kml)
            def local(body):
                return struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, 0, 8, 0, 0x21, crc, len(body), len(kml), len(name), 0) + name + body
            first = local(bad)
            central = struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, 0, 8, 0, 0x21, crc, len(good), len(kml), len(name), 0, 0, 0, 0, 0, 0) + name
            records = first + local(good)
            end = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, 1, 1, len(central), len(records), 0)
            sys.stdout.buffer.write(records + central + end)
            """
        let kmz = try Self.python(script, String(decoding: Self.kml, as: UTF8.self))
        #expect(throws: PlaceFileError.archiveRefused(reason: LocalizedText("file.kmz.damaged"))) {
            try KMZArchive.kml(from: kmz)
        }
    }

    @Test("A large file with no ZIP directory at its end is refused at once", .timeLimit(.minutes(5)))
    func noDirectory() {
        #expect(
            throws: PlaceFileError.archiveRefused(reason: LocalizedText("file.kmz.notZIP"))
        ) { try KMZArchive.kml(from: Data(repeating: 0, count: PlaceFiles.maximumBytes)) }
    }

    @Test("Damage and non-archives are clear errors", arguments: [Data(), Data("PK\u{3}\u{4}nonsense".utf8), Data(repeating: 0, count: 100)])
    func damaged(data: Data) {
        #expect(throws: PlaceFileError.self) { try KMZArchive.kml(from: data) }
    }
}
