import Testing

@testable import BaluchonCore

@Suite("Detector tokens")
struct TextTokensTests {
    private func words(_ text: String) -> [String] {
        let tokens = TextTokens(text, maximumTokens: 100)
        return tokens.ranges.map { range in
            String(String.UnicodeScalarView(tokens.scalars[range].compactMap(Unicode.Scalar.init)))
        }
    }

    @Test(
        "cut as the model builder cuts",
        arguments: [
            ("L'eau est CHAUDE !", ["l", "eau", "est", "chaude"]),
            ("Où est la gare ? 12h30", ["où", "est", "la", "gare", "h"]),
            ("我喜欢你", ["我", "喜", "欢", "你"]),
            ("東京へ行く", ["東", "京", "へ", "行", "く"]),
            ("Привет, мир", ["привет", "мир"]),
            ("नमस्ते दुनिया", ["नमस्ते", "दुनिया"]),
            ("<b>x</b>", ["b", "x", "b"]),
            ("1234 !!", []),
        ])
    func cuts(text: String, expected: [String]) {
        #expect(words(text) == expected)
    }

    @Test("reading stops after the token limit")
    func limit() {
        #expect(TextTokens("a b c d e f", maximumTokens: 3).ranges.count == 3)
    }

    @Test("FNV-1a matches its published test vectors")
    func fnv() {
        #expect(FNV.hash(bytes: Array("".utf8)) == 0xcbf2_9ce4_8422_2325)
        #expect(FNV.hash(bytes: Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
        #expect(FNV.hash(bytes: Array("foobar".utf8)) == 0x8594_4171_f739_67e8)
        var scalars = FNV()
        for scalar in "été€😀".unicodeScalars { scalars.add(scalar: scalar.value) }
        #expect(scalars.value == FNV.hash(bytes: Array("été€😀".utf8)))
    }
}
