import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation

/// `baluchon translate --image menu.jpg --from fr --to en`: each line Tesseract reads in the photo,
/// then its translation by the provider chain, as the web page shows them over the photo.
struct PhotoTranslation {
    /// One line of the photo and its translation, for `--json`.
    struct Line: Encodable {
        var text: String
        var box: RecognisedText.Box
        var confidence: Double
        var translation: String
    }

    let image: String
    let source: String
    let target: String?
    let json: Bool

    func run(_ toolkit: Toolkit) async throws {
        let language = cliLanguage()
        do {
            guard let from = try LanguageCode.source(source) else {
                throw ValidationError(LocalizedText("cli.words.imageNeedsSource").text(in: language))
            }
            let to = try target.map { try LanguageCode(parameter: $0, name: "to") } ?? WordsCommands.defaultTarget(source: from, language: language)
            let url = URL(fileURLWithPath: image)
            guard FileManager.default.isReadableFile(atPath: url.path) else { throw RegionError.fileNotFound(path: image) }
            let found = try await toolkit.ocr.recognise(language: from) { try Data(contentsOf: url) }
            var lines: [Line] = []
            for line in found.lines {
                let outcome = try await toolkit.words.translate(line.text, from: from, to: to, favoured: [])
                lines.append(Line(text: line.text, box: line.box, confidence: line.confidence, translation: outcome.text))
            }
            if json {
                try printJSON(lines)
                return
            }
            for line in lines { print("\(line.text)\n  → \(line.translation)") }
        } catch let error as any TravellerError {
            throw fail(with: error)
        }
    }
}
