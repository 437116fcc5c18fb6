import BaluchonCore
import BaluchonToolkit
import Foundation
import Hummingbird

/// `POST /api/v1/dice/roll` with `{"expression":"4d6dl1"}`: a solo roll from the system's cryptographic
/// generator. `POST /api/v1/dice/verify` with a room export: the checks of `baluchon dice verify`.
struct DiceRoutes {
    /// A room export holds up to 2,000 events, repeated rolls listing every repetition.
    static let exportLimit = 8 << 20

    struct RollBody: Decodable {
        var expression: String
    }

    struct Rolled: ResponseEncodable {
        /// The canonical spelling, repetition included (`6x 4d6dl1`).
        var expression: String
        var rolls: [DiceRoll]
    }

    struct Verified: ResponseEncodable {
        var code: String
        var commitment: String
        /// How many rolls were checked.
        var rolls: Int
    }

    func register(on api: inout APIGroup<AppRequestContext>) {
        api.post("dice/roll") { request, context in
            let body = try await request.decodeJSON(as: RollBody.self, context: context)
            let program = try DiceParser.parse(body.expression)
            var roller = DiceRoller(generator: SystemRandomNumberGenerator())
            // Large pools come summarised: 40 bytes of notation never answer a megabyte.
            return Rolled(expression: program.description, rolls: try roller.roll(program).listed())
        }
        api.post("dice/verify") { request, context in
            // Read here with its own limit, so that a body over it is told that limit (not the usual 64 KB).
            let body = try await request.body(upTo: Self.exportLimit, tooLarge: HTTPFailure.bodyTooLarge(limit: Self.exportLimit))
            let export: RoomExport
            do {
                export = try JSONDecoder().decode(RoomExport.self, from: Data(buffer: body))
            } catch {
                throw HTTPFailure.malformedJSON(detail: "not a room export")
            }
            return Verified(code: export.code, commitment: export.commitment, rolls: try RoomVerifier.verify(export))
        }
    }
}
