import BaluchonCore
import Foundation

/// A list of places published on this server, as readers see it (the edit key is never part of it).
public struct SharedList: Sendable, Equatable, Codable {
    public var id: String
    public var title: String
    public var places: [SavedPlace]
    public var createdAt: Date
    public var updatedAt: Date
    /// The whole-list code of the places, when they fit in one.
    public var code: String?
}

/// What the publisher gets back once: the list and the key that lets them change it.
public struct PublishedList: Sendable, Equatable, Codable {
    public var list: SharedList
    public var editKey: String
}
