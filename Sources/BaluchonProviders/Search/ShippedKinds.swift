import BaluchonCore
import Foundation

/// The kinds of place shipped with Baluchon (`Resources/search/kinds.tsv`).
public enum ShippedKinds {
    /// The catalog, read once.
    public static let catalog: KindCatalog = {
        do {
            return try KindCatalog(table: try String(contentsOf: tableURL, encoding: .utf8))
        } catch {
            // The table ships inside the product and is checked by the tests: failing here is a packaging bug.
            fatalError("the shipped kinds table cannot be read: \(error)")
        }
    }()

    /// Where the table is, in the bundle of resources.
    public static var tableURL: URL {
        let candidates = [
            Bundle.module.url(forResource: "kinds", withExtension: "tsv", subdirectory: "Resources/search"),
            Bundle.module.url(forResource: "kinds", withExtension: "tsv", subdirectory: "search"),
            Bundle.module.url(forResource: "kinds", withExtension: "tsv"),
        ]
        return candidates.compactMap { $0 }.first ?? Bundle.module.bundleURL.appendingPathComponent("Resources/search/kinds.tsv")
    }
}
