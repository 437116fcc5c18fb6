import BaluchonCore
import BaluchonToolkit
import Hummingbird

/// `GET /api/v1/phrases?from=&to=&q=&topic=`: the phrasebook, searched.
struct PhrasesRoutes {
    let words: WordsService

    struct Phrases: ResponseEncodable {
        var answer: PhrasesAnswer

        func encode(to encoder: any Encoder) throws { try answer.encode(to: encoder) }
    }

    func register(on api: inout APIGroup<AppRequestContext>) {
        api.get("phrases") { _, context in
            let query = try context.query
            let source = try query.value("from", default: LanguageCode(context.language.rawValue) ?? LanguageCode("en")!)
            let target: LanguageCode = try query.required("to")
            let topic: PhraseTopic? = try query.value("topic")
            return Phrases(answer: try words.phrases(from: source, to: target, matching: query["q"], topic: topic))
        }
    }
}
