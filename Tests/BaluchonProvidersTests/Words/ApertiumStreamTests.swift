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
        #expect(ApertiumStream.output(escaped).text == text)
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
        #expect(ApertiumStream.output(ApertiumStream.input("^ [caret] \\^")).text == "^ [caret] \\^")
    }

    @Test("a traveller's *, # and @ travel in superblanks, so they never read as the engine's marks")
    func ownMarks() {
        #expect(ApertiumStream.escape("5 * 3 #1 *important* @moi") == "5 [star] 3 [hash]1 [star]important[star] [at]moi")
        let output = ApertiumStream.output(ApertiumStream.input("5 * 3 #1 *important* @moi"))
        #expect(output.text == "5 * 3 #1 *important* @moi")
        #expect(output.unknownWords.isEmpty)
    }

    @Test("superblanks give back what they hold; word-bound blanks go")
    func unescaping() {
        #expect(ApertiumStream.output("Hola[\n]mundo[][\n]").text == "Hola\nmundo")
        #expect(ApertiumStream.output("[[t:b:123]]Hola[[/]] \\[x\\]").text == "Hola [x]")
    }

    @Test("the engine's marks leave the text and are listed with where their words stand, in code points")
    func marks() {
        // As the generator writes them (`lt-proc -g`; `@` is escaped like the reserved character it is): fr-es "Je m'appelle Zorglubix.", eng-spa
        // "The offer is subject to availability.", eng-spa "They can be individuals or organizations."
        let output = ApertiumStream.output("Me llamo *Zorglubix. La oferta es \\@subject a disponibilidad, #personaje [\n]*Ça-va'l.[][\n]")
        #expect(output.text == "Me llamo Zorglubix. La oferta es subject a disponibilidad, personaje \nÇa-va'l.")
        #expect(
            output.unknownWords == [
                UnknownWord(word: "Zorglubix", kind: .unknown, offset: 9), UnknownWord(word: "subject", kind: .transfer, offset: 33),
                UnknownWord(word: "personaje", kind: .generation, offset: 59), UnknownWord(word: "Ça-va'l", kind: .unknown, offset: 70),
            ])
        for word in output.unknownWords {
            #expect(String(Array(output.text.unicodeScalars)[word.offset..<word.offset + word.length].map(Character.init)) == word.word)
        }
        // A mark followed by no word stays a character; a doubled mark counts once.
        #expect(ApertiumStream.output("a * b @*x").text == "a * b x")
        #expect(ApertiumStream.output("a * b @*x").unknownWords == [UnknownWord(word: "x", kind: .transfer, offset: 6)])
    }

    @Test("between legs a marked word is carried in a superblank, and comes out as the same unknown word")
    func carried() {
        let leg = ApertiumStream.carryingMarks("Me llamo *Zorglubix, \\$5 [\n][[t:b:1]]fin[[/]][][\n]")
        #expect(leg == "Me llamo [word:*Zorglubix], \\$5 [\n][[t:b:1]]fin[[/]][][\n]")
        #expect(ApertiumStream.carryingMarks(leg) == leg)
        let output = ApertiumStream.output(leg)
        #expect(output.text == "Me llamo Zorglubix, $5 \nfin")
        #expect(output.unknownWords == [UnknownWord(word: "Zorglubix", kind: .unknown, offset: 9)])
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
        #expect(ApertiumStream.output("El gato[][\n]").text == "El gato")
        #expect(ApertiumStream.output("El gato").text == "El gato")
    }
}
