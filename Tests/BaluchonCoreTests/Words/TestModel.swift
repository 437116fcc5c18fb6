import Foundation

@testable import BaluchonCore

/// Writes small models in the shipped format, so the detector can be tested on known numbers.
enum TestModel {
    /// `words[language]` and `grams[language]` map keys to probabilities.
    static func bytes(
        languages: [String], order: Int = 2, words: [String: [String: Double]], grams: [String: [String: Double]],
        wordFloor: Double = 1e-6, gramFloor: Double = 1e-4
    ) -> Data {
        func q(_ p: Double) -> UInt8 { UInt8(min(255, max(0, (-log(p) * 10).rounded()))) }
        var data = Data("BLID".utf8) + [1, 10, UInt8(languages.count)]
        for language in languages { data += [UInt8(language.utf8.count)] + Array(language.utf8) }
        data.append(UInt8(order))
        for _ in languages { data += [q(wordFloor)] + Array(repeating: q(gramFloor), count: order) }
        func section(_ table: [String: [String: Double]]) -> Data {
            var postings: [String: [(UInt8, UInt8)]] = [:]
            for (index, language) in languages.enumerated() {
                for (key, p) in table[language] ?? [:] { postings[key, default: []].append((UInt8(index), q(p))) }
            }
            var out = Data()
            let count = UInt32(postings.count)
            out += [UInt8(count & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count >> 16 & 0xFF), UInt8(count >> 24)]
            for key in postings.keys.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
                let bytes = Array(key.utf8)
                out += [0, UInt8(bytes.count)] + bytes + [UInt8(postings[key]!.count)]
                for (language, value) in postings[key]! { out += [language, value] }
            }
            return out
        }
        return data + section(words) + section(grams)
    }

    /// Two made-up languages: "aa" writes with a, "bb" with b; both know the word "ok".
    static var detector: LanguageDetector {
        let data = bytes(
            languages: ["aa", "bb"],
            words: ["aa": ["ka": 0.1, "ok": 0.01], "bb": ["kb": 0.1, "ok": 0.01]],
            grams: ["aa": ["a": 0.5, "k": 0.2, "<k": 0.1, "ka": 0.1], "bb": ["b": 0.5, "k": 0.2, "<k": 0.1, "kb": 0.1]])
        return LanguageDetector(model: try! LanguageModel(data: data))
    }
}
