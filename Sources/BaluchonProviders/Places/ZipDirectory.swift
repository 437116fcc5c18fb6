import BaluchonCore
import Foundation

/// Finds the GeoNames text file inside a zip archive (`cities500.zip` holds `cities500.txt`,
/// `FR.zip` holds `FR.txt` and `readme.txt`) through the archive's central directory.
struct ZipDirectory {
    struct Entry {
        var name: String
        /// 0 stored, 8 deflated.
        var method: UInt16
        var dataOffset: UInt64
        var compressedSize: UInt64
    }

    /// The first `.txt` entry that is not a readme.
    static func dataEntry(in handle: FileHandle, fileSize: UInt64) throws(GeoNamesDataError) -> Entry {
        let tailLength = min(fileSize, 65_557)
        let tail = try read(handle, at: fileSize - tailLength, count: Int(tailLength))
        guard let end = stride(from: tail.count - 22, through: 0, by: -1).first(where: { signature(tail, $0) == 0x0605_4B50 }) else {
            throw .unrecognizedFile(reason: "the zip archive has no directory")
        }
        let entryCount = Int(uint16(tail, end + 10))
        let directorySize = UInt64(uint32(tail, end + 12))
        let directoryOffset = UInt64(uint32(tail, end + 16))
        guard directoryOffset != 0xFFFF_FFFF, directoryOffset + directorySize <= fileSize, directorySize < 64 << 20 else {
            throw .unrecognizedFile(reason: "zip64 archives and damaged directories are not supported")
        }
        let directory = try read(handle, at: directoryOffset, count: Int(directorySize))
        var position = 0
        for _ in 0..<entryCount {
            guard position + 46 <= directory.count, signature(directory, position) == 0x0201_4B50 else {
                throw .unrecognizedFile(reason: "the zip directory is damaged")
            }
            let nameLength = Int(uint16(directory, position + 28))
            let skip = nameLength + Int(uint16(directory, position + 30)) + Int(uint16(directory, position + 32))
            guard position + 46 + nameLength <= directory.count else { throw .unrecognizedFile(reason: "the zip directory is damaged") }
            let name = String(decoding: directory[(position + 46)..<(position + 46 + nameLength)], as: UTF8.self)
            let lower = name.lowercased()
            if lower.hasSuffix(".txt") && !lower.contains("readme") {
                let headerOffset = UInt64(uint32(directory, position + 42))
                let header = try read(handle, at: headerOffset, count: 30)
                guard signature(header, 0) == 0x0403_4B50 else { throw .unrecognizedFile(reason: "the zip entry header is damaged") }
                let dataOffset = headerOffset + 30 + UInt64(uint16(header, 26)) + UInt64(uint16(header, 28))
                let entry = Entry(
                    name: name, method: uint16(directory, position + 10), dataOffset: dataOffset,
                    compressedSize: UInt64(uint32(directory, position + 20)))
                guard entry.method == 0 || entry.method == 8 else {
                    throw .unrecognizedFile(reason: "zip compression method \(entry.method) is not supported")
                }
                return entry
            }
            position += 46 + skip
        }
        throw .unrecognizedFile(reason: "the zip archive holds no .txt file")
    }

    private static func read(_ handle: FileHandle, at offset: UInt64, count: Int) throws(GeoNamesDataError) -> [UInt8] {
        do {
            try handle.seek(toOffset: offset)
            let data = try handle.read(upToCount: count) ?? Data()
            guard data.count == count else { throw GeoNamesDataError.unrecognizedFile(reason: "the zip archive is truncated") }
            return [UInt8](data)
        } catch let error as GeoNamesDataError {
            throw error
        } catch {
            throw .unrecognizedFile(reason: "the zip archive cannot be read")
        }
    }

    private static func signature(_ bytes: [UInt8], _ at: Int) -> UInt32 { uint32(bytes, at) }

    private static func uint16(_ bytes: [UInt8], _ at: Int) -> UInt16 { UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8 }

    private static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(uint16(bytes, at)) | UInt32(uint16(bytes, at + 2)) << 16
    }
}
