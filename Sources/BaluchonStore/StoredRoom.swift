import Foundation

/// A game room as saved: its state (everything but its events) and its events in order, each as
/// the JSON the rooms service wrote.
public struct StoredRoom: Sendable, Equatable {
    public var state: Data
    public var events: [Data]

    public init(state: Data, events: [Data]) {
        self.state = state
        self.events = events
    }
}
