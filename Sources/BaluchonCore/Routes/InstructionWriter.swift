import Foundation

/// Turns route steps into the sentences written at the top of the map and spoken aloud, in every
/// interface language (the catalogues' `route.*` texts), from every engine's maneuvers: "In 120 m, turn left onto Rue Grimaldi, then in 300 m, …".
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
            switch (index == 0, close) {
            case (true, true): parts.append(clause)
            case (true, false): parts.append(say("route.chain.first", ["distance": "\(distance)", "clause": "\(clause)"]))
            case (false, true): parts.append(say("route.chain.nextImmediately", ["clause": "\(clause)"]))
            case (false, false): parts.append(say("route.chain.next", ["distance": "\(distance)", "clause": "\(clause)"]))
            }
        }
        return parts.isEmpty ? "" : Self.capitalised(parts.joined(separator: ", ")) + "."
    }

    /// The instruction as a clause starting in lower case; `ahead` says the maneuver is still to come,
    /// which only changes how arrival is told ("you will arrive" rather than "you have arrived").
    func clause(for step: GuidanceStep, ahead: Bool) -> String {
        let street = step.street ?? ""
        let onto: LocalizedText.Argument = step.street.map { .localized(LocalizedText("route.onto", ["street": "\($0)"])) } ?? ""
        let named = step.street == nil ? "" : ".street"
        switch step.maneuver {
        case .depart(let heading?):
            let along: LocalizedText.Argument = step.street.map { .localized(LocalizedText("route.along", ["street": "\($0)"])) } ?? ""
            return say("route.depart.heading", ["heading": "\(heading.towards(in: language))", "along": along])
        case .depart(nil): return say("route.depart" + named, ["street": "\(street)"])
        case .turn(let direction):
            return say("route.turn", ["direction": .localized(LocalizedText("route.turn.\(direction.rawValue)")), "onto": onto])
        case .goStraight: return say("route.goStraight", ["onto": onto])
        case .nameChange: return say("route.nameChange", ["onto": onto])
        case .uTurn: return say("route.uTurn", ["onto": onto])
        case .roundabout(let exit):
            return say(exit == 1 ? "route.roundabout.first" : "route.roundabout", ["exit": "\(ordinal(exit))", "onto": onto])
        case .merge(let side): return say("route.merge" + Self.side(side), ["onto": onto])
        case .ramp(let side): return say("route.ramp" + Self.side(side), ["onto": onto])
        case .exit(let side): return say("route.exit" + Self.side(side), ["onto": onto])
        case .keep(let side): return say("route.keep" + Self.side(side), ["onto": onto])
        case .ferry: return say("route.ferry" + named, ["street": "\(street)"])
        case .arrive(let side): return say((ahead ? "route.arriveAhead" : "route.arrived") + Self.side(side))
        case .board(let line, let headsign, let stop):
            return say(
                headsign == nil ? "route.board" : "route.board.headsign", ["stop": "\(stop)", "line": "\(line)", "headsign": "\(headsign ?? "")"])
        case .alight(let stop, let stops):
            return LocalizedText("route.alight", count: stops, ["stop": "\(stop)"]).text(in: language)
        }
    }

    private func say(_ key: String, _ arguments: [String: LocalizedText.Argument] = [:]) -> String {
        LocalizedText(key, arguments).text(in: language)
    }

    /// 2nd, 3rd, 11th, 21st in English; 2e in French (whose feminine first exit has a text of its own).
    private func ordinal(_ number: Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .ordinal
        formatter.locale = language.locale
        return formatter.string(from: NSNumber(value: number)) ?? "\(number)"
    }

    /// The key suffix of a side, when the maneuver has one.
    private static func side(_ side: Side?) -> String {
        side.map { ".\($0.rawValue)" } ?? ""
    }

    static func capitalised(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
