import Foundation
import Synchronization

/// The regions last read from a regions folder, with the folder's modification date then: every
/// swap, import or removal renames an entry of the folder and so changes the date, also when the CLI
/// does it, so a request pays one `stat` instead of reading every `region.json` again.
final class InstalledRegionsCache: Sendable {
    private let state = Mutex<(stamp: Date, regions: [InstalledRegion])?>(nil)

    func regions(in directory: URL, read: () -> [InstalledRegion]) -> [InstalledRegion] {
        guard let stamp = (try? FileManager.default.attributesOfItem(atPath: directory.path))?[.modificationDate] as? Date else {
            return read()
        }
        if let known = state.withLock({ $0 }), known.stamp == stamp { return known.regions }
        let regions = read()
        state.withLock { $0 = (stamp, regions) }
        return regions
    }
}
