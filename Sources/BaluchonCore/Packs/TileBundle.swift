import Foundation

/// The `baluchon-tiles` 1 format of a pack's tiles (docs/PACKS.md): an index of tiles, each pointing at
/// a blob, then the blobs (one gzip member of SVG each); identical tiles share one blob.
public struct TileBundle: Sendable, Equatable {
    public static let format = "baluchon-tiles"
    public static let formatVersion: UInt16 = 1
    static let magic: [UInt8] = Array("BTIL".utf8)
    /// Bytes of the header, of one index entry and of one blob entry.
    static let headerSize = 14
    static let tileEntrySize = 13
    static let blobEntrySize = 8

    public struct Entry: Sendable, Equatable {
        public var tile: TileCoordinate
        public var blob: Int
    }

    /// The tiles, sorted by zoom, x and y.
    public private(set) var entries: [Entry]
    /// The blobs' places in `data`.
    public private(set) var blobRanges: [Range<Int>]
    let data: Data

    /// Writes the bundle: `tiles` (any order; sorted on writing) each point at an index of `blobs`.
    public static func encode(tiles: [(tile: TileCoordinate, blob: Int)], blobs: [Data]) -> Data {
        var writer = ByteWriter()
        writer.raw(magic)
        writer.fixed(formatVersion)
        writer.fixed(UInt32(tiles.count))
        writer.fixed(UInt32(blobs.count))
        for entry in tiles.sorted(by: { ($0.tile.z, $0.tile.x, $0.tile.y) < ($1.tile.z, $1.tile.x, $1.tile.y) }) {
            writer.fixed(UInt8(entry.tile.z))
            writer.fixed(UInt32(entry.tile.x))
            writer.fixed(UInt32(entry.tile.y))
            writer.fixed(UInt32(entry.blob))
        }
        var offset = 0
        for blob in blobs {
            writer.fixed(UInt32(offset))
            writer.fixed(UInt32(blob.count))
            offset += blob.count
        }
        var data = Data(writer.bytes)
        for blob in blobs { data.append(blob) }
        return data
    }

    /// Reads a bundle, checking every count, offset and tile against the bytes there are.
    public init(decoding data: Data) throws(PackError) {
        let bytes = [UInt8](data)
        var reader = ByteReader(bytes)
        do {
            guard Array(try reader.raw(4)) == Self.magic else { throw PackError.damagedTiles(detail: "not a baluchon-tiles bundle") }
            let version = try reader.fixed(UInt16.self)
            guard version == Self.formatVersion else {
                throw PackError.damagedTiles(detail: "format version \(version), expected \(Self.formatVersion)")
            }
            let tileCount = Int(try reader.fixed(UInt32.self))
            let blobCount = Int(try reader.fixed(UInt32.self))
            // Counts that the bytes cannot hold are damage, found before anything is reserved.
            guard tileCount * Self.tileEntrySize + blobCount * Self.blobEntrySize <= bytes.count - Self.headerSize else {
                throw PackError.damagedTiles(detail: "\(tileCount) tiles and \(blobCount) blobs do not fit in \(bytes.count) bytes")
            }
            var entries: [Entry] = []
            entries.reserveCapacity(tileCount)
            for _ in 0..<tileCount {
                let z = Int(try reader.fixed(UInt8.self))
                let x = Int(try reader.fixed(UInt32.self))
                let y = Int(try reader.fixed(UInt32.self))
                let blob = Int(try reader.fixed(UInt32.self))
                guard let tile = try? TileCoordinate(z: z, x: x, y: y) else { throw PackError.damagedTiles(detail: "no tile \(z)/\(x)/\(y)") }
                guard blob < blobCount else { throw PackError.damagedTiles(detail: "tile \(z)/\(x)/\(y) points past the blobs") }
                if let previous = entries.last, (previous.tile.z, previous.tile.x, previous.tile.y) >= (z, x, y) {
                    throw PackError.damagedTiles(detail: "tiles out of order at \(z)/\(x)/\(y)")
                }
                entries.append(Entry(tile: tile, blob: blob))
            }
            let dataStart = Self.headerSize + tileCount * Self.tileEntrySize + blobCount * Self.blobEntrySize
            var ranges: [Range<Int>] = []
            ranges.reserveCapacity(blobCount)
            for index in 0..<blobCount {
                let offset = Int(try reader.fixed(UInt32.self))
                let length = Int(try reader.fixed(UInt32.self))
                guard dataStart + offset + length <= bytes.count else { throw PackError.damagedTiles(detail: "blob \(index) ends past the data") }
                ranges.append((dataStart + offset)..<(dataStart + offset + length))
            }
            self.entries = entries
            self.blobRanges = ranges
            self.data = data
        } catch let error as PackError {
            throw error
        } catch {
            throw PackError.damagedTiles(detail: "it ends too early")
        }
    }

    /// The gzip bytes of a tile, nil when the bundle does not hold it.
    public func blob(of tile: TileCoordinate) -> Data? {
        var low = 0
        var high = entries.count
        let key = (tile.z, tile.x, tile.y)
        while low < high {
            let middle = (low + high) / 2
            let found = entries[middle].tile
            if (found.z, found.x, found.y) < key { low = middle + 1 } else { high = middle }
        }
        guard low < entries.count, entries[low].tile == tile else { return nil }
        return blob(at: entries[low].blob)
    }

    /// The gzip bytes of blob `index`.
    public func blob(at index: Int) -> Data {
        data.subdata(in: data.startIndex + blobRanges[index].lowerBound..<data.startIndex + blobRanges[index].upperBound)
    }
}
