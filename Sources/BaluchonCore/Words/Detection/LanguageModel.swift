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
    /// ln p of an n-gram a language's model does not hold, per order (index 0 = unigrams) then language.
    let gramFloor: [[Float]]
    /// Multiply a quantised value by this to get ln p.
    let step: Float
    let words: PostingTable
    let grams: PostingTable

    /// Reads a model from its uncompressed bytes.
    public init(data: Data) throws(Failure) {
        var reader = ByteReader(bytes: [UInt8](data))
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
        self.gramFloor = gramFloor
        words = try reader.section()
        grams = try reader.section()
    }

    /// How many words and n-grams the tables hold (slots), for reports.
    public var tableSizes: (words: Int, grams: Int) { (words.count, grams.count) }
}

/// Sequential reads over the model's bytes.
private struct ByteReader {
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

    /// A front-coded section: keys are hashed as they are rebuilt, postings packed.
    mutating func section() throws(LanguageModel.Failure) -> PostingTable {
        let count = try uint32()
        var key: [UInt8] = []
        var postings: [UInt16] = []
        postings.reserveCapacity(count * 2)
        var spans: [(hash: UInt64, start: Int, end: Int)] = []
        spans.reserveCapacity(count)
        for _ in 0..<count {
            let shared = Int(try byte())
            let suffixLength = Int(try byte())
            guard shared <= key.count else { throw .truncated }
            key.removeSubrange(shared...)
            key.append(contentsOf: try bytes(suffixLength))
            let postingCount = Int(try byte())
            let start = postings.count
            for _ in 0..<postingCount {
                let language = UInt16(try byte())
                postings.append(language << 8 | UInt16(try byte()))
            }
            spans.append((FNV.hash(bytes: key), start, postings.count))
        }
        return PostingTable(entries: spans.map { ($0.hash, postings[$0.start..<$0.end]) })
    }
}
