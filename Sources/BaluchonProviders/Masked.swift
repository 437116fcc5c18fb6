/// A secret kept in a value that may be printed whole: `String(describing:)` of a service, a
/// provider or the settings (ServiceLifecycle names each service that way in its debug logs) shows
/// `•••` in its place. The value itself is read as usual.
@propertyWrapper
public struct Masked<Value>: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public var description: String { "•••" }
    public var debugDescription: String { "•••" }
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}

extension Masked: Sendable where Value: Sendable {}
extension Masked: Equatable where Value: Equatable {}
