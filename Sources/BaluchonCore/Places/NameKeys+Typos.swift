extension NameKeys {
    /// A query corrected by one edit, and the keys that start with it.
    struct TypoCandidate {
        var probe: [UInt8]
        var range: Range<Int>
    }

    /// Every correction of `probe` by one edit (a letter replaced, added, dropped, or two neighbours
    /// swapped) inside a word of at least `minimumWordLength` letters, that some key starts with.
    ///
    /// The sorted keys act as a trie: the text before the edit must match exactly, so the walk narrows
    /// the range letter by letter, and the letters tried for a replacement or an addition are only
    /// those that really follow that prefix in some name, within the script of the typed letter.
    func typoCandidates(for probe: [UInt8], minimumWordLength: Int) -> [TypoCandidate] {
        let letters = Self.scalarRanges(of: probe)
        let editable = Self.editablePositions(letters, in: probe, minimumWordLength: minimumWordLength)
        guard editable.contains(true) else { return [] }
        var found: [TypoCandidate] = []
        var seen = Set<[UInt8]>()
        func add(_ candidate: [UInt8], within range: Range<Int>) {
            guard candidate != probe, seen.insert(candidate).inserted else { return }
            let matching = prefixRange(candidate, in: range)
            if !matching.isEmpty { found.append(TypoCandidate(probe: candidate, range: matching)) }
        }
        var range = 0..<count
        for position in letters.indices {
            let letter = letters[position]
            let head = Array(probe[..<letter.lowerBound])
            let tail = Array(probe[letter.upperBound...])
            if editable[position] {
                add(head + tail, within: range)
                if position + 1 < letters.count, editable[position + 1] {
                    let next = letters[position + 1]
                    if probe[letter] != probe[next] {
                        add(head + probe[next] + probe[letter] + probe[next.upperBound...], within: range)
                    }
                }
                let typed = Array(probe[letter])
                for (child, childRange) in children(of: range, after: head, near: Self.scalar(typed)) {
                    if child != typed { add(head + child + tail, within: childRange) }
                    add(head + child + typed + tail, within: childRange)
                }
            }
            range = prefixRange(head + probe[letter], in: range)
            if range.isEmpty { break }
        }
        return found
    }

    /// The distinct letters that follow `head` in the keys of `range` (which all start with it), each
    /// with its sub-range, limited to the space and the 256-letter block of `typed` (ASCII for ASCII).
    private func children(of range: Range<Int>, after head: [UInt8], near typed: UInt32) -> [([UInt8], Range<Int>)] {
        let low: UInt32 = typed < 0x80 ? 0x20 : typed & ~0xFF
        let high: UInt32 = typed < 0x80 ? 0x7F : low | 0xFF
        var result: [([UInt8], Range<Int>)] = []
        var index = lowerBound(head + [0x20], in: range)
        if typed >= 0x80 {
            // The space, then jump to the typed letter's block.
            let space = prefixRange(head + [0x20], in: index..<range.upperBound)
            if !space.isEmpty { result.append(([0x20], space)) }
            index = lowerBound(head + Self.encode(low), in: index..<range.upperBound)
        }
        while index < range.upperBound {
            let key = self.key(at: index)
            let start = key.startIndex + head.count
            guard start < key.endIndex else {
                index += 1
                continue
            }
            let length = Self.sequenceLength(key[start])
            let child = Array(key[start..<min(key.endIndex, start + length)])
            let value = Self.scalar(child)
            guard value <= high else { break }
            let childRange = prefixRange(head + child, in: index..<range.upperBound)
            if value >= low || value == 0x20 { result.append((child, childRange)) }
            index = max(childRange.upperBound, index + 1)
        }
        return result
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

    static func scalar(_ bytes: [UInt8]) -> UInt32 {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar.value }
        return 0
    }

    static func encode(_ value: UInt32) -> [UInt8] {
        guard let scalar = Unicode.Scalar(value) else { return [] }
        return Array(String(Character(scalar)).utf8)
    }
}
