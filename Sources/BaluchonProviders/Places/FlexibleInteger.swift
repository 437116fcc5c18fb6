/// An integer Nominatim writes as a number (current versions) or a string (older ones).
struct FlexibleInteger: Decodable {
    var value: Int64

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int64.self) {
            value = number
        } else if let text = try? container.decode(String.self), let number = Int64(text) {
            value = number
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an integer")
        }
    }
}
