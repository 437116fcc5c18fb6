/// Whether a ZIP archive's end-of-directory record is where the format puts it, within the last 22 + 65,535
/// bytes. ZIPFoundation looks for it byte by byte back through the whole file, which costs seconds on a large
/// file that has none (a truncated download, an upload that is no archive), so it is looked for here first.
enum ZipEndRecord {
    static let reach = 22 + 65_535

    /// `tail`: the file's last `reach` bytes, or all of it when shorter.
    static func isPresent(inTail tail: [UInt8]) -> Bool {
        guard tail.count >= 22 else { return false }
        return (0...(tail.count - 22)).contains { tail[$0] == 0x50 && tail[$0 + 1] == 0x4B && tail[$0 + 2] == 0x05 && tail[$0 + 3] == 0x06 }
    }
}
