/// The code a point is written as: one of ``PointCode/Format``, or a short Plus Code followed by the
/// nearest well-known town ("V75V+8Q Paris"), which needs the gazetteer.
public enum CodeFormat: Sendable, Equatable, ParameterValue {
    case code(PointCode.Format)
    case shortPlusCode

    public static let names = PointCode.Format.allCases.map(\.rawValue) + ["pluscode-short"]

    public init(parameter text: String, name: String) throws {
        if text.lowercased() == "pluscode-short" {
            self = .shortPlusCode
        } else if let format = PointCode.Format.allCases.first(where: { $0.rawValue == text.lowercased() }) {
            self = .code(format)
        } else {
            throw ParameterError.unknownChoice(name: name, value: String(text.prefix(20)), known: Self.names)
        }
    }

    public var name: String {
        switch self {
        case .code(let format): format.rawValue
        case .shortPlusCode: "pluscode-short"
        }
    }
}
