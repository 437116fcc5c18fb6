import BaluchonCore
import Foundation

/// What of Apertium is installed: its programs and the translation directions (modes) found.
public struct ApertiumInstallation: Sendable, Equatable {
    /// Where Debian puts the modes.
    public static let defaultModesDirectory = URL(fileURLWithPath: "/usr/share/apertium/modes")

    public var modesDirectory: URL
    public var modes: [ApertiumMode]
    /// The `apertium` script, for one-shot runs.
    public var apertium: URL?
    /// `apertium-wblank-mode`, which writes a mode's pipeline in NUL-flush form for a resident process.
    public var pipelineWriter: URL?

    public init(modesDirectory: URL, modes: [ApertiumMode], apertium: URL?, pipelineWriter: URL?) {
        self.modesDirectory = modesDirectory
        self.modes = modes
        self.apertium = apertium
        self.pipelineWriter = pipelineWriter
    }

    /// Looks for the programs on `PATH` and the modes in `modesDirectory`.
    public static func discover(
        modesDirectory: URL = defaultModesDirectory, path: String? = ProcessInfo.processInfo.environment["PATH"]
    ) -> ApertiumInstallation {
        let directories = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        func find(_ program: String) -> URL? {
            directories.map { $0.appendingPathComponent(program) }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
        }
        return ApertiumInstallation(
            modesDirectory: modesDirectory,
            modes: ApertiumMode.installed(in: modesDirectory),
            apertium: find("apertium"),
            pipelineWriter: find("apertium-wblank-mode"))
    }

    /// The data directory `apertium -d` takes: the parent of `modes/`.
    public var dataDirectory: URL { modesDirectory.deletingLastPathComponent() }

    /// Why it cannot translate, or nil when it can.
    public var problem: String? {
        if apertium == nil { return "Apertium is not installed (apt-get install apertium apertium-fr-es apertium-eng-spa …)" }
        if modes.isEmpty { return "no Apertium language pair is installed in \(modesDirectory.path) (apt-get install apertium-fr-es …)" }
        return nil
    }

    /// The direct pairs, as a graph that also finds pivots.
    public var graph: LanguageGraph {
        LanguageGraph(pairs: modes.map { ($0.source, $0.target) }, preferredPivots: ApertiumInstallation.pivotPreference)
    }

    /// Pivots with the broadest, best-kept pairs in Debian's Apertium data.
    static let pivotPreference = ["es", "ca", "en", "fr", "pt", "it", "gl"].compactMap(LanguageCode.init)

    /// The mode translating `source` into `target` directly.
    public func mode(from source: LanguageCode, to target: LanguageCode) -> ApertiumMode? {
        modes.first { $0.source == source && $0.target == target }
    }
}
