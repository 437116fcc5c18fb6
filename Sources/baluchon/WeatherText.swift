import BaluchonCore
import BaluchonToolkit
import Foundation

/// Weather written for a terminal, in the reader's language and units.
struct WeatherText {
    let language: UILanguage
    let units: WeatherUnits
    let now: Date
    /// `Open-Meteo` for `openmeteo`.
    let providerName: (String) -> String

    private func say(_ key: String, _ arguments: [String: LocalizedText.Argument] = [:]) -> String {
        LocalizedText("cli.weather." + key, arguments).text(in: language)
    }

    /// The weather of one place, headed by the place's name, else by `typed`, the place as given.
    func render(_ located: LocatedWeather, typed: String, forecast: Bool) -> String {
        let location = located.location
        let title = location.name.map { name in location.countryCode.map { "\(name), \($0)" } ?? name } ?? heading(typed)
        switch located.outcome {
        case .failure(let failure):
            return "\(title)\n  \(say("unavailable")): \(failure.message.text(in: language))"
        case .report(let report):
            let view = WeatherView(report: report.value, units: units, language: language, now: now)
            var lines = ["\(title) — \(clock(report.value.localTime(at: now))) (\(view.timeZone))"]
            lines += current(view)
            lines.append("  " + provenance(report.provenance))
            if forecast {
                lines += hours(view) + days(view)
            }
            return lines.joined(separator: "\n")
        }
    }

    /// Coordinates as typed, with their digits (the weather is looked up to two decimals, `48,-4.1` for
    /// `47.996,-4.102`), in the reader's decimal style: “47.996, -4.102”, « 47,996 ; -4,102 »; any other text as it is.
    private func heading(_ typed: String) -> String {
        let parts = typed.split(separator: ",").map { WeatherPlace.trimmed($0) }
        guard parts.count == 2, parts.allSatisfy({ Double($0) != nil }) else { return typed }
        let separator = language.locale.decimalSeparator ?? "."
        let (latitude, longitude) = (parts[0].replacingOccurrences(of: ".", with: separator), parts[1].replacingOccurrences(of: ".", with: separator))
        return say("coordinates", ["latitude": "\(latitude)", "longitude": "\(longitude)"])
    }

    private func current(_ view: WeatherView) -> [String] {
        let now = view.current
        let t = units.temperatureSymbol
        var lines = [
            "  \(now.icon.emoji)  \(now.description), \(number(now.temperature)) \(t) (\(say("feelsLike")) \(number(now.feelsLike)) \(t))",
            "  \(say("humidity")) \(now.humidity) %  ·  \(say("wind")) \(number(now.windSpeed)) \(units.windSpeedSymbol) "
                + "\(say("from")) \(now.windFrom)  ·  \(say("precipitation")) \(number(now.precipitation, decimals: units == .imperial ? 2 : 1)) "
                + units.precipitationSymbol,
        ]
        if let sunrise = now.sunrise, let sunset = now.sunset {
            lines.append("  \(say("sunrise")) \(clock(sunrise))  ·  \(say("sunset")) \(clock(sunset))")
        }
        return lines
    }

    private func hours(_ view: WeatherView) -> [String] {
        ["  " + say("next24Hours")]
            + view.hourly.map { hour in
                let chance = hour.precipitationChance.map { " \(pad($0, 3)) %" } ?? "      "
                return "    \(clock(hour.time))  \(hour.icon.emoji)  \(pad(number(hour.temperature), 5)) \(units.temperatureSymbol)\(chance)  "
                    + hour.description
            }
    }

    private func days(_ view: WeatherView) -> [String] {
        ["  " + say("next7Days")]
            + view.daily.map { day in
                let chance = day.precipitationChance.map { " \(pad($0, 3)) %" } ?? "      "
                return "    \(day.date)  \(day.icon.emoji)  \(pad(number(day.minimum), 5)) / \(pad(number(day.maximum), 5)) "
                    + "\(units.temperatureSymbol)\(chance)  \(day.description)"
            }
    }

    private func provenance(_ provenance: Provenance) -> String {
        let minutes = max(0, Int(now.timeIntervalSince(provenance.fetchedAt) / 60))
        let age =
            minutes < 1
            ? say("justNow")
            : minutes < 120
                ? say("minutesAgo", ["minutes": "\(minutes)"])
                : say("hoursAgo", ["minutes": "\(minutes / 60)"])
        let line = "\(say("source")): \(providerName(provenance.source)), \(say("updated")) \(age)"
        return provenance.stale
            ? "⚠ " + line + " — " + say("stale") : line
    }

    /// `14:05` from a local timestamp `2026-05-03T14:05:00+02:00`.
    private func clock(_ timestamp: String) -> String {
        let characters = Array(timestamp)
        return characters.count >= 16 ? String(characters[11..<16]) : timestamp
    }

    private func number(_ value: Double, decimals: Int = 1) -> String {
        let text = String(format: "%.\(decimals)f", value)
        return text.replacingOccurrences(of: ".", with: language.locale.decimalSeparator ?? ".")
    }

    private func pad(_ value: some CustomStringConvertible, _ width: Int) -> String {
        let text = value.description
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
