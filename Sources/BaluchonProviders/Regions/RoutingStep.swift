import BaluchonCore
import Foundation
import Synchronization

/// Builds Routino's routing database (`routing/`, no file prefix) with `planetsplitter`, using Debian's
/// tagging rules; progress follows the sections planetsplitter announces as it goes.
public struct RoutingStep: RegionImportStep {
    public static let taggingFile = "/usr/share/routino/tagging.xml"
    /// About how many sections planetsplitter prints for a small extract; progress stops short of 1 until it ends.
    static let expectedSections = 14.0

    public var name: String { RegionImportStepID.routing.rawValue }
    var planetsplitter = ExternalTool.planetsplitter

    public init() {}

    public func run(extract: URL, into directory: URL, progress: @escaping @Sendable (Double) -> Void) async throws -> [String: Int] {
        let folder = directory.appendingPathComponent(InstalledRegion.routingFolder, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sections = Mutex(0.0)
        let outcome = try await planetsplitter.run(
            ["--dir=\(folder.path)", "--tagging=\(Self.taggingFile)", "--loggable", extract.path], mergeErrors: true
        ) { line in
            // Each section starts with its title underlined by "====".
            guard line.hasPrefix("====") else { return }
            let seen = sections.withLock { count in
                count += 1
                return count
            }
            progress(min(0.95, seen / Self.expectedSections))
        }
        let text = String(decoding: outcome.output, as: UTF8.self)
        guard outcome.status == 0 else {
            let last = text.split(separator: "\n").suffix(3).joined(separator: " ")
            throw RegionError.toolFailed(step: name, tool: "planetsplitter", status: outcome.status, output: last)
        }
        progress(1)
        return ["routingNodes": Self.count("Wrote Nodes: Nodes=", in: text), "routingSegments": Self.count("Wrote Segments: Segments=", in: text)]
    }

    /// The number after `label` on planetsplitter's summary line, 0 when absent.
    static func count(_ label: String, in text: String) -> Int {
        guard let range = text.range(of: label, options: .backwards) else { return 0 }
        return Int(text[range.upperBound...].prefix { $0.isNumber }) ?? 0
    }
}
