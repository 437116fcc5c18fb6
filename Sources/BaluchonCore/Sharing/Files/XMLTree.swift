import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A small element tree of an XML document, read by Foundation's `XMLParser` with external entities off;
/// a document that declares a DOCTYPE or entities is refused before parsing, so nothing is fetched and no
/// entity is expanded ("billion laughs").
final class XMLElementNode {
    /// The local name: `osmand:color` is `color`.
    let name: String
    let attributes: [String: String]
    var children: [XMLElementNode] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    func child(_ name: String) -> XMLElementNode? { children.first { $0.name == name } }

    func children(_ name: String) -> [XMLElementNode] { children.filter { $0.name == name } }

    /// The trimmed text of a child, nil when absent or empty.
    func value(_ name: String) -> String? {
        guard let text = child(name)?.text.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        return text
    }

    /// Every descendant with this name, depth first.
    func descendants(_ name: String) -> [XMLElementNode] {
        children.flatMap { ($0.name == name ? [$0] : []) + $0.descendants(name) }
    }

    static func parse(_ data: Data, format: String) throws(PlaceFileError) -> XMLElementNode {
        let head = data.prefix(64 * 1024)
        if head.range(of: Data("<!DOCTYPE".utf8)) != nil || data.range(of: Data("<!ENTITY".utf8)) != nil {
            throw .entitiesRefused
        }
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            let line = parser.lineNumber
            throw .malformed(format: format, detail: LocalizedText(en: "XML error at line \(line)", fr: "erreur XML à la ligne \(line)"))
        }
        return root
    }
}

private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: XMLElementNode?
    var stack: [XMLElementNode] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]
    ) {
        let local = elementName.split(separator: ":").last.map(String.init) ?? elementName
        let node = XMLElementNode(name: local, attributes: attributes)
        if let parent = stack.last { parent.children.append(node) } else { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        stack.last?.text += String(decoding: block, as: UTF8.self)
    }
}
