extension NameKeys {
    /// Calls `visit` with every correction of `probe` by one edit (a letter replaced, added, dropped,
    /// or two neighbours swapped) inside a word of at least `minimumWordLength` letters, that some key
    /// starts with, and the range of those keys. `visit` must not keep the candidate buffer.
    ///
    /// The sorted keys act as a trie: the text before the edit must match exactly, so the walk narrows
    /// the range letter by letter, and the letters tried for a replacement or an addition are only
    /// those that really follow that prefix in some name, within the script of the typed letter.
    /// Candidates are built in one reused buffer and searched without allocating.
    func forEachTypoCandidate(
        for probe: [UInt8], minimumWordLength: Int, _ visit: (_ candidate: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Void
    ) {
        let letters = Self.scalarRanges(of: probe)
        let editable = Self.editablePositions(letters, in: probe, minimumWordLength: minimumWordLength)
        guard editable.contains(true) else { return }
        var scratch: [UInt8] = []
        scratch.reserveCapacity(probe.count + 8)
        func attempt(_ parts: ArraySlice<UInt8>..., within range: Range<Int>) {
            scratch.removeAll(keepingCapacity: true)
            for part in parts { scratch.append(contentsOf: part) }
            guard scratch != probe else { return }
            scratch.withUnsafeBufferPointer { candidate in
                let matching = prefixRange(candidate, in: range)
                if !matching.isEmpty { visit(candidate, matching) }
            }
        }
        var range = 0..<count
        for position in letters.indices {
            let letter = letters[position]
            let head = probe[..<letter.lowerBound]
            let typed = probe[letter]
            let tail = probe[letter.upperBound...]
            if editable[position] {
                attempt(head, tail, within: range)
                if position + 1 < letters.count, editable[position + 1], probe[letters[position + 1]] != typed {
                    let next = letters[position + 1]
                    attempt(head, probe[next], typed, probe[next.upperBound...], within: range)
                }
                forEachChild(of: range, depth: head.count, near: Self.scalar(typed)) { child, childRange in
                    if child != typed { attempt(head, child, tail, within: childRange) }
                    attempt(head, child, typed, tail, within: childRange)
                }
            }
            range = prefixRange(Array(probe[..<letter.upperBound]), in: range)
            if range.isEmpty { break }
        }
    }

    /// The distinct letters that follow the first `depth` bytes in the keys of `range` (which all share
    /// them), each with its sub-range, limited to the space and the 256-letter block of `typed`
    /// (printable ASCII for ASCII).
    private func forEachChild(of range: Range<Int>, depth: Int, near typed: UInt32, _ body: (ArraySlice<UInt8>, Range<Int>) -> Void) {
        let low: UInt32 = typed < 0x80 ? 0x20 : typed & ~0xFF
        let high: UInt32 = typed < 0x80 ? 0x7E : low | 0xFF
        var index = range.lowerBound
        while index < range.upperBound {
            let key = self.key(at: index)
            let start = key.startIndex + depth
            guard start < key.endIndex else {
                index += 1  // The key is the shared prefix itself.
                continue
            }
            let child = key[start..<min(key.endIndex, start + Self.sequenceLength(key[start]))]
            let value = Self.scalar(child)
            guard value <= high || value < low else { break }
            if value < low && value != 0x20 {
                // Letters of another script before the typed one's block: jump over them.
                let next = Array(key[key.startIndex..<start]) + Self.encode(low)
                index = max(index + 1, next.withUnsafeBufferPointer { search($0, .lower, in: index..<range.upperBound) })
                continue
            }
            let childRange = bytes.withUnsafeBufferPointer { pool in
                prefixRange(UnsafeBufferPointer(rebasing: pool[key.startIndex..<child.endIndex]), in: index..<range.upperBound)
            }
            body(child, childRange)
            index = max(childRange.upperBound, index + 1)
        }
    }

    /// Whether a typo may sit at each letter: inside a word of at least `minimumWordLength` letters,
    /// or on a space next to one.
    static func editablePositions(_ letters: [Range<Int>], in probe: [UInt8], minimumWordLength: Int) -> [Bool] {
        var wordLength = [Int](repeating: 0, count: letters.count)
        var start = 0
        for position in 0...letters.count {
            if position == letters.count || probe[letters[position].lowerBound] == 0x20 {
                for member in start..<position { wordLength[member] = position - start }
                start = position + 1
            }
        }
        return letters.indices.map { position in
            if probe[letters[position].lowerBound] != 0x20 { return wordLength[position] >= minimumWordLength }
            let before = position > 0 ? wordLength[position - 1] : 0
            let after = position + 1 < letters.count ? wordLength[position + 1] : 0
            return max(before, after) >= minimumWordLength
        }
    }

    /// The byte ranges of each Unicode scalar of UTF-8 `bytes`.
    static func scalarRanges(of bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            let end = min(bytes.count, index + sequenceLength(bytes[index]))
            ranges.append(index..<end)
            index = end
        }
        return ranges
    }

    static func sequenceLength(_ lead: UInt8) -> Int {
        lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// The scalar value of one UTF-8 sequence.
    static func scalar(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        guard let lead = bytes.first else { return 0 }
        var value = UInt32(lead) & (lead < 0x80 ? 0x7F : lead < 0xE0 ? 0x1F : lead < 0xF0 ? 0x0F : 0x07)
        for byte in bytes.dropFirst() { value = value << 6 | UInt32(byte & 0x3F) }
        return value
    }

    static func encode(_ value: UInt32) -> [UInt8] {
        guard let scalar = Unicode.Scalar(value) else { return [0xEF, 0xBF, 0xBF] }
        return Array(String(Character(scalar)).utf8)
    }
}
