import Foundation

/// The `baluchon-routing` 1 format of a pack's routing part (docs/PACKS.md): the files the phone's
/// Routino needs — the region's database as `planetsplitter` wrote it, the server's profiles and
/// Routino's translations — one after the other, behind a list of their names and sizes.
public enum RoutingBundle {
    public static let format = "baluchon-routing"
    public static let formatVersion: UInt16 = 1
    static let magic: [UInt8] = Array("BRTE".utf8)

    /// Writes the bundle, the files in the order given.
    public static func encode(_ files: [(name: String, bytes: Data)]) -> Data {
        var writer = ByteWriter()
        writer.raw(magic)
        writer.fixed(formatVersion)
        writer.fixed(UInt16(files.count))
        for file in files {
            let name = Array(file.name.utf8)
            writer.fixed(UInt16(name.count))
            writer.raw(name)
            writer.fixed(UInt32(file.bytes.count))
        }
        var data = Data(writer.bytes)
        for file in files { data.append(file.bytes) }
        return data
    }
}
