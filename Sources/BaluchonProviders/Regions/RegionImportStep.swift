import Foundation

/// One part of a region import (routing database, place index, base map): each writes its own
/// sub-folder of the region being built, so the import can swap the whole folder in at once.
public protocol RegionImportStep: Sendable {
    /// The step's fixed id, which progress reports and each language names: a ``RegionImportStepID``'s `rawValue`.
    var name: String { get }
    /// Builds this step's part of the region from the extract into `directory` (the region's folder,
    /// still being built), reporting progress from 0 to 1; returns the counts to keep in `region.json`.
    func run(extract: URL, into directory: URL, progress: @escaping @Sendable (Double) -> Void) async throws -> [String: Int]
}
