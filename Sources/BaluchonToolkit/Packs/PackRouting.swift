import BaluchonCore
import BaluchonProviders
import Crypto
import Foundation

/// The routing part of a pack: a region's Routino database, the server's profiles and Routino's
/// translations, bundled (`RoutingBundle`) for the phone's Routino in WebAssembly to load, with the
/// catalogue texts the server writes route instructions with (`sentences.json`), so that the phone
/// tells its routes in the same words.
enum PackRouting {
    /// The files `planetsplitter` writes (no prefix), in the order the bundle holds them.
    static let databaseFiles = ["nodes.mem", "segments.mem", "ways.mem", "relations.mem"]

    static func hasDatabase(_ region: InstalledRegion) -> Bool {
        let folder = region.folder(InstalledRegion.routingFolder)
        return databaseFiles.allSatisfy { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
    }

    /// The catalogue keys of the instruction sentences and of the headings they name.
    static let sentencePrefixes = ["route.", "compass.heading."]

    /// What the part is built from besides the database: the profiles, translations and sentences.
    static func profilesDigest() throws -> String {
        var hash = SHA256()
        hash.update(data: Data(try RoutinoRouter.profilesXML().utf8))
        hash.update(data: try Data(contentsOf: RoutinoRouter.translationsFile))
        hash.update(data: try sentences())
        return Array(hash.finalize()).hex
    }

    /// `{"en": {key: text}, "fr": …}`: every language's instruction texts, keys sorted.
    static func sentences() throws -> Data {
        let texts = MessageCatalogue.entries.mapValues { entries in
            entries.filter { key, _ in sentencePrefixes.contains { key.hasPrefix($0) } }
        }
        return try JSONSerialization.data(withJSONObject: texts, options: [.sortedKeys])
    }

    /// The part's bytes, how many files it holds and the day of the region's data.
    static func bundle(of region: InstalledRegion) throws -> (Data, Int?, String?) {
        let folder = region.folder(InstalledRegion.routingFolder)
        var files = try databaseFiles.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0), options: .mappedIfSafe)) }
        files.append(("profiles.xml", Data(try RoutinoRouter.profilesXML().utf8)))
        files.append(("translations.xml", try Data(contentsOf: RoutinoRouter.translationsFile)))
        files.append(("sentences.json", try sentences()))
        return (RoutingBundle.encode(files), files.count, region.info.dataDate.map(PackService.day))
    }
}
