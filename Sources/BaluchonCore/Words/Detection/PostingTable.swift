/// A read-only hash table from a key's FNV hash to its postings (language index, quantised
/// −ln p): open addressing over flat arrays, so a lookup touches two or three cache lines.
struct PostingTable: Sendable {
    private let capacity: Int
    private let keys: [UInt64]
    private let starts: [UInt32]
    /// `language << 8 | value`.
    let postings: [UInt16]

    /// Builds the table from hashed keys and their posting lists.
    init(entries: [(hash: UInt64, postings: ArraySlice<UInt16>)]) {
        // About 0.8 full: linear probing stays short, and no power-of-two rounding wastes memory.
        let capacity = entries.count * 5 / 4 + 16
        self.capacity = capacity
        var keys = [UInt64](repeating: 0, count: capacity)
        var starts = [UInt32](repeating: 0, count: capacity + 1)
        var slotOf = [Int](repeating: -1, count: entries.count)
        for (index, entry) in entries.enumerated() {
            let key = entry.hash == 0 ? 1 : entry.hash
            var slot = Self.home(of: key, capacity: capacity)
            while keys[slot] != 0 && keys[slot] != key { slot = slot + 1 == capacity ? 0 : slot + 1 }
            keys[slot] = key
            slotOf[index] = slot
        }
        // Postings laid out in slot order, so a slot's list runs from starts[slot] to starts[slot + 1].
        var lengths = [Int](repeating: 0, count: capacity)
        for (index, entry) in entries.enumerated() { lengths[slotOf[index]] = entry.postings.count }
        var total = 0
        for slot in 0..<capacity {
            starts[slot] = UInt32(total)
            total += lengths[slot]
        }
        starts[capacity] = UInt32(total)
        var postings = [UInt16](repeating: 0, count: total)
        for (index, entry) in entries.enumerated() {
            let start = Int(starts[slotOf[index]])
            for (offset, posting) in entry.postings.enumerated() { postings[start + offset] = posting }
        }
        self.keys = keys
        self.starts = starts
        self.postings = postings
    }

    /// The postings of `hash`, as a range of ``postings``; empty when the key is absent.
    @inline(__always)
    func lookup(_ hash: UInt64) -> Range<Int> {
        let key = hash == 0 ? 1 : hash
        var slot = Self.home(of: key, capacity: capacity)
        while true {
            let found = keys[slot]
            if found == key { return Int(starts[slot])..<Int(starts[slot + 1]) }
            if found == 0 { return 0..<0 }
            slot = slot + 1 == capacity ? 0 : slot + 1
        }
    }

    /// The first slot tried for `key`: its hash scaled onto the table (Lemire's multiply-shift).
    @inline(__always)
    private static func home(of key: UInt64, capacity: Int) -> Int {
        Int(truncatingIfNeeded: key.multipliedFullWidth(by: UInt64(capacity)).high)
    }

    var count: Int { keys.count }
}
