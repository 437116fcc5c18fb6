import CLibXML2
import Foundation

/// A small element tree of an XML document, read by libxml2's pull parser with no network and no DTD:
/// a document that has a DOCTYPE (whatever its encoding or where it stands) or an entity reference is
/// refused by the parser itself, so nothing is fetched and no entity is expanded ("billion laughs").
/// Depth and element count are bounded while reading, and the tree is freed without recursion.
final class XMLElementNode {
    /// The local name: `osmand:color` is `color`.
    let name: String
    let attributes: XMLAttributes
    var children: [XMLElementNode] = []
    var text = ""

    /// Deeper than this, a document is refused: GPX and KML files nest a handful of levels.
    static let maximumDepth = 100
    /// More elements than this in a 20 MB file is not a list of places.
    static let maximumElements = 1_000_000

    init(name: String, attributes: XMLAttributes) {
        self.name = name
        self.attributes = attributes
    }

    /// Frees the subtree level by level: a recursive release would use stack in proportion to depth.
    deinit {
        var pending = children
        children = []
        while let node = pending.popLast() {
            pending.append(contentsOf: node.children)
            node.children = []
        }
    }

    func child(_ name: String) -> XMLElementNode? { children.first { $0.name == name } }

    func children(_ name: String) -> [XMLElementNode] { children.filter { $0.name == name } }

    /// The trimmed text of a child, nil when absent or empty.
    func value(_ name: String) -> String? {
        guard let text = child(name)?.text else { return nil }
        // Most values have no space around them: checked on the bytes before Foundation trims (a long track has
        // two values a point).
        let bytes = text.utf8
        guard let first = bytes.first, let last = bytes.last else { return nil }
        if !Self.isSpace(first) && !Self.isSpace(last) { return text }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte >= 0x80 }

    /// Every descendant with this name, depth first.
    func descendants(_ name: String) -> [XMLElementNode] {
        children.flatMap { ($0.name == name ? [$0] : []) + $0.descendants(name) }
    }

    static func parse(_ data: Data, format: String) throws(PlaceFileError) -> XMLElementNode {
        let result: Result<XMLElementNode, PlaceFileError> = data.withUnsafeBytes { bytes in
            let errors = ParserErrors()
            // No XML_PARSE_NOENT (no entity substitution), no DTDLOAD, no HUGE (libxml2 keeps its own limits).
            let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
            guard let base = bytes.baseAddress?.assumingMemoryBound(to: CChar.self),
                let reader = xmlReaderForMemory(base, Int32(bytes.count), nil, nil, options)
            else {
                return .failure(.malformed(format: format, detail: LocalizedText("file.xml.empty")))
            }
            defer { xmlFreeTextReader(reader) }
            xmlTextReaderSetStructuredErrorHandler(reader, ParserErrors.handler, Unmanaged.passUnretained(errors).toOpaque())
            return withExtendedLifetime(errors) { Result { () throws(PlaceFileError) in try read(reader, format: format, errors: errors) } }
        }
        return try result.get()
    }

    private static func read(_ reader: xmlTextReaderPtr, format: String, errors: ParserErrors) throws(PlaceFileError) -> XMLElementNode {
        var root: XMLElementNode?
        var stack: [XMLElementNode] = []
        var elements = 0
        var names = NameCache()
        while true {
            let status = xmlTextReaderRead(reader)
            if status == 0 { break }
            guard status > 0 else {
                if errors.tooDeep { throw .tooDeep(format: format, maximum: maximumDepth) }
                if errors.aboutEntities { throw .entitiesRefused }
                let line = errors.line ?? Int(xmlTextReaderGetParserLineNumber(reader))
                throw .malformed(format: format, detail: LocalizedText("file.xml.error", ["line": "\(line)"]))
            }
            switch xmlReaderTypes(UInt32(xmlTextReaderNodeType(reader))) {
            case XML_READER_TYPE_DOCUMENT_TYPE, XML_READER_TYPE_ENTITY_REFERENCE, XML_READER_TYPE_ENTITY:
                throw .entitiesRefused
            case XML_READER_TYPE_ELEMENT:
                guard xmlTextReaderDepth(reader) < maximumDepth else { throw .tooDeep(format: format, maximum: maximumDepth) }
                elements += 1
                guard elements <= maximumElements else { throw .tooManyElements(format: format, maximum: maximumElements) }
                let node = XMLElementNode(name: names.string(xmlTextReaderConstLocalName(reader)), attributes: attributes(reader, names: &names))
                if let parent = stack.last { parent.children.append(node) } else { root = node }
                if xmlTextReaderIsEmptyElement(reader) != 1 { stack.append(node) }
            case XML_READER_TYPE_END_ELEMENT:
                _ = stack.popLast()
            case XML_READER_TYPE_TEXT, XML_READER_TYPE_CDATA, XML_READER_TYPE_WHITESPACE, XML_READER_TYPE_SIGNIFICANT_WHITESPACE:
                stack.last?.text += string(xmlTextReaderConstValue(reader))
            default:
                break
            }
        }
        guard let root else {
            throw .malformed(format: format, detail: LocalizedText("file.xml.noRoot"))
        }
        return root
    }

