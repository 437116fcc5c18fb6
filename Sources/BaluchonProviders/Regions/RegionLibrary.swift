import BaluchonCore
import Foundation
import Logging
import Synchronization

/// The regions installed in one folder (`<data dir>/regions`): each import builds a whole region in a
/// hidden `.incoming-<id>-<random>` folder, writes `region.json` last, then swaps it in, so a region in
/// service is always complete and a failed or interrupted import leaves the previous one untouched (a
/// kill between the swap's two renames is undone at the next start).
public struct RegionLibrary: Sendable {
    /// Progress of an import: which step (its id: a ``RegionImportStepID``'s `rawValue`, or a step's `name`), and how
    /// far it is (0…1 over the whole import).
    public struct Progress: Sendable {
        public var step: String
        public var fraction: Double
    }

    public let directory: URL
    let inspector = ExtractInspector()
    let now: @Sendable () -> Date
    private let cache = InstalledRegionsCache()

    public init(directory: URL, now: @escaping @Sendable () -> Date = { Date() }) {
        self.directory = directory
        self.now = now
    }

    /// The regions in service, by id. Folders without a readable `region.json` are not regions.
    public func installed() -> [InstalledRegion] {
        cache.regions(in: directory, read: readInstalled)
    }

    private func readInstalled() -> [InstalledRegion] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return names.filter { !$0.hasPrefix(".") }.sorted().compactMap { name in
            let folder = directory.appendingPathComponent(name, isDirectory: true)
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(InstalledRegion.manifestName)),
                let info = try? decoder.decode(RegionInfo.self, from: data)
            else { return nil }
            return InstalledRegion(info: info, directory: folder)
        }
    }

    /// Deletes what interrupted imports and removals left (`.incoming-*`, `.retired-*`, `.removed-*`);
    /// call once at start. A region retired by an import that was killed before the new one took its
    /// place (no folder of its id in service) goes back into service instead.
    public func removeLeftovers() {
        let manager = FileManager.default
        let names = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names.sorted() where name.hasPrefix(".retired-") {
            let retired = directory.appendingPathComponent(name, isDirectory: true)
            if let id = Self.retiredID(name), !manager.fileExists(atPath: directory.appendingPathComponent(id).path),
                manager.fileExists(atPath: retired.appendingPathComponent(InstalledRegion.manifestName).path)
            {
                try? manager.moveItem(at: retired, to: directory.appendingPathComponent(id, isDirectory: true))
            }
        }
        for name in names where name.hasPrefix(".incoming-") || name.hasPrefix(".retired-") || name.hasPrefix(".removed-") {
            try? manager.removeItem(at: directory.appendingPathComponent(name))
        }
    }

    /// The region id in a retired folder's name: ".retired-monaco-1x2y3z" → "monaco" (the random
    /// suffix has no dash).
    static func retiredID(_ name: String) -> String? {
        let rest = name.dropFirst(".retired-".count)
        guard let dash = rest.lastIndex(of: "-"), dash > rest.startIndex else { return nil }
        return String(rest[..<dash])
    }

    /// Removes a region from service.
    public func remove(id: String) throws {
        let all = installed()
        // Ids are lower case ("monaco"): "Monaco" names the same region.
        guard let region = all.first(where: { $0.info.id == id }) ?? all.first(where: { $0.info.id == id.lowercased() }) else {
            throw RegionError.unknownRegion(id: id)
        }
        let removed = directory.appendingPathComponent(".removed-\(region.info.id)-\(Self.randomSuffix())")
        try FileManager.default.moveItem(at: region.directory, to: removed)
        try? FileManager.default.removeItem(at: removed)
    }

    /// The region id made from an extract's file name: "Monaco-latest.osm.pbf" → "monaco-latest".
    public static func regionID(for file: URL) -> String {
        var name = file.lastPathComponent.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).lowercased()
        for suffix in [".osm.pbf", ".pbf"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-_")
        let id = String(name.map { allowed.contains($0) ? $0 : "-" }).trimmingCharacters(in: CharacterSet(charactersIn: "-_"))
        return id.isEmpty ? "region" : String(id.prefix(64))
    }

    /// The name shown for a region id: "monaco-latest" → "Monaco Latest".
    static func displayName(for id: String) -> String {
        id.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// Imports `extract` as the region named after its file (or `id` and `name` when given, with the
    /// catalogue entry it came from), replacing a region with the same id.
    /// On any failure (or cancellation) the partly built folder is deleted and the error is thrown.
    @discardableResult
    public func `import`(
        extract: URL, steps: [any RegionImportStep], id chosenID: String? = nil, name: String? = nil, source: RegionSource? = nil,
        progress: @escaping @Sendable (Progress) -> Void = { _ in }
    ) async throws -> InstalledRegion {
        progress(Progress(step: RegionImportStepID.check.rawValue, fraction: 0))
        let header = try await inspector.inspect(extract)
        let id = chosenID ?? Self.regionID(for: extract)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let incoming = directory.appendingPathComponent(".incoming-\(id)-\(Self.randomSuffix())", isDirectory: true)
        try FileManager.default.createDirectory(at: incoming, withIntermediateDirectories: false)
        do {
            var counts: [String: Int] = ["nodes": header.nodes, "ways": header.ways, "relations": header.relations]
            for stepCounts in try await Self.runTogether(steps, extract: extract, into: incoming, progress: progress) {
                counts.merge(stepCounts) { _, new in new }
            }
            try Task.checkCancellation()
            // Whole seconds, as region.json keeps them, so the answer equals what is read back.
            let info = RegionInfo(
                id: id, name: name ?? Self.displayName(for: id), sourceFile: extract.lastPathComponent, dataDate: header.dataDate,
                bounds: header.bounds, importedAt: Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down)), counts: counts,
                source: source)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            encoder.dateEncodingStrategy = .iso8601
            try encoder.encode(info).write(to: incoming.appendingPathComponent(InstalledRegion.manifestName), options: .atomic)
            let target = try swapIn(incoming, as: id)
            progress(Progress(step: RegionImportStepID.done.rawValue, fraction: 1))
            return InstalledRegion(info: info, directory: target)
        } catch {
            try? FileManager.default.removeItem(at: incoming)
            if error is CancellationError { throw RegionError.interrupted }
            throw error
        }
    }

    /// Runs the steps side by side (each writes its own sub-folder and mostly waits on its own tool's
    /// process), the progress being their mean; the first failure cancels the others.
    static func runTogether(
        _ steps: [any RegionImportStep], extract: URL, into folder: URL, progress: @escaping @Sendable (Progress) -> Void
    ) async throws -> [[String: Int]] {
        let fractions = Mutex([Double](repeating: 0, count: steps.count))
        let report: @Sendable (Int, Double) -> Void = { index, fraction in
            let mean = fractions.withLock { all in
                all[index] = max(all[index], min(1, max(0, fraction)))
                return all.reduce(0, +) / Double(all.count)
            }
            progress(Progress(step: steps[index].name, fraction: mean))
        }
        return try await withThrowingTaskGroup(of: [String: Int].self) { group in
            for (index, step) in steps.enumerated() {
                group.addTask {
                    report(index, 0)
                    let counts = try await step.run(extract: extract, into: folder) { report(index, $0) }
                    report(index, 1)
                    return counts
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }

    /// Puts the finished folder in service: the old region moves aside, the new one takes its name,
    /// then the old one is deleted; both moves are renames within one folder, so each is atomic.
    func swapIn(_ incoming: URL, as id: String) throws -> URL {
        let target = directory.appendingPathComponent(id, isDirectory: true)
        let manager = FileManager.default
        if manager.fileExists(atPath: target.path) {
            let retired = directory.appendingPathComponent(".retired-\(id)-\(Self.randomSuffix())", isDirectory: true)
            try manager.moveItem(at: target, to: retired)
            do {
                try manager.moveItem(at: incoming, to: target)
            } catch {
                try? manager.moveItem(at: retired, to: target)
                throw error
            }
            try? manager.removeItem(at: retired)
        } else {
            try manager.moveItem(at: incoming, to: target)
        }
        return target
    }

    static func randomSuffix() -> String {
        String(UInt32.random(in: 0...UInt32.max), radix: 36)
    }
}
