import Testing

@testable import BaluchonCore

@Suite("Pivot routes")
struct LanguageGraphTests {
    private func code(_ text: String) -> LanguageCode { LanguageCode(text)! }
    private func route(_ text: String) -> [LanguageCode] { text.split(separator: ">").map { code(String($0)) } }

    /// Debian's Apertium pairs around French and English (no fr↔en pair).
    let graph = LanguageGraph(
        pairs: [
            ("fr", "es"), ("es", "fr"), ("es", "en"), ("en", "es"), ("fr", "ca"), ("ca", "fr"), ("ca", "en"), ("en", "ca"),
            ("es", "it"), ("it", "es"), ("ca", "it"), ("it", "ca"), ("en", "gl"), ("gl", "en"),
        ].map { (LanguageCode($0.0)!, LanguageCode($0.1)!) },
        preferredPivots: [LanguageCode("es")!, LanguageCode("ca")!])

    @Test(
        "direct when it can, through the preferred pivot when it must",
        arguments: [("fr", "es", "fr>es"), ("fr", "en", "fr>es>en"), ("en", "fr", "en>es>fr"), ("it", "en", "it>es>en"), ("gl", "es", "gl>en>es")])
    func routes(source: String, target: String, expected: String) {
        #expect(graph.route(from: code(source), to: code(target)) == route(expected))
    }

    @Test("no route beyond one pivot, none to itself")
    func none() {
        #expect(graph.route(from: code("gl"), to: code("it")) == nil)
        #expect(graph.route(from: code("fr"), to: code("fr")) == nil)
        #expect(graph.route(from: code("de"), to: code("en")) == nil)
    }

    @Test("reachable targets and support include pivots")
    func support() {
        #expect(graph.targets(from: code("fr")) == "ca en es it".split(separator: " ").map { code(String($0)) })
        let support = graph.support
        #expect(support.supports(source: code("fr"), target: code("en")))
        #expect(!support.supports(source: code("gl"), target: code("it")))
        #expect(support.sources.contains(code("gl")))
    }
}
