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
    /// When someone last read it (to the day); a list unread for long is forgotten. Publishing counts as a read.
    public var lastReadAt: Date

    public init(id: String, editKey: String, title: String, places: Data, createdAt: Date, updatedAt: Date, lastReadAt: Date? = nil) {
        self.id = id
        self.editKey = editKey
        self.title = title
        self.places = places
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.lastReadAt = lastReadAt ?? updatedAt
    }

    /// What it takes against the lists' quota: its title and places, in bytes.
    public var bytes: Int { title.utf8.count + places.count }
}
