/// The text found in an image: its lines, each with its place and how sure the engine is, and the
/// image's size in pixels, so that a page can set the lines over the picture.
public struct RecognisedText: Sendable, Codable, Equatable {
    /// A rectangle in the image's pixels, from its top-left corner.
    public struct Box: Sendable, Codable, Equatable {
        public var x, y, w, h: Int

        /// The smallest box holding both.
        func union(_ other: Box) -> Box {
            let left = min(x, other.x)
            let top = min(y, other.y)
            return Box(x: left, y: top, w: max(x + w, other.x + other.w) - left, h: max(y + h, other.y + other.h) - top)
        }
    }

    public struct Line: Sendable, Codable, Equatable {
        public var text: String
        public var box: Box
        /// The engine's confidence, 0 to 1 (the mean of its words').
        public var confidence: Double
    }

    public var lines: [Line]
    public var width: Int
    public var height: Int
    /// The language the text was read as.
    public var language: LanguageCode

    /// The lines' text, one a line, as a traveller copies it.
    public var text: String { lines.map(\.text).joined(separator: "\n") }
}
