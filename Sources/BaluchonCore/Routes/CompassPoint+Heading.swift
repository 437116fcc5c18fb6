extension CompassPoint {
    /// The direction's full name as a heading is spoken: "north-east", "nord-est".
    public func headingName(in language: UILanguage) -> String {
        LocalizedText("compass.heading.\(self)").text(in: language)
    }
}

extension CompassPoint: Codable {}
