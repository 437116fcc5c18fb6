import BaluchonCore
import BaluchonToolkit
import Foundation
import Hummingbird

/// `POST /api/v1/ocr?source=fr`: an image in (JPEG, PNG, WebP, GIF, BMP or TIFF, at most 20 MB and 40
/// megapixels), its lines of text out, each with its box in the image's pixels and a confidence. `lang`
/// stays the interface language, as on every route; the text's language is `source`.
struct OCRRoutes {
    let ocr: OCRService

    struct Recognised: ResponseEncodable {
        var text: RecognisedText

        func encode(to encoder: any Encoder) throws { try text.encode(to: encoder) }
    }

    func register(on api: inout APIGroup<AppRequestContext>) {
        api.post("ocr") { request, context in
            let language = try context.query.required("source", as: LanguageCode.self)
            let text = try await ocr.recognise(language: language) {
                let limit = ImageHeader.maximumBytes
                let buffer = try await request.body(upTo: limit, tooLarge: OCRError.imageTooLarge(limit: limit))
                return Data(buffer: buffer)
            }
            return Recognised(text: text)
        }
    }
}
