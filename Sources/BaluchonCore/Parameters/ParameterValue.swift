/// A value a traveller gives as text — a query parameter of the server or an option of the CLI — read
/// by the one initialiser both edges call, so both accept and refuse the same things.
public protocol ParameterValue: Sendable {
    /// Reads the value from the text given for parameter `name` (never empty: an empty parameter is
    /// absent); `name` is only for the error.
    init(parameter text: String, name: String) throws
}

extension ParameterValue where Self: RawRepresentable & CaseIterable, RawValue == String {
    /// One of the cases by its name, in any case of letters.
    public init(parameter text: String, name: String) throws {
        let folded = text.lowercased()
        guard let chosen = Self.allCases.first(where: { $0.rawValue.lowercased() == folded }) else {
            throw ParameterError.unknownChoice(name: name, value: String(text.prefix(20)), known: Self.allCases.map(\.rawValue))
        }
        self = chosen
    }
}

extension Coordinate: ParameterValue {
    /// "latitude,longitude" in decimal degrees (`43.7384,7.4246`, spaces allowed).
    public init(parameter text: String, name: String) throws {
        guard let point = try Coordinate.pair(text) else { throw ParameterError.invalidPoint(name: name, value: String(text.prefix(40))) }
        self = point
    }
}

extension UILanguage: ParameterValue {
    /// An interface language by its code, in any case of letters.
    public init(parameter text: String, name: String) throws {
        guard let language = UILanguage(rawValue: text.lowercased()) else {
            throw ParameterError.unknownChoice(name: name, value: String(text.prefix(20)), known: UILanguage.allCases.map(\.rawValue))
        }
        self = language
    }
}
