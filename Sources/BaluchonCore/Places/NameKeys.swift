import Foundation

/// Every folded name of every place, sorted byte-wise, so that a prefix is a contiguous range found
/// by two binary searches. Names of several words are also entered from each later word ("york" finds
/// "new york"). Key `i` is `bytes[offsets[i]..<offsets[i + 1]]` and belongs to place `places[i]`.
public struct NameKeys: Sendable {
    public let bytes: [UInt8]
    public let offsets: [UInt32]
    public let places: [UInt32]
    /// Per key: the place's importance (``importance(population:)``) and, in the top bit, whether the key
    /// starts inside a name. Kept in key order so that ranking a range reads one contiguous array.
    let ranks: [UInt32]

    static let innerFlag: UInt32 = 0x8000_0000

    /// Steps of importance per doubling of the population.
    static let importancePerDoubling = 1 << 20

    /// A place's importance: the base-2 logarithm of its population in fixed point, so that match
    /// quality can be weighed against it (``TopPlaces``) and the bigger place still wins a tie.
    static func importance(population: UInt32) -> UInt32 {
        UInt32(log2(Double(population) + 1) * Double(importancePerDoubling))
    }

    public init(bytes: [UInt8], offsets: [UInt32], places: [UInt32], inner: [Bool], populations: [UInt32]) {
        self.bytes = bytes
        self.offsets = offsets
        self.places = places
        // One logarithm per place, not per key: a place has several names, each entered from every word.
        let importances = populations.map(Self.importance(population:))
        var ranks = [UInt32](repeating: 0, count: places.count)
        for index in places.indices {
            ranks[index] = importances[Int(places[index])] | (inner[index] ? Self.innerFlag : 0)
        }
        self.ranks = ranks
    }

    public var count: Int { places.count }

    /// Whether key `index` starts at a later word of a name rather than at its start.
    public func isInner(_ index: Int) -> Bool { ranks[index] & Self.innerFlag != 0 }

    public func key(at index: Int) -> ArraySlice<UInt8> { bytes[Int(offsets[index])..<Int(offsets[index + 1])] }

    /// Where a binary search stops: before the first key that is not "before" the probe.
    enum Bound {
        /// Keys smaller than the probe are before it.
        case lower
        /// Keys smaller than or equal to the probe are before it.
        case upper
        /// Keys smaller than the probe or starting with it are before it.
        case prefixEnd
    }

    /// The first key in `range` that is not smaller than `probe`.
    public func lowerBound(_ probe: [UInt8], in range: Range<Int>) -> Int {
        probe.withUnsafeBufferPointer { search($0, .lower, in: range) }
    }

    /// The keys in `range` that start with `prefix`.
    public func prefixRange(_ prefix: [UInt8], in range: Range<Int>) -> Range<Int> {
        prefix.withUnsafeBufferPointer { prefixRange($0, in: range) }
    }

    func prefixRange(_ prefix: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Range<Int> {
        let low = search(prefix, .lower, in: range)
        return low..<search(prefix, .prefixEnd, in: low..<range.upperBound)
    }

    /// Binary search over sorted keys, comparing bytes with memcmp; no allocation.
    func search(_ probe: UnsafeBufferPointer<UInt8>, _ bound: Bound, in range: Range<Int>) -> Int {
        bytes.withUnsafeBufferPointer { pool in
            offsets.withUnsafeBufferPointer { starts in
                var low = range.lowerBound
                var high = range.upperBound
                while low < high {
                    let middle = (low + high) >> 1
                    let start = Int(starts[middle])
                    let length = Int(starts[middle + 1]) - start
                    let common = min(length, probe.count)
                    let order = common == 0 ? 0 : memcmp(pool.baseAddress! + start, probe.baseAddress!, common)
                    let before: Bool
                    if order != 0 {
                        before = order < 0
                    } else if length < probe.count {
                        before = true
                    } else {
                        switch bound {
                        case .lower: before = false
                        case .upper: before = length == probe.count
                        case .prefixEnd: before = true
                        }
                    }
                    if before { low = middle + 1 } else { high = middle }
                }
                return low
            }
        }
    }
}
