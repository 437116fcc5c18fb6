import BaluchonCore

/// Event number `sequence` of room `room` was already saved, by another writer: whoever appended it
/// too must read the room again and take the next number. Told to the player only when that
/// happened twice in a row (the room is very busy).
public struct RoomSequenceTaken: TravellerError, Equatable {
    public var room: String
    public var sequence: Int

    public var code: ErrorCode { .roomBusy }
    public var kind: FailureKind { .unavailable }
    public var message: LocalizedText {
        LocalizedText("error.room_busy.message", ["room": "\(room)"])
    }
    public var hint: LocalizedText? {
        LocalizedText("error.room_busy.hint")
    }
}
