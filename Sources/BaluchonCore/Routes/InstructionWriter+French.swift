extension InstructionWriter {
    func frenchClause(_ maneuver: Maneuver, onto: String, street: String?, ahead: Bool) -> String {
        switch maneuver {
        case .depart(let heading):
            if let heading { return "partez vers le \(heading.headingName(in: .fr))\(onto)" }
            return "partez\(onto)"
        case .turn(let direction): return "tournez \(Self.frenchTurn(direction))\(onto)"
        case .goStraight: return "continuez tout droit\(onto)"
        case .nameChange: return "continuez\(onto)"
        case .uTurn: return "faites demi-tour\(onto)"
        case .roundabout(let exit): return "au rond-point, prenez la \(Self.frenchOrdinal(exit)) sortie\(onto)"
        case .merge(let side): return "insérez-vous\(side.map { " \(Self.frenchSide($0))" } ?? "")\(onto)"
        case .ramp(let side): return "prenez la bretelle\(side.map { " \(Self.frenchSide($0))" } ?? "")\(onto)"
        case .exit(let side): return "prenez la sortie\(side.map { " \(Self.frenchSide($0))" } ?? "")\(onto)"
        case .keep(let side): return "restez \(Self.frenchSide(side))\(onto)"
        case .ferry: return "prenez le ferry\(street.map { " \($0)" } ?? "")"
        case .arrive(let side):
            let whereExactly = side.map { ", sur votre \($0 == .left ? "gauche" : "droite")" } ?? ""
            return (ahead ? "vous arriverez à destination" : "vous êtes arrivé à destination") + whereExactly
        case .board(let line, let headsign, let stop):
            return "à \(stop), prenez la ligne \(line)\(headsign.map { " direction \($0)" } ?? "")"
        case .alight(let stop, let stops):
            return "descendez à \(stop) après \(stops) \(stops == 1 ? "arrêt" : "arrêts")"
        }
    }

    static func frenchTurn(_ direction: TurnDirection) -> String {
        switch direction {
        case .slightLeft: "légèrement à gauche"
        case .left: "à gauche"
        case .sharpLeft: "franchement à gauche"
        case .slightRight: "légèrement à droite"
        case .right: "à droite"
        case .sharpRight: "franchement à droite"
        }
    }

    static func frenchSide(_ side: Side) -> String {
        side == .left ? "à gauche" : "à droite"
    }

    /// 1re, 2e, 3e … (the feminine of « sortie »).
    static func frenchOrdinal(_ number: Int) -> String {
        number == 1 ? "1re" : "\(number)e"
    }
}
