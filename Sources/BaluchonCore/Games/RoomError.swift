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

    public var code: String {
        switch self {
        case .unknownRoom: "unknown_room"
        case .closed: "room_closed"
        case .full: "room_full"
        case .badName: "invalid_name"
        case .badColour: "invalid_colour"
        case .badSeed: "invalid_seed"
        case .notMaster: "not_game_master"
        case .unknownPlayer: "unknown_player"
        case .notJoined: "not_joined"
        case .tooFast: "rate_limited"
        case .malformedMessage: "malformed_message"
        case .messageTooLarge: "message_too_large"
        case .badPartyRequest: "invalid_party_request"
        case .deckEmpty: "deck_empty"
        case .nameTaken: "name_taken"
        case .tooLarge: "room_full"
        case .unknownRoll: "unknown_roll"
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
            LocalizedText(en: "There is no room “\(code.prefix(12))”.", fr: "Il n’y a pas de salle « \(code.prefix(12)) ».")
        case .closed: LocalizedText(en: "This room is closed.", fr: "Cette salle est fermée.")
        case .full(let limit):
            LocalizedText(en: "The room is full (\(limit) players).", fr: "La salle est pleine (\(limit) joueurs).")
        case .badName:
            LocalizedText(
                en: "Choose a name of 1 to 24 letters, digits or spaces.", fr: "Choisissez un nom de 1 à 24 lettres, chiffres ou espaces.")
        case .badColour:
            LocalizedText(en: "The colour must look like #1e90ff.", fr: "La couleur doit s’écrire comme #1e90ff.")
        case .badSeed:
            LocalizedText(
                en: "Your seed must be 8 to 64 letters or digits.", fr: "Votre graine doit compter 8 à 64 lettres ou chiffres.")
        case .notMaster:
            LocalizedText(en: "Only the game master can do that.", fr: "Seul le meneur de jeu peut faire cela.")
        case .unknownPlayer:
            LocalizedText(en: "There is no such player in this room.", fr: "Ce joueur n’est pas dans la salle.")
        case .notJoined:
            LocalizedText(en: "Join the room first.", fr: "Rejoignez d’abord la salle.")
        case .tooFast:
            LocalizedText(en: "Too many messages: wait a moment.", fr: "Trop de messages : patientez un instant.")
        case .malformedMessage:
            LocalizedText(en: "This message is not understood.", fr: "Ce message n’est pas compris.")
        case .messageTooLarge(let limit):
            LocalizedText(en: "Messages are limited to \(limit) bytes.", fr: "Les messages sont limités à \(limit) octets.")
        case .badPartyRequest:
            LocalizedText(
                en: "This tool needs sensible values: 2–10 teams, 1–20 roles of up to 24 characters, "
                    + "a timer of 5 s to 1 h, a score change within ±1000.",
                fr: "Cet outil demande des valeurs sensées : 2 à 10 équipes, 1 à 20 rôles de 24 caractères au plus, "
                    + "un minuteur de 5 s à 1 h, un score de ±1000 au plus.")
        case .deckEmpty(let left):
            LocalizedText(
                en: "Only \(left) cards are left: shuffle the deck or draw fewer (1 to 10).",
                fr: "Il ne reste que \(left) cartes : mélangez le paquet ou tirez-en moins (1 à 10).")
        case .unknownRoll(let sequence):
            LocalizedText(
                en: "There is no roll #\(sequence) you may see in this room.",
                fr: "Il n’y a pas de jet n° \(sequence) visible pour vous dans cette salle.")
        case .nameTaken(let name):
            LocalizedText(
                en: "“\(name)” is taken: another player has this name or one that looks the same. Choose another.",
                fr: "« \(name) » est pris : un autre joueur a ce nom ou un nom qui lui ressemble. Choisissez-en un autre.")
        case .tooLarge(let limit):
            LocalizedText(
                en: "The room's history is full (\(limit / 1_048_576) MB): close it and open a new one.",
                fr: "L’historique de la salle est plein (\(limit / 1_048_576) Mo) : fermez-la et ouvrez-en une autre.")
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .unknownRoom:
            LocalizedText(
                en: "Check the code with whoever opened the room; rooms expire after a day without play.",
                fr: "Vérifiez le code avec qui a ouvert la salle ; une salle expire après un jour sans jeu.")
        default: nil
        }
    }
}
