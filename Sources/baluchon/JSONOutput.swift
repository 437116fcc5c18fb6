import BaluchonCore
import Foundation

/// Prints pretty, stable JSON for `--json` output; an empty list or object as `[]` or `{}` (Foundation writes
/// its brackets on two lines); texts for people (a provenance's note) in `language`.
func printJSON(_ value: some Encodable, language: UILanguage = cliLanguage()) throws {
    let encoder = JSONEncoder()
    encoder.userInfo[.uiLanguage] = language
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    let text = String(decoding: try encoder.encode(value), as: UTF8.self)
    print(text.replacing(/\[\n\s*\]/, with: "[]").replacing(/\{\n\s*\}/, with: "{}"))
}
