import BaluchonCore
import Foundation

/// One installed Apertium translation direction (`fr-es`, `eng-spa`), read from a `.mode` file.
public struct ApertiumMode: Sendable, Equatable {
    /// The mode's name as `apertium` takes it (`fra-cat`).
    public var name: String
    public var source: LanguageCode
    public var target: LanguageCode
    /// The `.mode` file.
    public var file: URL

    /// The mode a `.mode` file name describes, when it is a plain direction between two languages;
    /// variants (`eng-cat_valencia`, `gl-pt-latin1`) and helper modes (`eco-fr-es`) give nil.
    public init?(file: URL) {
        guard file.pathExtension == "mode" else { return nil }
        let name = file.deletingPathExtension().lastPathComponent
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ (2...3).contains($0.count) && $0.allSatisfy(\.isLetter) }),
            let source = LanguageCode(String(parts[0])), let target = LanguageCode(String(parts[1])),
            !source.isVariant, !target.isVariant, source != target
        else { return nil }
        self.name = name
        self.source = source
        self.target = target
        self.file = file
    }

    /// The plain directions installed in `directory` (`/usr/share/apertium/modes`), one per pair:
    /// when two modes name the same pair (`en-gl` and `eng-glg`), the first by name wins.
    public static func installed(in directory: URL) -> [ApertiumMode] {
        let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        var modes: [ApertiumMode] = []
        for file in files.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            guard let mode = ApertiumMode(file: file), !modes.contains(where: { $0.source == mode.source && $0.target == mode.target })
            else { continue }
            modes.append(mode)
        }
        return modes
    }
}
