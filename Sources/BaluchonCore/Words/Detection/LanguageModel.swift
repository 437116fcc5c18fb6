import Foundation

/// The detector's statistics: word log-frequencies and character n-gram log-probabilities per
/// language, made from wordfreq's lists by scripts/data/make_language_model.py (format described there).
public struct LanguageModel: Sendable {
    public enum Failure: Error, Equatable {
        case notAModel
        case unsupportedVersion(Int)
        case truncated
    }

    /// The languages, in the model's order (postings refer to them by index).
    public let languages: [LanguageCode]
    /// Longest n-gram.
    public let maximumOrder: Int
    /// ln p of a word a language's list does not hold, per language.
    let wordFloor: [Float]
    /// ln p of an n-gram a language's model does not hold, order-major: `[(order − 1) × languages + language]`.
    let gramFloor: [Float]
    /// Multiply a quantised value by this to get ln p.
    let step: Float
    let words: PostingTable
    let grams: PostingTable
    /// Per language, the scripts it is written in (``Script`` bits): those whose letters make up at
    /// least 1/10,000 of its text.
    let scripts: [UInt16]

    /// Reads a model from its uncompressed bytes.
    public init(data: Data) throws(Failure) {
        var reader = ModelReader(bytes: [UInt8](data))
        guard Array(try reader.bytes(4)) == Array("BLID".utf8) else { throw .notAModel }
        let version = Int(try reader.byte())
        guard version == 1 else { throw .unsupportedVersion(version) }
        step = -1 / Float(try reader.byte())
        let languageCount = Int(try reader.byte())
        var languages: [LanguageCode] = []
        for _ in 0..<languageCount {
            let length = Int(try reader.byte())
            guard let code = LanguageCode(String(decoding: try reader.bytes(length), as: UTF8.self)) else { throw .notAModel }
            languages.append(code)
        }
        self.languages = languages
        maximumOrder = Int(try reader.byte())
        var wordFloor: [Float] = []
        var gramFloor = [[Float]](repeating: [], count: maximumOrder)
        for _ in 0..<languageCount {
            wordFloor.append(Float(try reader.byte()) * step)
            for order in 0..<maximumOrder { gramFloor[order].append(Float(try reader.byte()) * step) }
        }
        self.wordFloor = wordFloor
        self.gramFloor = gramFloor.flatMap { $0 }
        words = try reader.section()
        var letters: [(scalar: UInt32, postings: Range<Int>)] = []
        grams = try reader.section { letters.append(($0, $1)) }
        var scripts = [UInt16](repeating: 0, count: languageCount)
        let threshold = UInt16((log(1e4) * 10).rounded())
        for letter in letters {
            let bit = Script.of(letter.scalar).bit
            for slot in letter.postings where grams.postings[slot] & 0xFF <= threshold {
                scripts[Int(grams.postings[slot] >> 8)] |= bit
            }
        }
        self.scripts = scripts
    }

    /// How many words and n-grams the tables hold (slots), for reports.
    public var tableSizes: (words: Int, grams: Int) { (words.count, grams.count) }
}

/// Sequential reads over the model's bytes.
private struct ModelReader {
    let bytes: [UInt8]
    var offset = 0

    mutating func byte() throws(LanguageModel.Failure) -> UInt8 {
        guard offset < bytes.count else { throw .truncated }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func bytes(_ count: Int) throws(LanguageModel.Failure) -> ArraySlice<UInt8> {
        guard offset + count <= bytes.count else { throw .truncated }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    mutating func uint32() throws(LanguageModel.Failure) -> Int {
        let raw = try bytes(4)
        return raw.reversed().reduce(0) { $0 << 8 | Int($1) }
    }

    /// A front-coded section: keys are hashed as they are rebuilt (from the hash of the prefix they
    /// share with the previous key), postings packed.
    mutating func section(letter: ((UInt32, Range<Int>) -> Void)? = nil) throws(LanguageModel.Failure) -> PostingTable {
        let count = try uint32()
        var hashes = [UInt64](repeating: 0, count: count)
        var ends = [UInt32](repeating: 0, count: count)
        var postings: [UInt16] = []
        postings.reserveCapacity(count * 3 / 2)
        // prefixHashes[n]: FNV state after the key's first n bytes.
        var prefixHashes = [UInt64](repeating: FNV.offset, count: 257)
        var key = [UInt8](repeating: 0, count: 256)
        var keyLength = 0
        let total = bytes.count
        var offset = self.offset
        var failed = false
        bytes.withUnsafeBufferPointer { bytes in
            hashes.withUnsafeMutableBufferPointer { hashes in
                ends.withUnsafeMutableBufferPointer { ends in
                    prefixHashes.withUnsafeMutableBufferPointer { prefixes in
                        key.withUnsafeMutableBufferPointer { key in
                            for index in 0..<count {
                                guard offset + 2 <= total else {
                                    failed = true
                                    return
                                }
                                let shared = Int(bytes[offset])
                                let suffixLength = Int(bytes[offset + 1])
                                offset += 2
                                guard shared <= keyLength, shared + suffixLength <= 255, offset + suffixLength + 1 <= total else {
                                    failed = true
                                    return
                                }
                                var hash = prefixes[shared]
                                for position in 0..<suffixLength {
                                    let byte = bytes[offset + position]
                                    key[shared + position] = byte
                                    hash = (hash ^ UInt64(byte)) &* FNV.prime
                                    prefixes[shared + position + 1] = hash
                                }
                                keyLength = shared + suffixLength
                                offset += suffixLength
                                let postingCount = Int(bytes[offset])
                                offset += 1
                                guard offset + postingCount * 2 <= total else {
                                    failed = true
                                    return
                                }
                                let firstPosting = postings.count
                                for posting in 0..<postingCount {
                                    postings.append(UInt16(bytes[offset + posting * 2]) << 8 | UInt16(bytes[offset + posting * 2 + 1]))
                                }
                                if let letter, let scalar = Self.singleScalar(UnsafeBufferPointer(rebasing: key[0..<keyLength])) {
                                    letter(scalar, firstPosting..<postings.count)
                                }
                                offset += postingCount * 2
                                hashes[index] = hash
                                ends[index] = UInt32(postings.count)
                            }
                        }
                    }
                }
            }
        }
        guard !failed else { throw .truncated }
        self.offset = offset
        return PostingTable(hashes: hashes, ends: ends, postings: postings)
    }

    /// The scalar a key of one character spells, if it is one.
    private static func singleScalar(_ key: UnsafeBufferPointer<UInt8>) -> UInt32? {
        let length = key.count
        guard (1...4).contains(length) else { return nil }
        let lead = key[0]
        let expected = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
        guard expected == length else { return nil }
        var value = UInt32(length == 1 ? lead : lead & (0xFF >> (length + 1)))
        for index in 1..<length { value = value << 6 | UInt32(key[index] & 0x3F) }
        return value
    }
}