    private static func attributes(_ reader: xmlTextReaderPtr, names: inout NameCache) -> XMLAttributes {
        guard xmlTextReaderHasAttributes(reader) == 1 else { return XMLAttributes() }
        var attributes = XMLAttributes()
        while xmlTextReaderMoveToNextAttribute(reader) == 1 {
            attributes.pairs.append((names.string(xmlTextReaderConstName(reader)), string(xmlTextReaderConstValue(reader))))
        }
        xmlTextReaderMoveToElement(reader)
        return attributes
    }

    private static func string(_ text: UnsafePointer<xmlChar>?) -> String {
        text.map { String(cString: $0) } ?? ""
    }
}

/// An element's attributes by qualified name, in document order: a few each, found faster by looking
/// along them than by hashing.
struct XMLAttributes {
    var pairs: [(name: String, value: String)] = []

    subscript(name: String) -> String? { pairs.first { $0.name == name }?.value }
}

/// Element and attribute names made into strings once per document: libxml2 keeps each name once in its
/// dictionary, so the same pointer comes back for every `trkpt` of a long track. The bytes are compared too,
/// so a pointer that libxml2 reused for another name is never taken for the old one.
private struct NameCache {
    private var strings: [UnsafePointer<xmlChar>: (bytes: [xmlChar], string: String)] = [:]

    mutating func string(_ name: UnsafePointer<xmlChar>?) -> String {
        guard let name else { return "" }
        if let known = strings[name], known.bytes.withUnsafeBufferPointer({ strcmp($0.baseAddress!, name) }) == 0 { return known.string }
        let string = String(cString: name)
        strings[name] = (Array(UnsafeBufferPointer(start: name, count: Int(strlen(name)) + 1)), string)
        return string
    }
}

/// What libxml2 reported while reading: the first error's line, whether it was its own depth limit, and
/// whether it was about entities (its own guard against expansion, which may stop a DTD before the reader
/// reaches the DOCTYPE node).
private final class ParserErrors {
    var line: Int?
    var tooDeep = false
    var aboutEntities = false

    static let entityErrors = Set(
        [
            XML_ERR_ENTITY_LOOP, XML_ERR_ENTITY_BOUNDARY, XML_ERR_ENTITY_PE_INTERNAL, XML_ERR_ENTITY_CHAR_ERROR, XML_ERR_UNDECLARED_ENTITY,
            XML_WAR_UNDECLARED_ENTITY, XML_ERR_UNPARSED_ENTITY, XML_ERR_ENTITY_IS_EXTERNAL, XML_ERR_ENTITY_IS_PARAMETER,
            XML_ERR_ENTITY_NOT_STARTED, XML_ERR_ENTITY_NOT_FINISHED, XML_ERR_DOCTYPE_NOT_FINISHED, XML_ERR_EXT_ENTITY_STANDALONE,
            XML_ERR_ENTITY_PROCESSING,
        ].map(\.rawValue))

    static let handler: xmlStructuredErrorFunc = { context, error in
        guard let context, let error else { return }
        let errors = Unmanaged<ParserErrors>.fromOpaque(context).takeUnretainedValue()
        guard errors.line == nil else { return }
        errors.line = Int(error.pointee.line)
        errors.aboutEntities = entityErrors.contains(UInt32(error.pointee.code))
        if let message = error.pointee.message, String(cString: message).contains("Excessive depth") { errors.tooDeep = true }
    }
}
