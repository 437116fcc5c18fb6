/// Why a room request cannot be served, in words the players understand.
public enum RoomError: TravellerError, Equatable {
    case unknownRoom(code: String)
    case closed
    case full(limit: Int)
    case badName
    case badColour
    case badSeed
    case notMaster
    case unknownPlayer
    case notJoined
    case tooFast
    case malformedMessage
    case messageTooLarge(limit: Int)
    case badPartyRequest
    case deckEmpty(left: Int)
    /// Another player of the room has this name or one that reads the same.
    case nameTaken(name: String)
    /// The room's saved events reached their size limit (in bytes).
    case tooLarge(limit: Int)
    /// No roll of this number that the player may see.
    case unknownRoll(sequence: Int)

    public var code: ErrorCode {
        switch self {
        case .unknownRoom: .unknownRoom
        case .closed: .roomClosed
        case .full: .roomFull
        case .badName: .invalidName
        case .badColour: .invalidColour
        case .badSeed: .invalidSeed
        case .notMaster: .notGameMaster
        case .unknownPlayer: .unknownPlayer
        case .notJoined: .notJoined
        case .tooFast: .rateLimited
        case .malformedMessage: .malformedMessage
        case .messageTooLarge: .messageTooLarge
        case .badPartyRequest: .invalidPartyRequest
        case .deckEmpty: .deckEmpty
        case .nameTaken: .nameTaken
        case .tooLarge: .roomFull
        case .unknownRoll: .unknownRoll
        }
    }

    public var kind: FailureKind {
        switch self {
        case .unknownRoom, .unknownPlayer, .unknownRoll: .notFound
        case .messageTooLarge, .full, .tooFast, .tooLarge: .tooLarge
        default: .badInput
        }
    }

    public var message: LocalizedText {
        switch self {
        case .unknownRoom(let code):
            LocalizedText("error.unknown_room.message", ["value": "\(code.prefix(12))"])
        case .closed: LocalizedText("error.room_closed.message")
        case .full(let limit):
            LocalizedText("error.room_full.message", ["limit": "\(limit)"])
        case .badName:
            LocalizedText("error.invalid_name.message")
        case .badColour:
            LocalizedText("error.invalid_colour.message")
        case .badSeed:
            LocalizedText("error.invalid_seed.message")
        case .notMaster:
            LocalizedText("error.not_game_master.message")
        case .unknownPlayer:
            LocalizedText("error.unknown_player.message")
        case .notJoined:
            LocalizedText("error.not_joined.message")
        case .tooFast:
            LocalizedText("error.rate_limited.message.tooFast")
        case .malformedMessage:
            LocalizedText("error.malformed_message.message")
        case .messageTooLarge(let limit):
            LocalizedText("error.message_too_large.message", ["limit": "\(limit)"])
        case .badPartyRequest:
            LocalizedText("error.invalid_party_request.message")
        case .deckEmpty(let left):
            LocalizedText("error.deck_empty.message", ["left": "\(left)"])
        case .unknownRoll(let sequence):
            LocalizedText("error.unknown_roll.message", ["sequence": "\(sequence)"])
        case .nameTaken(let name):
            LocalizedText("error.name_taken.message", ["name": "\(name)"])
        case .tooLarge(let limit):
            LocalizedText("error.room_full.message.tooLarge", ["megabytes": "\(limit / 1_048_576)"])
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .unknownRoom:
            LocalizedText("error.unknown_room.hint")
        default: nil
        }
    }
}
