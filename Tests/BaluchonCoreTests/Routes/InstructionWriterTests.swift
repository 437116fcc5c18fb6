import Testing

@testable import BaluchonCore

@Suite("Route instructions, sentence by sentence")
struct InstructionWriterTests {
    static let street = "Rue Grimaldi"

    @Test(
        "Every maneuver in English and French",
        arguments: [
            (
                GuidanceStep(.depart(heading: .northEast), street: street), "Head north-east on Rue Grimaldi.",
                "Partez vers le nord-est sur Rue Grimaldi."
            ),
            (GuidanceStep(.depart(heading: nil), street: street), "Start on Rue Grimaldi.", "Partez sur Rue Grimaldi."),
            (GuidanceStep(.depart(heading: nil)), "Set off.", "Partez."),
            (GuidanceStep(.turn(.left), street: street), "Turn left onto Rue Grimaldi.", "Tournez à gauche sur Rue Grimaldi."),
            (
                GuidanceStep(.turn(.slightRight), street: street), "Turn slightly right onto Rue Grimaldi.",
                "Tournez légèrement à droite sur Rue Grimaldi."
            ),
            (GuidanceStep(.turn(.sharpLeft)), "Turn sharp left.", "Tournez franchement à gauche."),
            (GuidanceStep(.turn(.right)), "Turn right.", "Tournez à droite."),
            (GuidanceStep(.goStraight, street: street), "Continue straight onto Rue Grimaldi.", "Continuez tout droit sur Rue Grimaldi."),
            (GuidanceStep(.nameChange, street: street), "Continue onto Rue Grimaldi.", "Continuez sur Rue Grimaldi."),
            (GuidanceStep(.uTurn), "Make a U-turn.", "Faites demi-tour."),
            (
                GuidanceStep(.roundabout(exit: 2), street: street), "At the roundabout, take the 2nd exit onto Rue Grimaldi.",
                "Au rond-point, prenez la 2e sortie sur Rue Grimaldi."
            ),
            (GuidanceStep(.roundabout(exit: 1)), "At the roundabout, take the 1st exit.", "Au rond-point, prenez la 1re sortie."),
            (GuidanceStep(.merge(.left), street: "A8"), "Merge left onto A8.", "Insérez-vous à gauche sur A8."),
            (GuidanceStep(.ramp(.right), street: "A8"), "Take the ramp on the right onto A8.", "Prenez la bretelle à droite sur A8."),
            (GuidanceStep(.exit(nil)), "Take the exit.", "Prenez la sortie."),
            (GuidanceStep(.keep(.left), street: street), "Keep left onto Rue Grimaldi.", "Restez à gauche sur Rue Grimaldi."),
            (GuidanceStep(.ferry), "Take the ferry.", "Prenez le ferry."),
            (GuidanceStep(.arrive(nil)), "You have arrived at your destination.", "Vous êtes arrivé à destination."),
            (
                GuidanceStep(.arrive(.left)), "You have arrived at your destination, on the left.",
                "Vous êtes arrivé à destination, sur votre gauche."
            ),
            (
                GuidanceStep(.board(line: "A", headsign: "Inwood", stop: "Times Sq")), "At Times Sq, take line A towards Inwood.",
                "À Times Sq, prenez la ligne A direction Inwood."
            ),
            (GuidanceStep(.alight(stop: "Fulton St", stops: 5)), "Get off at Fulton St after 5 stops.", "Descendez à Fulton St après 5 arrêts."),
            (GuidanceStep(.alight(stop: "Fulton St", stops: 1)), "Get off at Fulton St after 1 stop.", "Descendez à Fulton St après 1 arrêt."),
        ])
    func sentence(step: GuidanceStep, english: String, french: String) {
        #expect(InstructionWriter(language: .en).sentence(for: step) == english)
        #expect(InstructionWriter(language: .fr).sentence(for: step) == french)
    }

    @Test("The seed's chaining: in 120 m, …, then in 300 m, …")
    func chain() {
        let upcoming: [(distance: Double, step: GuidanceStep)] = [
            (118, GuidanceStep(.turn(.left), street: "Boulevard des Moulins")),
            (304, GuidanceStep(.turn(.right), street: "Avenue de la Costa")),
        ]
        #expect(
            InstructionWriter(language: .en).chain(upcoming)
                == "In 120\u{00A0}m, turn left onto Boulevard des Moulins, then in 300\u{00A0}m, turn right onto Avenue de la Costa.")
        #expect(
            InstructionWriter(language: .fr).chain(upcoming)
                == "Dans 120\u{00A0}m, tournez à gauche sur Boulevard des Moulins, puis dans 300\u{00A0}m, tournez à droite sur Avenue de la Costa.")
    }

    @Test("A maneuver close at hand is told without its distance, and the next one follows at once")
    func immediate() {
        let upcoming: [(distance: Double, step: GuidanceStep)] = [(12, GuidanceStep(.turn(.right))), (8, GuidanceStep(.turn(.left)))]
        #expect(InstructionWriter(language: .en).chain(upcoming) == "Turn right, then immediately turn left.")
        #expect(InstructionWriter(language: .fr).chain(upcoming) == "Tournez à droite, puis tout de suite, tournez à gauche.")
    }

    @Test("Arrival ahead is told in the future")
    func arrivalAhead() {
        let step = GuidanceStep(.arrive(.right))
        #expect(
            InstructionWriter(language: .en).announcement(of: step, in: 1530)
                == "In 1.5\u{00A0}km, you will arrive at your destination, on the right.")
        #expect(
            InstructionWriter(language: .fr).announcement(of: step, in: 1530) == "Dans 1,5\u{00A0}km, vous arriverez à destination, sur votre droite."
        )
    }

    @Test("Blank street names are dropped")
    func blankStreet() {
        #expect(InstructionWriter(language: .en).sentence(for: GuidanceStep(.turn(.left), street: "  ")) == "Turn left.")
    }

    @Test(
        "English ordinals",
        arguments: [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"), (13, "13th"), (21, "21st"), (22, "22nd")])
    func ordinals(number: Int, text: String) {
        let sentence = InstructionWriter(language: .en).sentence(for: GuidanceStep(.roundabout(exit: number)))
        #expect(sentence == "At the roundabout, take the \(text) exit.")
    }
}
