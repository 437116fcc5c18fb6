import BaluchonCore
import Foundation

/// A plain-text table with columns padded to their widest cell.
struct TextTable {
    var header: [String]
    var rows: [[String]]

    var rendered: String {
        let widths = header.indices.map { column in
            ([header] + rows).map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        let separator = widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")
        // No row: a dash, which reads the same in every language.
        let body = rows.isEmpty ? ["—"] : rows.map(line)
        return ([line(header), separator] + body).joined(separator: "\n")
    }
}

/// A table's column titles, written in the catalogue as one text separated by “|”.
func columns(_ titles: LocalizedText, in language: UILanguage) -> [String] {
    titles.text(in: language).split(separator: "|", omittingEmptySubsequences: false).map(String.init)
}

/// A counted text (`LocalizedText("cli.count.place", count: 1)`) as an argument of another, its `{number}`
/// written the language's way: “1 place”, “234,908 places”, « 234 908 lieux ».
func counted(_ text: LocalizedText) -> LocalizedText.Argument {
    var text = text
    let count = text.count ?? 0
    text.arguments["number"] = .inLanguage { count.formatted(.number.locale(Locale(identifier: $0.rawValue))) }
    return .localized(text)
}
