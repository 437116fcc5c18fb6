import BaluchonCore
import Hummingbird

/// `POST /api/v1/dice/roll` with `{"expression":"4d6dl1"}`: a solo roll from the system's cryptographic generator.
struct DiceRoutes {
    struct RollBody: Decodable {
        var expression: String
    }

    struct Rolled: ResponseEncodable {
        /// The canonical spelling, repetition included (`6x 4d6dl1`).
        var expression: String
        var rolls: [DiceRoll]
    }

    func register(on api: inout APIGroup<AppRequestContext>) {
        api.post("dice/roll") { request, context in
            let body = try await request.decodeJSON(as: RollBody.self, context: context)
            let program = try DiceParser.parse(body.expression)
            var roller = DiceRoller(generator: SystemRandomNumberGenerator())
            return Rolled(expression: program.description, rolls: try roller.roll(program))
        }
    }
}
