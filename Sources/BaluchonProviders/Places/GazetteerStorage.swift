import BaluchonCore
import Foundation

/// Where gazetteer data lives: the shipped files (cities500 and countryInfo, in the package's
/// resources) and the imported ones in the data directory, which take precedence.
public struct GazetteerStorage: Sendable {
    /// `<data directory>/places`.
    public let directory: URL

    public init(dataDirectory: URL) {
        directory = dataDirectory.appendingPathComponent("places", isDirectory: true)
    }

    /// Storage in `directory` itself (the data script writes the shipped files this way).
    public init(directory: URL) {
        self.directory = directory
    }

    public var importedPlaces: URL { directory.appendingPathComponent("gazetteer.bin.gz") }
    public var importedCountries: URL { directory.appendingPathComponent("countryInfo.txt.gz") }

    /// The shipped files, inside the BaluchonProviders resource bundle.
    public static var shippedDirectory: URL? {
        // Foundation on Linux takes a bundle's "Resources" folder as its resource URL; elsewhere it may not.
        let candidates = [
            Bundle.module.bundleURL.appendingPathComponent("Resources/places", isDirectory: true),
            Bundle.module.resourceURL?.appendingPathComponent("places", isDirectory: true),
            Bundle.module.resourceURL?.appendingPathComponent("Resources/places", isDirectory: true),
        ].compactMap { $0 }
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    public static var shippedPlaces: URL? { shippedDirectory?.appendingPathComponent("gazetteer.bin.gz") }
    public static var shippedCountries: URL? { shippedDirectory?.appendingPathComponent("countryInfo.txt.gz") }

    /// The places file in use: the imported one when present, else the shipped one.
    public var placesFile: URL? {
        FileManager.default.fileExists(atPath: importedPlaces.path) ? importedPlaces : Self.shippedPlaces
    }

    public var countriesFile: URL? {
        FileManager.default.fileExists(atPath: importedCountries.path) ? importedCountries : Self.shippedCountries
    }

    /// Writes `data` to `url` through a temporary file and a rename, so that a reader never sees half
    /// a file and a failure leaves the previous one untouched.
    static func writeAtomically(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
            if rename(temporary.path, url.path) != 0 { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// Removes the imported files: the shipped gazetteer answers again.
    public func reset() throws {
        for url in [importedPlaces, importedCountries] where FileManager.default.fileExists(atPath: url.path) {
            try FileManager.default.removeItem(at: url)
        }
    }
}
