/// What a shared store says about its rooms as other instances change them.
public enum RoomNotice: Sendable, Equatable {
    /// Event number `sequence` was saved in room `code` (by this instance or another).
    case appended(code: String, sequence: Int)
    /// The store started listening again after a while deaf (at start, or after losing the database):
    /// any room may have changed meanwhile.
    case resumed
}
