import BaluchonCore
import Foundation
import ZIPFoundation

/// Streams the lines of a GeoNames file as GeoNames publishes it — plain text, gzip, or a zip holding
/// the `.txt` — without holding the file in memory, and says how much of it has been read.
package struct GeoNamesFileReader {
    let url: URL
    static let chunkSize = 1 << 20

    package init(url: URL) { self.url = url }

    /// Calls `body` with each line (line break removed) and its number; `progress` with bytes read and total.
    package func forEachLine(
        progress: (_ read: UInt64, _ total: UInt64) -> Void,
        _ body: (ArraySlice<UInt8>, Int) throws(GeoNamesDataError) -> Void
    ) throws(GeoNamesDataError) {
        guard let handle = try? FileHandle(forReadingFrom: url),
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.uint64Value
        else { throw .unreadableFile(path: url.path) }
        defer { try? handle.close() }
        var splitter = LineSplitter()
        let start = try read(handle, count: 4)
        if start.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
            try? handle.seek(toOffset: size - min(size, UInt64(ZipEndRecord.reach)))
            guard ZipEndRecord.isPresent(inTail: try read(handle, count: ZipEndRecord.reach)) else {
                throw .unrecognizedFile(reason: LocalizedText("error.corrupt_import_file.reason.zipNoDirectory"))
            }
            try forEachZippedChunk(fileSize: size, progress: progress) { chunk throws(GeoNamesDataError) in try splitter.feed(chunk, body) }
        } else {
            try? handle.seek(toOffset: 0)
            let inflater = start.starts(with: [0x1F, 0x8B]) ? Inflater(.gzipOrZlib) : nil
            var consumed: UInt64 = 0
            while true {
                let chunk = try read(handle, count: Self.chunkSize)
                guard !chunk.isEmpty else { break }
                consumed += UInt64(chunk.count)
                if let inflater {
                    inflater.push(chunk)
                    while let output = try nextPiece(of: inflater) { try splitter.feed(output, body) }
                } else {
                    try splitter.feed(chunk[...], body)
                }
                progress(consumed, size)
            }
            if let inflater, !inflater.finished { throw .unrecognizedFile(reason: Self.reason(Inflater.Failure.truncated)) }
        }
        try splitter.finish(body)
        progress(size, size)
    }

    /// The first `.txt` entry that is not a readme (`cities500.zip` holds `cities500.txt`, `FR.zip` holds `FR.txt`
    /// and `readme.txt`), found by ZIPFoundation and streamed through its inflate a megabyte at a time; the CRC-32
    /// must match. Progress is told in the zip's bytes, in proportion to what has been inflated.
    private func forEachZippedChunk(
        fileSize: UInt64, progress: (_ read: UInt64, _ total: UInt64) -> Void,
        _ sink: (ArraySlice<UInt8>) throws(GeoNamesDataError) -> Void
    ) throws(GeoNamesDataError) {
        let archive: Archive
        do {
            archive = try Archive(url: url, accessMode: .read)
        } catch {
            throw .unrecognizedFile(reason: LocalizedText("error.corrupt_import_file.reason.zipUnreadableDirectory"))
        }
        let isData = { (entry: Entry) in
            entry.type == .file && entry.path.lowercased().hasSuffix(".txt") && !entry.path.lowercased().contains("readme")
        }
        guard let entry = archive.first(where: isData) else {
            throw .unrecognizedFile(reason: LocalizedText("error.corrupt_import_file.reason.zipNoText"))
        }
        let total = max(entry.uncompressedSize, 1)
        var inflated: UInt64 = 0
        do {
            let checksum = try archive.extract(entry, bufferSize: Self.chunkSize) { data in
                try sink([UInt8](data)[...])
                inflated += UInt64(data.count)
                progress(UInt64(Double(fileSize) * min(1, Double(inflated) / Double(total))), fileSize)
            }
            guard checksum == entry.checksum else {
                throw GeoNamesDataError.unrecognizedFile(reason: LocalizedText("error.corrupt_import_file.reason.zipChecksum"))
            }
        } catch let error as GeoNamesDataError {
            throw error
        } catch {
            throw .unrecognizedFile(reason: LocalizedText("error.corrupt_import_file.reason.zipDamaged"))
        }
    }

    private func nextPiece(of inflater: Inflater) throws(GeoNamesDataError) -> ArraySlice<UInt8>? {
        do {
            return try inflater.next()
        } catch {
            throw .unrecognizedFile(reason: Self.reason(error))
        }
    }

    /// Why the compressed data cannot be read, in each language.
    private static func reason(_ failure: Inflater.Failure) -> LocalizedText {
        switch failure {
        case .damaged(let status): LocalizedText("error.corrupt_import_file.reason.compressedDamaged", ["status": "\(status)"])
        case .truncated: LocalizedText("error.corrupt_import_file.reason.compressedTruncated")
        case .tooLarge(let limit): LocalizedText("error.corrupt_import_file.reason.compressedTooLarge", ["limit": "\(limit)"])
        }
    }

    private func read(_ handle: FileHandle, count: Int) throws(GeoNamesDataError) -> [UInt8] {
        do {
            return [UInt8](try handle.read(upToCount: count) ?? Data())
        } catch {
            throw .unreadableFile(path: url.path)
        }
    }
}
