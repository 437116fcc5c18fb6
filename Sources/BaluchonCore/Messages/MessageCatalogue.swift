import Foundation

/// The interface's sentences, one flat JSON file per language in `Resources/Messages` (`en.json`), keyed
/// like the web app's `Public/i18n` files, with `{name}` placeholders; read once, on first use.
public enum MessageCatalogue {
    /// Every catalogue's entries, by language code.
    public static let entries: [String: [String: String]] = load()

    /// The language codes that have a catalogue: English first, then by code.
    static let languages: [String] = entries.keys.sorted { ($0 == "en" ? "" : $0) < ($1 == "en" ? "" : $1) }

    /// The text of `key` in `language`, or in English when the language's catalogue lacks it (tests
    /// check none does); the key itself when no catalogue has it.
    public static func text(of key: String, in language: UILanguage) -> String {
        entries[language.rawValue]?[key] ?? entries["en"]?[key] ?? key
    }

    private static func load() -> [String: [String: String]] {
        let files: [URL]
        do {
            guard let directory = Bundle.module.url(forResource: "Messages", withExtension: nil, subdirectory: "Resources") else {
                fatalError("The message catalogues (Resources/Messages) are missing from BaluchonCore's bundle.")
            }
            files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "json" }
        } catch {
            fatalError("The message catalogues cannot be listed: \(error)")
        }
        var catalogues: [String: [String: String]] = [:]
        for file in files {
            do {
                catalogues[file.deletingPathExtension().lastPathComponent] = try JSONDecoder().decode(
                    [String: String].self, from: Data(contentsOf: file))
            } catch {
                fatalError("The message catalogue \(file.path) is not a JSON object of strings: \(error)")
            }
        }
        guard catalogues["en"] != nil else { fatalError("The English message catalogue (Resources/Messages/en.json) is missing.") }
        return catalogues
    }
}
