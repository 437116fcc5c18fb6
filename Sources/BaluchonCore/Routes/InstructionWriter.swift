/// Turns route steps into the sentences written at the top of the map and spoken aloud, in French or
/// English, from every engine's maneuvers: "In 120 m, turn left onto Rue Grimaldi, then in 300 m, …".
public struct InstructionWriter: Sendable {
    public var language: UILanguage

    public init(language: UILanguage) {
        self.language = language
    }

    /// The instruction on its own, as a sentence: "Turn left onto Rue Grimaldi."
    public func sentence(for step: GuidanceStep) -> String {
        Self.capitalised(clause(for: step, ahead: false)) + "."
    }

    /// The instruction as a clause told before reaching it, for chaining elsewhere (the web app's live
    /// guidance): "turn left onto Rue Grimaldi", "you will arrive at your destination".
    public func clauseAhead(for step: GuidanceStep) -> String {
        clause(for: step, ahead: true)
    }

    /// The instruction with the distance left before it: "In 120 m, turn left onto Rue Grimaldi."
    /// Closer than ``GuidanceDistance/immediate`` the distance is left out.
    public func announcement(of step: GuidanceStep, in metres: Double) -> String {
        chain([(metres, step)])
    }

    /// The next instructions chained as the guidance reads them, each with the distance before it
    /// (the first from the traveller, the others from the previous maneuver):
    /// "In 120 m, turn left onto X, then in 300 m, turn right."
    public func chain(_ upcoming: [(distance: Double, step: GuidanceStep)]) -> String {
        var parts: [String] = []
        for (index, item) in upcoming.enumerated() {
            let close = item.distance < GuidanceDistance.immediate
            let clause = clause(for: item.step, ahead: !close)
            let distance = GuidanceDistance.spoken(item.distance, in: language)
            switch (index == 0, close, language) {
            case (true, true, _): parts.append(clause)
            case (true, false, .en): parts.append("in \(distance), \(clause)")
            case (true, false, .fr): parts.append("dans \(distance), \(clause)")
            case (false, true, .en): parts.append("then immediately \(clause)")
            case (false, true, .fr): parts.append("puis tout de suite, \(clause)")
            case (false, false, .en): parts.append("then in \(distance), \(clause)")
            case (false, false, .fr): parts.append("puis dans \(distance), \(clause)")
            }
        }
        return parts.isEmpty ? "" : Self.capitalised(parts.joined(separator: ", ")) + "."
    }

    /// The instruction as a clause starting in lower case; `ahead` says the maneuver is still to come,
    /// which only changes how arrival is told ("you will arrive" rather than "you have arrived").
    func clause(for step: GuidanceStep, ahead: Bool) -> String {
        switch language {
        case .en: englishClause(step.maneuver, onto: step.street.map { " onto \($0)" } ?? "", street: step.street, ahead: ahead)
        case .fr: frenchClause(step.maneuver, onto: step.street.map { " sur \($0)" } ?? "", street: step.street, ahead: ahead)
        }
    }

    static func capitalised(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
