import Foundation

/// A JSON value as decoded, keeping booleans, numbers and null apart.
enum JSONValue: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    static func parse(_ data: Data) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: data)
    }

    subscript(_ key: String) -> JSONValue? {
        if case .object(let members) = self { members[key] } else { nil }
    }

    var text: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// The JSON Schema type names this value answers to.
    var typeNames: Set<String> {
        switch self {
        case .null: ["null"]
        case .bool: ["boolean"]
        case .number(let value): value == value.rounded() ? ["number", "integer"] : ["number"]
        case .string: ["string"]
        case .array: ["array"]
        case .object: ["object"]
        }
    }
}

/// Checks a JSON value against the JSON Schema subset the OpenAPI document uses (type, properties, required,
/// additionalProperties, items, enum, const, oneOf, anyOf, minimum, maximum, maxLength, pattern and local
/// `$ref`s into `components/schemas`), and says where each mismatch is.
struct JSONSchemaValidator {
    let schemas: [String: JSONValue]

    init(document: JSONValue) {
        if case .object(let schemas) = document["components"]?["schemas"] ?? .null {
            self.schemas = schemas
        } else {
            self.schemas = [:]
        }
    }

    func problems(_ value: JSONValue, against schema: JSONValue, at path: String = "$") -> [String] {
        guard case .object(let rules) = schema else {
            // JSON Schema's `true` lets anything through; `false`, or a value that is no schema at all (a slip in the
            // document), lets nothing through, rather than every value by accident.
            return schema == .bool(true) ? [] : ["\(path): \(value) does not match the schema \(schema)"]
        }
        if let reference = rules["$ref"]?.text {
            let name = String(reference.split(separator: "/").last ?? "")
            guard let target = schemas[name] else { return ["\(path): unknown schema \(reference)"] }
            return problems(value, against: target, at: path)
        }
        var found: [String] = []
        if let type = rules["type"] {
            let allowed: Set<String> =
                switch type {
                case .string(let name): [name]
                case .array(let names): Set(names.compactMap(\.text))
                default: []
                }
            if allowed.isDisjoint(with: value.typeNames) { return ["\(path): \(value) is not \(allowed.sorted())"] }
        }
        if case .array(let options) = rules["enum"] ?? .null, !options.contains(value) { found.append("\(path): \(value) is not one of \(options)") }
        if let constant = rules["const"], constant != value { found.append("\(path): \(value) is not \(constant)") }
        if case .array(let options) = rules["oneOf"] ?? .null {
            let matching = options.filter { problems(value, against: $0, at: path).isEmpty }.count
            if matching != 1 { found.append("\(path): matches \(matching) of oneOf, not 1") }
        }
        if case .array(let options) = rules["anyOf"] ?? .null, !options.contains(where: { problems(value, against: $0, at: path).isEmpty }) {
            found.append("\(path): matches none of anyOf")
        }
        switch value {
        case .number(let number):
            if case .number(let minimum) = rules["minimum"] ?? .null, number < minimum { found.append("\(path): \(number) < \(minimum)") }
            if case .number(let maximum) = rules["maximum"] ?? .null, number > maximum { found.append("\(path): \(number) > \(maximum)") }
        case .string(let text):
            if case .number(let length) = rules["maxLength"] ?? .null, Double(text.count) > length { found.append("\(path): longer than \(length)") }
            if let pattern = rules["pattern"]?.text, text.range(of: pattern, options: .regularExpression) == nil {
                found.append("\(path): “\(text)” does not match \(pattern)")
            }
        case .array(let items):
            if let itemSchema = rules["items"] {
                for (index, item) in items.enumerated() { found += problems(item, against: itemSchema, at: "\(path)[\(index)]") }
            }
        case .object(let members):
            found += objectProblems(members, rules: rules, at: path)
        case .null, .bool:
            break
        }
        return found
    }

    private func objectProblems(_ members: [String: JSONValue], rules: [String: JSONValue], at path: String) -> [String] {
        var found: [String] = []
        if case .array(let required) = rules["required"] ?? .null {
            for name in required.compactMap(\.text) where members[name] == nil { found.append("\(path): missing “\(name)”") }
        }
        let properties: [String: JSONValue] = if case .object(let known) = rules["properties"] ?? .null { known } else { [:] }
        for (name, member) in members.sorted(by: { $0.key < $1.key }) {
            if let propertySchema = properties[name] {
                found += problems(member, against: propertySchema, at: "\(path).\(name)")
            } else if let extra = rules["additionalProperties"] {
                found += extra == .bool(false) ? ["\(path): unexpected “\(name)”"] : problems(member, against: extra, at: "\(path).\(name)")
            }
        }
        return found
    }
}
