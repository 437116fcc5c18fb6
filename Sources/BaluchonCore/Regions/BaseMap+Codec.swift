import Foundation

/// The base map's file (`basemap/features.bin`): a magic, then each array as a count and its raw
/// little-endian values, so loading is a few memory copies; the grid is stored too.
extension BaseMap {
    static let magic = Array("BLBASEM1".utf8)

    public func encoded() -> Data {
        var data = Data(Self.magic)
        func put(_ values: [UInt32]) {
            var count = UInt32(values.count).littleEndian
            withUnsafeBytes(of: &count) { data.append(contentsOf: $0) }
            values.map(\.littleEndian).withUnsafeBytes { data.append(contentsOf: $0) }
        }
        put(kinds.map(UInt32.init))
        put(names.map { UInt32(bitPattern: $0) })
        put(boxes)
        put(partStarts)
        put(pointStarts)
        put(points)
        let text = Array(strings.joined(separator: "\u{0}").utf8)
        var length = UInt32(text.count).littleEndian
        withUnsafeBytes(of: &length) { data.append(contentsOf: $0) }
        data.append(contentsOf: text)
        put(cellKeys)
        put(cellStarts)
        put(cellItems)
        return data
    }

    /// Reads a file written by ``encoded()``; throws on anything else or on inconsistent arrays.
    public init(decoding data: Data) throws(RegionError) {
        var offset = Self.magic.count
        guard data.count >= offset, Array(data.prefix(offset)) == Self.magic else { throw .damaged(name: "basemap", detail: "not a base map file") }
        func take() throws(RegionError) -> [UInt32] {
            guard offset + 4 <= data.count else { throw .damaged(name: "basemap", detail: "truncated") }
            let count = Int(data.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) })
            offset += 4
            guard count <= (data.count - offset) / 4 else { throw .damaged(name: "basemap", detail: "truncated") }
            let start = offset
            let values = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
                data.withUnsafeBytes { raw in
                    _ = memcpy(buffer.baseAddress!, raw.baseAddress!.advanced(by: start), count * 4)
                }
                initialized = count
            }
            offset += count * 4
            return values.map(UInt32.init(littleEndian:))
        }
        self.init()
        kinds = try take().map { UInt8(truncatingIfNeeded: $0) }
        names = try take().map { Int32(bitPattern: $0) }
        boxes = try take()
        partStarts = try take()
        pointStarts = try take()
        points = try take()
        guard offset + 4 <= data.count else { throw .damaged(name: "basemap", detail: "truncated") }
        let length = Int(data.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) })
        guard length <= data.count - offset - 4 else { throw .damaged(name: "basemap", detail: "truncated") }
        let textStart = data.startIndex + offset + 4
        let text = String(decoding: data[textStart..<textStart + length], as: UTF8.self)
        offset += 4 + length
        strings = text.isEmpty ? [] : text.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
        cellKeys = try take()
        cellStarts = try take()
        cellItems = try take()
        let n = kinds.count
        guard names.count == n, boxes.count == 4 * n, partStarts.count == n + 1, pointStarts.count == Int(partStarts.last ?? 0) + 1,
            points.count == 2 * Int(pointStarts.last ?? 0), cellStarts.count == cellKeys.count + 1,
            Int(cellStarts.last ?? 0) == cellItems.count, cellItems.allSatisfy({ Int($0) < n }),
            names.allSatisfy({ $0 < Int32(strings.count) })
        else { throw .damaged(name: "basemap", detail: "inconsistent arrays") }
    }
}
