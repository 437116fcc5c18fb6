import Foundation

/// Reads the table Tesseract writes with its `tsv` configuration: one row per page, block, paragraph,
/// line and word (`level page_num block_num par_num line_num word_num left top width height conf text`).
/// Words are gathered into their lines; a line's box holds its words' boxes and its confidence is their mean.
public enum TesseractTSV {
    /// Words under this confidence (0–100) are noise the engine found in pictures and edges, not text.
    public static let minimumWordConfidence = 20.0

    /// The text of an image of `header`'s size, read as `language`, from Tesseract's TSV.
    public static func text(_ tsv: String, header: ImageHeader, language: LanguageCode) -> RecognisedText {
        RecognisedText(lines: lines(tsv), width: header.width, height: header.height, language: language)
    }

    static func lines(_ tsv: String) -> [RecognisedText.Line] {
        struct Key: Hashable {
            var page, block, paragraph, line: Int
        }
        var order: [Key] = []
        var words: [Key: [(text: String, box: RecognisedText.Box, confidence: Double)]] = [:]
        for row in tsv.split(whereSeparator: \.isNewline) {
            let fields = row.split(separator: "\t", maxSplits: 11, omittingEmptySubsequences: false)
            guard fields.count == 12, fields[0] == "5", let confidence = Double(fields[10]), confidence >= minimumWordConfidence else { continue }
            let numbers = fields[1...9].compactMap { Int($0) }
            let text = fields[11].trimmingCharacters(in: .whitespaces)
            guard numbers.count == 9, !text.isEmpty else { continue }
            let key = Key(page: numbers[0], block: numbers[1], paragraph: numbers[2], line: numbers[3])
            if words[key] == nil { order.append(key) }
            words[key, default: []].append((text, RecognisedText.Box(x: numbers[5], y: numbers[6], w: numbers[7], h: numbers[8]), confidence))
        }
        return order.compactMap { key in
            guard let found = words[key], let first = found.first else { return nil }
            var text = first.text
            for word in found.dropFirst() {
                if !(text.last.map(isCJK) ?? false && word.text.first.map(isCJK) ?? false) { text += " " }
                text += word.text
            }
            let box = found.dropFirst().reduce(first.box) { $0.union($1.box) }
            let confidence = found.map(\.confidence).reduce(0, +) / Double(found.count) / 100
            return RecognisedText.Line(text: text, box: box, confidence: (confidence * 1000).rounded() / 1000)
        }
    }

    /// Han, kana and full-width punctuation are written without spaces between words: Tesseract cuts
    /// them into words all the same, and the line is put back together without the spaces.
    static func isCJK(_ character: Character) -> Bool {
        character.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x2FA1F: true
            default: false
            }
        }
    }
}
