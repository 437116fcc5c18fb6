import BaluchonCore
import Foundation

/// Imports a GeoNames dump (`cities500.zip`, `allCountries.zip`, `FR.zip`, their `.txt` or `.gz`, or
/// `countryInfo.txt`) into the data directory, in the same compact form as the shipped gazetteer.
///
/// Every line is checked before anything is written; the new file then replaces the old one by an
/// atomic rename, so a damaged or interrupted import leaves the previous data as it was.
public struct GeoNamesImporter: Sendable {
    public struct Options: Sendable {
        /// Start from an empty gazetteer instead of adding to the current one.
        public var replace = false
        /// GeoNames feature classes kept (`P` populated places, `A` administrative areas…).
        public var featureClasses: Set<String> = ["P"]
        public var minimumPopulation = 0

        public init(replace: Bool = false, featureClasses: Set<String> = ["P"], minimumPopulation: Int = 0) {
            self.replace = replace
            self.featureClasses = featureClasses
            self.minimumPopulation = minimumPopulation
        }
    }

    public enum Phase: String, Sendable {
        case reading, indexing, saving
    }

    public struct Progress: Sendable {
        public var phase: Phase
        /// Share of the file read, 0…1.
        public var fraction: Double
        public var places: Int
    }

    public struct Summary: Sendable, Equatable {
        public enum Kind: String, Sendable { case places, countries }
        public var kind: Kind
        public var linesRead: Int
        /// Places (or countries) taken from the file.
        public var imported: Int
        /// Places (or countries) in the data now in use.
        public var total: Int
        public var savedTo: URL
    }

    public let storage: GazetteerStorage

    public init(storage: GazetteerStorage) {
        self.storage = storage
    }

    /// Imports `url`; `current` gives the gazetteer to add to (unless replacing).
    public func importFile(
        _ url: URL, options: Options = Options(), now: Date = Date(), current: () throws -> GazetteerIndex?,
        progress: (Progress) -> Void = { _ in }
    ) throws -> Summary {
        var kind: Summary.Kind?
        var entries: [GazetteerEntry] = []
        var countryText = ""
        var lines = 0
        try GeoNamesFileReader(url: url).forEachLine(
            progress: { read, total in
                progress(Progress(phase: .reading, fraction: total == 0 ? 1 : Double(read) / Double(total), places: entries.count))
            },
            { line, number throws(GeoNamesDataError) in
                lines = number
                if kind == nil {
                    guard !line.isEmpty, line.first != 0x23 else {
                        // Comment lines carry countryInfo's licence and column names: keep them with it.
                        countryText += String(decoding: line, as: UTF8.self) + "\n"
                        return
                    }
                    kind = try Self.kind(of: line, number: number)
                }
                if kind == .countries {
                    guard let text = String(validating: line, as: UTF8.self) else {
                        throw .malformedLine(number: number, reason: LocalizedText("error.corrupt_import_file.reason.lineNotUTF8"))
                    }
                    countryText += text + "\n"
                    return
                }
                guard !line.isEmpty else { return }
                let record = try GeoNamesLine.parse(line, number: number)
                guard options.featureClasses.contains(record.featureClass), record.population >= options.minimumPopulation else { return }
                entries.append(GazetteerEntry(record))
            })
        switch kind {
        case .countries:
            return try saveCountries(countryText, lines: lines)
        case .places:
            return try savePlaces(entries, from: url, options: options, now: now, lines: lines, current: current, progress: progress)
        case nil:
            throw GeoNamesDataError.noPlaces
        }
    }

    /// A places dump starts with a numeric geonameid, countryInfo with a two-letter ISO code.
    private static func kind(of line: ArraySlice<UInt8>, number: Int) throws(GeoNamesDataError) -> Summary.Kind {
        let first = line.prefix { $0 != 0x09 }
        if !first.isEmpty && first.allSatisfy({ (0x30...0x39).contains($0) }) { return .places }
        if first.count == 2 && first.allSatisfy({ (0x41...0x5A).contains($0) }) { return .countries }
        throw .unrecognizedFile(reason: LocalizedText("error.corrupt_import_file.reason.notGeoNames", ["number": "\(number)"]))
    }

    private func saveCountries(_ text: String, lines: Int) throws -> Summary {
        let catalog = try CountryCatalog.parse(text)
        try GazetteerStorage.writeAtomically(try Gzip.compress(Data(text.utf8)), to: storage.importedCountries)
        return Summary(
            kind: .countries, linesRead: lines, imported: catalog.records.count, total: catalog.records.count, savedTo: storage.importedCountries)
    }

    private func savePlaces(
        _ entries: [GazetteerEntry], from url: URL, options: Options, now: Date, lines: Int, current: () throws -> GazetteerIndex?,
        progress: (Progress) -> Void
    ) throws -> Summary {
        guard !entries.isEmpty else { throw GeoNamesDataError.noPlaces }
        progress(Progress(phase: .indexing, fraction: 1, places: entries.count))
        let base = options.replace ? nil : try current()
        let source = [base?.info.source, url.lastPathComponent].compactMap { $0 }.joined(separator: " + ")
        // The data is as recent as the newest file it came from (this also makes builds reproducible).
        let fileDate = (try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? now
        let dated = max(fileDate, base?.info.builtAt ?? .distantPast)
        let index = GazetteerBuilder.build((base?.entries() ?? []) + entries, info: GazetteerInfo(source: source, builtAt: dated))
        progress(Progress(phase: .saving, fraction: 1, places: index.places.count))
        let archive = GazetteerArchive.encode(index)
        // Read back before replacing anything: what is saved must load.
        _ = try GazetteerArchive.decode(archive)
        try GazetteerStorage.writeAtomically(try Gzip.compress(Data(archive)), to: storage.importedPlaces)
        return Summary(kind: .places, linesRead: lines, imported: entries.count, total: index.places.count, savedTo: storage.importedPlaces)
    }
}
