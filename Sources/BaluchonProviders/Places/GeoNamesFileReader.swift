import BaluchonCore
import Foundation

/// Streams the lines of a GeoNames file as GeoNames publishes it — plain text, gzip, or a zip holding
/// the `.txt` — without holding the file in memory, and says how much of it has been read.
struct GeoNamesFileReader {
    let url: URL
    static let chunkSize = 1 << 20

    /// Calls `body` with each line (line break removed) and its number; `progress` with bytes read and total.
    func forEachLine(
        progress: (_ read: UInt64, _ total: UInt64) -> Void,
        _ body: (ArraySlice<UInt8>, Int) throws(GeoNamesDataError) -> Void
    ) throws(GeoNamesDataError) {
        guard let handle = try? FileHandle(forReadingFrom: url),
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.uint64Value
        else { throw .unreadableFile(path: url.path) }
        defer { try? handle.close() }
        var splitter = LineSplitter()
        let start = try read(handle, count: 4)
        var remaining = size
        var inflater: Inflater?
        if start.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
            let entry = try ZipDirectory.dataEntry(in: handle, fileSize: size)
            try? handle.seek(toOffset: entry.dataOffset)
            remaining = entry.compressedSize
            inflater = entry.method == 8 ? try Inflater(.rawDeflate) : nil
        } else {
            try? handle.seek(toOffset: 0)
            inflater = start.starts(with: [0x1F, 0x8B]) ? try Inflater(.gzip) : nil
        }
        var consumed: UInt64 = size - remaining
        while remaining > 0 {
            let chunk = try read(handle, count: Int(min(UInt64(Self.chunkSize), remaining)))
            guard !chunk.isEmpty else { break }
            remaining -= UInt64(chunk.count)
            consumed += UInt64(chunk.count)
            if let inflater {
                try inflater.push(chunk) { output throws(GeoNamesDataError) in try splitter.feed(output, body) }
                if inflater.finished { break }
            } else {
                try splitter.feed(chunk[...], body)
            }
            progress(consumed, size)
        }
        if let inflater, !inflater.finished { throw .unrecognizedFile(reason: "the compressed data ends too early") }
        try splitter.finish(body)
        progress(size, size)
    }

    private func read(_ handle: FileHandle, count: Int) throws(GeoNamesDataError) -> [UInt8] {
        do {
            return [UInt8](try handle.read(upToCount: count) ?? Data())
        } catch {
            throw .unreadableFile(path: url.path)
        }
    }
}
