import BaluchonCore
import BaluchonToolkit
import Foundation

/// A route as the terminal shows it: a summary line, then one numbered instruction per maneuver.
struct RouteText {
    var language: UILanguage

    func render(_ outcome: RouteOutcome, from: String, to: String) -> String {
        let route = outcome.route
        let minutes = Int((route.duration / 60).rounded(.up))
        // Guidance rounds a close maneuver up to "10 m"; a route that barely leaves its start is 0 m long.
        let distance = route.distance < 5 ? "0\u{00A0}m" : GuidanceDistance.spoken(route.distance, in: language)
        let source = outcome.region.map { "\(outcome.engine), \($0)" } ?? outcome.engine
        var lines = [
            LocalizedText(
                "cli.route.summary",
                [
                    "from": "\(from)", "to": "\(to)", "distance": "\(distance)", "minutes": "\(minutes)", "mode": "\(modeName(route.mode))",
                    "source": "\(source)",
                ]
            ).text(in: language)
        ]
        if let journey = outcome.journey {
            lines.append(contentsOf: legLines(journey))
        } else {
            for (index, sentence) in sentences(outcome).enumerated() {
                lines.append("\(String(index + 1).leftPadded(to: 3)). \(sentence)")
            }
        }
        if outcome.comparison.count > 1 {
            lines.append(LocalizedText("cli.route.otherModes").text(in: language))
            for option in outcome.comparison.dropFirst() {
                lines.append(
                    "  \(modeName(option.mode)): \(GuidanceDistance.spoken(option.distance, in: language)), \(Int((option.duration / 60).rounded(.up))) min"
                )
            }
        }
        if !outcome.unavailable.isEmpty {
            lines.append(LocalizedText("cli.route.unavailable").text(in: language))
            for mode in outcome.unavailable {
                let reason = mode.reason.message.text(in: language)
                lines.append(
                    "  " + LocalizedText("cli.route.unavailableMode", ["mode": "\(modeName(mode.mode))", "reason": "\(reason)"]).text(in: language))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Each instruction with the distance to the next maneuver: "Turn left onto X, then go 300 m".
    func sentences(_ outcome: RouteOutcome) -> [String] {
        let writer = InstructionWriter(language: language)
        return outcome.route.maneuvers.enumerated().map { index, maneuver in
            guard index > 0 else { return writer.sentence(for: maneuver.step) }
            return writer.announcement(of: maneuver.step, in: outcome.route.section(after: index - 1).distance)
        }
    }

    /// A public transport journey leg by leg, each with its clock times in the city's time zone:
    /// "08:12–08:19  Walk 450 m to Central Station." then "08:21–08:40  At Central Station, take line 110…".
    func legLines(_ journey: TransitJourney) -> [String] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: journey.timeZone) ?? .gmt
        func clock(_ date: Date) -> String {
            let parts = calendar.dateComponents([.hour, .minute], from: date)
            return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        }
        let writer = InstructionWriter(language: language)
        return journey.legs.map { leg in
            let times = "\(clock(leg.departure))–\(clock(leg.arrival))"
            switch leg {
            case .walk(let walk):
                let distance = GuidanceDistance.spoken(walk.distance, in: language)
                let target = walk.to.name ?? LocalizedText("cli.route.destination").text(in: language)
                return "  \(times)  " + LocalizedText("cli.route.walk", ["distance": "\(distance)", "target": "\(target)"]).text(in: language)
            case .ride(let ride):
                let board = writer.sentence(for: GuidanceStep(.board(line: ride.line, headsign: ride.headsign, stop: ride.from.name ?? "")))
                let alight = writer.sentence(for: GuidanceStep(.alight(stop: ride.to.name ?? "", stops: ride.stops)))
                return "  \(times)  \(board) \(alight)"
            }
        }
    }

    func modeName(_ mode: TravelMode) -> String {
        LocalizedText("cli.route.mode.\(mode.rawValue)").text(in: language)
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
