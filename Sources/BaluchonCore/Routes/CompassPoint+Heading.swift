extension CompassPoint {
    /// The direction's full name as a heading is spoken: "north-east", "nord-est".
    public func headingName(in language: UILanguage) -> String {
        let english = ["north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"]
        let french = ["nord", "nord-est", "est", "sud-est", "sud", "sud-ouest", "ouest", "nord-ouest"]
        return (language == .fr ? french : english)[rawValue]
    }
}

extension CompassPoint: Codable {}
