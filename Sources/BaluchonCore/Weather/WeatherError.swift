/// Why a weather question cannot be answered as asked, told to people.
public enum WeatherError: TravellerError, Equatable {
    case noPlaces
    case tooManyPlaces(count: Int, limit: Int)
    case emptyPlace(position: Int)
    case placeTooLong(limit: Int)
    case coordinateOutOfRange(latitude: Double, longitude: Double)
    case malformedCoordinate(String)
    case invalidUnits(String)

    public var code: ErrorCode {
        switch self {
        case .noPlaces: .noPlaces
        case .tooManyPlaces: .tooManyPlaces
        case .emptyPlace: .emptyPlace
        case .placeTooLong: .placeTooLong
        case .coordinateOutOfRange: .coordinateOutOfRange
        case .malformedCoordinate: .malformedCoordinate
        case .invalidUnits: .invalidUnits
        }
    }

    public var kind: FailureKind { .badInput }

    public var message: LocalizedText {
        switch self {
        case .noPlaces:
            LocalizedText("error.no_places.message")
        case .tooManyPlaces(let count, let limit):
            LocalizedText("error.too_many_places.message.request", ["value": "\(count)", "limit": "\(limit)"])
        case .emptyPlace(let position):
            LocalizedText("error.empty_place.message", ["position": "\(position)"])
        case .placeTooLong(let limit):
            LocalizedText("error.place_too_long.message", ["limit": "\(limit)"])
        case .coordinateOutOfRange(let latitude, let longitude):
            LocalizedText("error.coordinate_out_of_range.message.coordinateOutOfRange", ["latitude": "\(latitude)", "longitude": "\(longitude)"])
        case .malformedCoordinate(let text):
            LocalizedText("error.malformed_coordinate.message", ["text": "\(text)"])
        case .invalidUnits(let text):
            LocalizedText("error.invalid_units.message", ["text": "\(text)"])
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .noPlaces, .emptyPlace:
            LocalizedText("error.no_places.hint")
        case .tooManyPlaces(_, let limit):
            LocalizedText("error.too_many_places.hint", ["limit": "\(limit)"])
        case .placeTooLong:
            nil
        case .coordinateOutOfRange, .malformedCoordinate:
            LocalizedText("error.coordinate_out_of_range.hint")
        case .invalidUnits:
            LocalizedText("error.invalid_units.hint")
        }
    }
}
