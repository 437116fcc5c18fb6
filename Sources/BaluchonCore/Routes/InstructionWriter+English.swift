extension InstructionWriter {
    func englishClause(_ maneuver: Maneuver, onto: String, street: String?, ahead: Bool) -> String {
        switch maneuver {
        case .depart(let heading):
            let along = street.map { " on \($0)" } ?? ""
            if let heading { return "head \(heading.headingName(in: .en))\(along)" }
            return street.map { "start on \($0)" } ?? "set off"
        case .turn(let direction): return "turn \(Self.englishTurn(direction))\(onto)"
        case .goStraight: return "continue straight\(onto)"
        case .nameChange: return "continue\(onto)"
        case .uTurn: return "make a U-turn\(onto)"
        case .roundabout(let exit): return "at the roundabout, take the \(Self.englishOrdinal(exit)) exit\(onto)"
        case .merge(let side): return "merge\(side.map { " \($0.rawValue)" } ?? "")\(onto)"
        case .ramp(let side): return "take the ramp\(side.map { " on the \($0.rawValue)" } ?? "")\(onto)"
        case .exit(let side): return "take the exit\(side.map { " on the \($0.rawValue)" } ?? "")\(onto)"
        case .keep(let side): return "keep \(side.rawValue)\(onto)"
        case .ferry: return "take the ferry\(street.map { " \($0)" } ?? "")"
        case .arrive(let side):
            let whereExactly = side.map { ", on the \($0.rawValue)" } ?? ""
            return (ahead ? "you will arrive at your destination" : "you have arrived at your destination") + whereExactly
        case .board(let line, let headsign, let stop):
            return "at \(stop), take line \(line)\(headsign.map { " towards \($0)" } ?? "")"
        case .alight(let stop, let stops):
            return "get off at \(stop) after \(stops) \(stops == 1 ? "stop" : "stops")"
        }
    }

    static func englishTurn(_ direction: TurnDirection) -> String {
        switch direction {
        case .slightLeft: "slightly left"
        case .left: "left"
        case .sharpLeft: "sharp left"
        case .slightRight: "slightly right"
        case .right: "right"
        case .sharpRight: "sharp right"
        }
    }

    /// 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st.
    static func englishOrdinal(_ number: Int) -> String {
        let suffix: String =
            switch (number % 10, number % 100) {
            case (_, 11...13): "th"
            case (1, _): "st"
            case (2, _): "nd"
            case (3, _): "rd"
            default: "th"
            }
        return "\(number)\(suffix)"
    }
}
