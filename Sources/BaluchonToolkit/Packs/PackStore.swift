import BaluchonCore
import Crypto
import Foundation

/// The parts built so far, in `<data dir>/packs/`: each as `<part>-<key>.bin` with its description in
/// `<part>-<key>.json`, the key naming everything it was built from. A file is written under a
/// temporary name then renamed, so a reader never sees half a part. Parts not asked for in a day go, and
/// the oldest go while the folder holds more than `capacityBytes`.
struct PackStore: Sendable {
    /// What the manifest says of a built part.
    struct Built: Sendable, Codable, Equatable {
        var sha256: String
        var bytes: Int
        var count: Int?
        var dataDate: String?
    }

    static let keepFor: TimeInterval = 86_400
    let directory: URL
    let capacityBytes: Int

    func file(_ part: PackPartID, key: String) -> URL { directory.appendingPathComponent("\(part.rawValue)-\(key).bin") }
    func description(_ part: PackPartID, key: String) -> URL { directory.appendingPathComponent("\(part.rawValue)-\(key).json") }

    /// The built part's description, nil when it is not built (or was swept); marks it as asked for.
    func built(_ part: PackPartID, key: String) -> Built? {
        let url = description(part, key: key)
        guard let data = try? Data(contentsOf: url), let built = try? JSONDecoder().decode(Built.self, from: data),
            FileManager.default.fileExists(atPath: file(part, key: key).path)
        else { return nil }
        touch(part, key: key)
        return built
    }

    /// Marks a part as asked for now. Both writing and asking set the date from the same clock: a file's own
    /// write time comes from the kernel's coarser clock and can read earlier than a `Date()` taken just before.
    private func touch(_ part: PackPartID, key: String) {
        let now = Date()
        for touched in [description(part, key: key), file(part, key: key)] {
            try? FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: touched.path)
        }
    }

    /// Keeps a part's bytes and description; returns the description.
    func keep(_ bytes: Data, part: PackPartID, key: String, count: Int?, dataDate: String?) throws -> Built {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let built = Built(sha256: Array(SHA256.hash(data: bytes)).hex, bytes: bytes.count, count: count, dataDate: dataDate)
        try write(bytes, to: file(part, key: key))
        try write(try JSONEncoder().encode(built), to: description(part, key: key))
        touch(part, key: key)
        sweep()
        return built
    }

    private func write(_ data: Data, to url: URL) throws {
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// Drops the parts not asked for in a day, then the least recently asked for while over capacity; a
    /// part's bytes and description go together.
    func sweep(now: Date = Date()) {
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey]
        guard let urls = try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys) else { return }
        var parts: [String: (urls: [URL], date: Date, size: Int)] = [:]
        for url in urls where !url.lastPathComponent.hasPrefix(".") {
            guard let values = try? url.resourceValues(forKeys: Set(keys)) else { continue }
            let stem = url.deletingPathExtension().lastPathComponent
            var part = parts[stem] ?? ([], .distantPast, 0)
            part.urls.append(url)
            part.date = max(part.date, values.contentModificationDate ?? .distantPast)
            part.size += values.fileSize ?? 0
            parts[stem] = part
        }
        var oldestFirst = parts.values.sorted { $0.date < $1.date }[...]
        var total = oldestFirst.reduce(0) { $0 + $1.size }
        while let oldest = oldestFirst.first, total > capacityBytes || now.timeIntervalSince(oldest.date) > Self.keepFor {
            for url in oldest.urls { try? FileManager.default.removeItem(at: url) }
            total -= oldest.size
            oldestFirst = oldestFirst.dropFirst()
        }
    }
}
