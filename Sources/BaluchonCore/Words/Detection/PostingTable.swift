/// A read-only hash table from a key's FNV hash to its postings (language index, quantised
/// −ln p): open addressing over one flat array of 16-byte slots, so a lookup costs one cache line
/// for the key and its posting range, and one more for the postings.
struct PostingTable: Sendable {
    struct Slot {
        /// The key's hash; 0 marks an empty slot.
        var key: UInt64
        var start: UInt32
        var end: UInt32
    }

    private let capacity: Int
    private let slots: [Slot]
    /// `language << 8 | value`, entry after entry.
    let postings: [UInt16]
    /// Entries held.
    let count: Int

    /// Builds the table from the entries' hashes, the end of each entry's postings, and the postings.
    init(hashes: [UInt64], ends: [UInt32], postings: [UInt16]) {
        // About 0.8 full: linear probing stays short, and no power-of-two rounding wastes memory.
        let capacity = hashes.count * 5 / 4 + 16
        var slots = [Slot](repeating: Slot(key: 0, start: 0, end: 0), count: capacity)
        slots.withUnsafeMutableBufferPointer { slots in
            var start: UInt32 = 0
            for (index, hash) in hashes.enumerated() {
                let key = hash == 0 ? 1 : hash
                var slot = Self.home(of: key, capacity: capacity)
                while slots[slot].key != 0 && slots[slot].key != key { slot = slot + 1 == capacity ? 0 : slot + 1 }
                slots[slot] = Slot(key: key, start: start, end: ends[index])
                start = ends[index]
            }
        }
        self.capacity = capacity
        self.slots = slots
        self.postings = postings
        self.count = hashes.count
    }

    /// The postings of `hash`, as a range of ``postings``; empty when the key is absent.
    @inline(__always)
    func lookup(_ hash: UInt64) -> Range<Int> {
        let key = hash == 0 ? 1 : hash
        var slot = Self.home(of: key, capacity: capacity)
        return slots.withUnsafeBufferPointer { slots in
            while true {
                let found = slots[slot]
                if found.key == key { return Int(found.start)..<Int(found.end) }
                if found.key == 0 { return 0..<0 }
                slot = slot + 1 == capacity ? 0 : slot + 1
            }
        }
    }

    /// The first slot tried for `key`: its hash scaled onto the table (Lemire's multiply-shift).
    @inline(__always)
    private static func home(of key: UInt64, capacity: Int) -> Int {
        Int(truncatingIfNeeded: key.multipliedFullWidth(by: UInt64(capacity)).high)
    }
}
