extension CompassPoint {
    /// The direction as a departure names it, with its preposition and article where the language
    /// has them: "north-east", "west"; "vers le nord-est", "vers l’ouest".
    public func towards(in language: UILanguage) -> String {
        LocalizedText("route.heading.\(self)").text(in: language)
    }
}

extension CompassPoint: Codable {}
