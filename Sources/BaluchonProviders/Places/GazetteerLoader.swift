import BaluchonCore
import Foundation
import Logging

/// Loads the gazetteer on first use, once, and shares it: the imported files when present (falling
/// back to the shipped ones if they cannot be read), else the shipped cities500 and countryInfo.
public actor GazetteerLoader {
    public nonisolated let storage: GazetteerStorage
    private let logger: Logger
    private var loading: Task<Gazetteer, any Error>?

    public init(storage: GazetteerStorage, logger: Logger) {
        self.storage = storage
        self.logger = logger
    }

    /// The gazetteer, loading it if nobody has yet; concurrent callers share one load.
    public func gazetteer() async throws -> Gazetteer {
        if let loading { return try await loading.value }
        // Decoding takes a CPU-bound fraction of a second: off the task threads.
        let task = Task { [storage, logger] in try await offTaskThreads { try Self.load(storage: storage, logger: logger) } }
        loading = task
        do {
            return try await task.value
        } catch {
            loading = nil  // Let a later call try again (after `baluchon data reset`, say).
            throw error
        }
    }

    /// Loads synchronously, for the importer and the benchmark.
    public static func load(storage: GazetteerStorage, logger: Logger) throws -> Gazetteer {
        Gazetteer(index: try loadIndex(storage: storage, logger: logger), countries: try loadCountries(storage: storage, logger: logger))
    }

    static func loadIndex(storage: GazetteerStorage, logger: Logger) throws -> GazetteerIndex {
        if FileManager.default.fileExists(atPath: storage.importedPlaces.path) {
            do {
                return try index(at: storage.importedPlaces)
            } catch {
                logger.error("imported gazetteer unreadable, using the built-in one", metadata: ["file": "\(storage.importedPlaces.path)"])
            }
        }
        return try shippedIndex.get()
    }

    static func loadCountries(storage: GazetteerStorage, logger: Logger) throws -> CountryCatalog {
        if FileManager.default.fileExists(atPath: storage.importedCountries.path) {
            do {
                return try countries(at: storage.importedCountries)
            } catch {
                logger.error("imported countryInfo unreadable, using the built-in one", metadata: ["file": "\(storage.importedCountries.path)"])
            }
        }
        return try shippedCountries.get()
    }

    /// The shipped files never change: they are decoded once per process, however many loaders ask.
    static let shippedIndex = Result { () throws -> GazetteerIndex in
        guard let shipped = GazetteerStorage.shippedPlaces else { throw GazetteerUnavailable() }
        return try index(at: shipped)
    }

    static let shippedCountries = Result { () throws -> CountryCatalog in
        guard let shipped = GazetteerStorage.shippedCountries else { throw GazetteerUnavailable() }
        return try countries(at: shipped)
    }

    /// Reads one gazetteer file (gzipped archive).
    public static func index(at url: URL) throws -> GazetteerIndex {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw GazetteerUnavailable() }
        do {
            return try GazetteerArchive.decode([UInt8](try Gzip.decompress(data, limit: 1 << 31)))
        } catch let failure as Gzip.Failure {
            throw GeoNamesDataError.corruptArchive(reason: "\(failure)")
        }
    }

    /// Reads one countryInfo file (gzipped).
    public static func countries(at url: URL) throws -> CountryCatalog {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw GazetteerUnavailable() }
        do {
            return try CountryCatalog.parse(String(decoding: try Gzip.decompress(data, limit: 16 << 20), as: UTF8.self))
        } catch let failure as Gzip.Failure {
            throw GeoNamesDataError.corruptArchive(reason: "\(failure)")
        }
    }
}
