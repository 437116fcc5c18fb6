import Foundation

/// A list of places published to the server: readable by whoever has its id, changeable only with its edit key.
public struct SharedListRecord: Sendable, Equatable {
    /// The unguessable id in the share link.
    public var id: String
    /// The separate secret that allows changing or deleting the list. Random 128 bits, compared in full;
    /// it is never sent back by a read.
    public var editKey: String
    public var title: String
    /// The places as JSON, as the sharing service wrote them.
    public var places: Data
    public var createdAt: Date
    public var updatedAt: Date

    public init(id: String, editKey: String, title: String, places: Data, createdAt: Date, updatedAt: Date) {
        self.id = id
        self.editKey = editKey
        self.title = title
        self.places = places
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}
