import Testing

@testable import BaluchonCore

@Suite("Distances rounded as voice guidance says them")
struct GuidanceDistanceTests {
    @Test(
        "Rounding steps grow with the distance",
        arguments: [
            (3.0, 10.0), (14.0, 10.0), (118.0, 120.0), (199.0, 200.0), (204.0, 200.0), (226.0, 250.0), (990.0, 1000.0), (1449.0, 1400.0),
            (1451.0, 1500.0), (12_400.0, 12_000.0),
        ])
    func rounding(metres: Double, spoken: Double) {
        #expect(GuidanceDistance.rounded(metres) == spoken)
    }

    @Test(
        "Spoken in each language's way",
        arguments: [
            (118.0, "120\u{00A0}m", "120\u{00A0}m"), (990.0, "1\u{00A0}km", "1\u{00A0}km"), (1530.0, "1.5\u{00A0}km", "1,5\u{00A0}km"),
            (12_400.0, "12\u{00A0}km", "12\u{00A0}km"),
        ])
    func spoken(metres: Double, english: String, french: String) {
        #expect(GuidanceDistance.spoken(metres, in: .en) == english)
        #expect(GuidanceDistance.spoken(metres, in: .fr) == french)
    }
}
