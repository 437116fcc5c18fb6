import BaluchonCore
import Foundation
import Testing

@testable import BaluchonProviders

@Suite("Apertium stream format and modes")
struct ApertiumStreamTests {
    @Test(
        "reserved characters are escaped and come back as they were",
        arguments: ["Bonjour [le] monde", "<b>x</b> ^a$ @b \\ {x} a/b", "ligne 1\nligne 2", "plain text"])
    func roundTrip(text: String) {
        let escaped = ApertiumStream.escape(text)
        #expect(!escaped.contains("\n") || escaped.contains("[\n]"))
        #expect(ApertiumStream.unescape(escaped) == text)
    }

    @Test("escaping follows apertium-destxt")
    func escaping() {
        #expect(ApertiumStream.escape("a [b] <c> $d") == "a \\[b\\] \\<c\\> \\$d")
        #expect(ApertiumStream.escape("un\ndeux") == "un[\n]deux")
    }

    @Test("a caret travels in a superblank of its own, never as an escaped ^ that lrx-proc reads as a word")
    func caret() {
        #expect(ApertiumStream.escape("a^b ^") == "a[caret]b [caret]")
        #expect(!ApertiumStream.input("^").contains("^"))
        #expect(ApertiumStream.output(ApertiumStream.input("^ [caret] \\^")) == "^ [caret] \\^")
    }

    @Test("superblanks give back what they hold; word-bound blanks go")
    func unescaping() {
        #expect(ApertiumStream.unescape("Hola[\n]mundo[][\n]") == "Hola\nmundo\n")
        #expect(ApertiumStream.unescape("[[t:b:123]]Hola[[/]] \\[x\\]") == "Hola [x]")
    }

    @Test(
        "mode files name plain directions; variants and helpers are left out",
        arguments: [
            ("fr-es.mode", "fr", "es"), ("fra-cat.mode", "fr", "ca"), ("eng-spa.mode", "en", "es"), ("en-gl.mode", "en", "gl"),
            ("eng-cat_valencia.mode", nil, nil), ("gl-pt-latin1.mode", nil, nil), ("eco-fr-es.mode", nil, nil), ("README", nil, nil),
            ("cat-por_BR.mode", nil, nil),
        ])
    func modes(file: String, source: String?, target: String?) {
        let mode = ApertiumMode(file: URL(fileURLWithPath: "/usr/share/apertium/modes/\(file)"))
        #expect(mode?.source.rawValue == source)
        #expect(mode?.target.rawValue == target)
    }

    @Test("installed modes: one per direction, found in the directory given")
    func installed() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("apertium-modes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["en-gl.mode", "eng-glg.mode", "fr-es.mode", "eco-fr-es.mode", "README"] {
            try Data().write(to: directory.appendingPathComponent(name))
        }
        let modes = ApertiumMode.installed(in: directory)
        #expect(modes.map(\.name) == ["en-gl", "fr-es"])
        let installation = ApertiumInstallation.discover(modesDirectory: directory, path: "/nonexistent")
        #expect(installation.problem?.contains("not installed") == true)
        let none = ApertiumInstallation(
            modesDirectory: directory, modes: [], apertium: URL(fileURLWithPath: "/usr/bin/apertium"), pipelineWriter: nil)
        #expect(none.problem?.contains("no Apertium language pair") == true)
        #expect(!Apertium(installation: none).descriptor.state.isConfigured)
    }
}

@Suite("Apertium whole inputs")
struct ApertiumInputTests {
    @Test("an input is closed by a blank, which the output loses again")
    func closed() {
        #expect(ApertiumStream.input("Le chat") == "Le chat[][\n]")
        #expect(ApertiumStream.output("El gato[][\n]") == "El gato")
        #expect(ApertiumStream.output("El gato") == "El gato")
    }
}
