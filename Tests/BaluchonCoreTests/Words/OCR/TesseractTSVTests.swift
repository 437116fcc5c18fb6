import Testing

@testable import BaluchonCore

@Suite("Tesseract's TSV: words gathered into lines with their boxes and confidence")
struct TesseractTSVTests {
    static func row(_ level: Int, _ line: Int, _ word: Int, _ box: (Int, Int, Int, Int), _ confidence: Double, _ text: String) -> String {
        "\(level)\t1\t1\t1\t\(line)\t\(word)\t\(box.0)\t\(box.1)\t\(box.2)\t\(box.3)\t\(confidence)\t\(text)"
    }

    @Test("Two lines of words: text joined by spaces, the box around the words, the mean confidence")
    func lines() {
        let tsv = [
            "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext",
            Self.row(4, 1, 0, (12, 15, 464, 31), -1, ""),
            Self.row(5, 1, 1, (12, 15, 119, 31), 96, "Crème"),
            Self.row(5, 1, 2, (148, 17, 114, 31), 90, "brûlée"),
            Self.row(5, 2, 1, (12, 59, 93, 29), 80, "Œufs"),
            Self.row(5, 2, 2, (121, 59, 10, 38), 5, "~"),
        ].joined(separator: "\n")
        let lines = TesseractTSV.lines(tsv)
        #expect(lines.map(\.text) == ["Crème brûlée", "Œufs"])
        #expect(lines[0].box == RecognisedText.Box(x: 12, y: 15, w: 250, h: 33))
        #expect(lines[0].confidence == 0.93)
        #expect(lines[1].box == RecognisedText.Box(x: 12, y: 59, w: 93, h: 29))
    }

    @Test("Han and kana words are put back together without spaces; a Latin word among them keeps its own")
    func cjk() {
        let tsv = [
            Self.row(5, 1, 1, (0, 0, 10, 10), 90, "欢迎"), Self.row(5, 1, 2, (10, 0, 10, 10), 90, "来到"),
            Self.row(5, 1, 3, (20, 0, 10, 10), 90, "Baluchon"), Self.row(5, 1, 4, (30, 0, 10, 10), 90, "です"),
        ].joined(separator: "\n")
        #expect(TesseractTSV.lines(tsv).map(\.text) == ["欢迎来到 Baluchon です"])
    }

    @Test("Nothing but noise is no line")
    func empty() {
        #expect(TesseractTSV.lines("").isEmpty)
        #expect(TesseractTSV.lines(Self.row(5, 1, 1, (0, 0, 5, 5), 3, "|")).isEmpty)
    }
}
