import BaluchonCore

/// Event number `sequence` of room `room` was already saved, by another writer: whoever appended it
/// too must read the room again and take the next number. Told to the player only when that
/// happened twice in a row (the room is very busy).
public struct RoomSequenceTaken: TravellerError, Equatable {
    public var room: String
    public var sequence: Int

    public var code: String { "room_busy" }
    public var kind: FailureKind { .unavailable }
    public var message: LocalizedText {
        LocalizedText(
            en: "Room \(room) is very busy: your action was not saved.",
            fr: "La salle \(room) est très animée : votre action n’a pas été enregistrée.")
    }
    public var hint: LocalizedText? {
        LocalizedText(en: "Try again.", fr: "Réessayez.")
    }
}
