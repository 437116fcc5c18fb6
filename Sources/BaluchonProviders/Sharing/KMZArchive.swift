import BaluchonCore
import Foundation
import ZIPFoundation

/// KMZ files: a ZIP archive holding `doc.kml`, read and written with ZIPFoundation under our limits: names that
/// lead out of the archive (`../`, `/`, `\`, `C:`) or two entries of one name refuse the whole archive; at most
/// 1,000 entries; the KML is inflated into a buffer that stops at `PlaceFiles.maximumBytes` whatever the archive
/// declares, and a declared expansion over 200:1 is refused up front as a zip bomb; the CRC-32 must match.
/// Nothing is ever written to disk.
public enum KMZArchive {
    static let maximumEntries = 1_000
    static let maximumRatio = 200

    /// The KML inside a KMZ.
    public static func kml(from data: Data) throws(PlaceFileError) -> Data {
        let bytes = [UInt8](data)
        let entries = try Array(open(data).prefix(maximumEntries + 1))
        guard entries.count <= maximumEntries else {
            throw .archiveRefused(
                reason: LocalizedText("file.kmz.tooManyFiles", ["maximumEntries": "\(maximumEntries)"]))
        }
        for entry in entries where !isSafe(entry.path) {
            throw .archiveRefused(
                reason: LocalizedText("file.kmz.outsidePath", ["value": "\(entry.path.prefix(60))"]))
        }
        // Two entries of one name: readers would disagree on which is the list, so none is chosen.
        var seen = Set<String>()
        for entry in entries where !seen.insert(entry.path.lowercased()).inserted {
            throw .archiveRefused(
                reason: LocalizedText("file.kmz.duplicateName", ["value": "\(entry.path.prefix(60))"]))
        }
        let candidates = entries.filter { $0.type == .file && $0.path.lowercased().hasSuffix(".kml") }
        guard let entry = candidates.first(where: { $0.path.lowercased() == "doc.kml" }) ?? candidates.first else {
            throw .archiveRefused(reason: LocalizedText("file.kmz.noKML"))
        }
        guard entry.uncompressedSize <= PlaceFiles.maximumBytes else { throw .tooLarge(maximumBytes: PlaceFiles.maximumBytes) }
        guard entry.uncompressedSize <= max(entry.compressedSize, 1) * UInt64(maximumRatio) || entry.uncompressedSize < 1_048_576 else {
            throw .archiveRefused(
                reason: LocalizedText("file.kmz.zipBomb"))
        }
        return Data(try KMZEntryData.content(of: entry, in: bytes))
    }

    /// The archive's directory, once its end record is known to be where the format puts it.
    static func open(_ data: Data) throws(PlaceFileError) -> Archive {
        let notZip = PlaceFileError.archiveRefused(reason: LocalizedText("file.kmz.notZIP"))
        guard ZipEndRecord.isPresent(inTail: [UInt8](data.suffix(ZipEndRecord.reach))) else { throw notZip }
        do {
            return try Archive(data: data, accessMode: .read)
        } catch {
            throw notZip
        }
    }

    static func isSafe(_ name: String) -> Bool {
        !name.hasPrefix("/") && !name.contains("\\") && !name.contains(":") && !name.split(separator: "/").contains("..")
    }

    /// A KMZ holding `doc.kml`, deflated.
    public static func archive(kml: Data) throws(PlaceFileError) -> Data {
        do {
            let archive = try Archive(accessMode: .create)
            try archive.addEntry(
                with: "doc.kml", type: .file, uncompressedSize: Int64(kml.count), compressionMethod: .deflate,
                bufferSize: 1 << 16
            ) { position, size in
                kml.subdata(in: Int(position)..<Int(position) + size)
            }
            guard let data = archive.data else { throw Archive.ArchiveError.unwritableArchive }
            return data
        } catch {
            throw .archiveRefused(reason: LocalizedText("file.kmz.unwritable"))
        }
    }
}
