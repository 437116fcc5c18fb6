import Foundation
import Testing

@testable import BaluchonCore

@Suite("Kinds of place")
struct KindCatalogTests {
    /// The table the product ships, read from the sources.
    static let catalog: KindCatalog = {
        let table = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/BaluchonProviders/Resources/search/kinds.tsv")
        return try! KindCatalog(table: String(contentsOf: table, encoding: .utf8))
    }()

    @Test("the shipped table has at least 80 kinds, each with tags and French and English names")
    func shippedTable() {
        let catalog = Self.catalog
        #expect(catalog.kinds.count >= 80)
        for kind in catalog.kinds {
            #expect(!kind.tags.isEmpty, "\(kind.id)")
            #expect((kind.names["fr"] ?? []).count >= 2 && (kind.names["en"] ?? []).count >= 2, "\(kind.id)")
        }
        #expect(catalog.kind(id: "bus_stop")?.tags == [OSMTag(key: "highway", value: "bus_stop")])
        #expect(catalog.kind(id: "pharmacy")?.name(in: .fr) == "Pharmacie" && catalog.kind(id: "atm")?.name(in: .en) == "ATM")
    }

    @Test(
        "names, plurals, accents, synonyms and case lead to the kind",
        arguments: [
            ("pharmacie", "pharmacy"), ("Pharmacies", "pharmacy"), ("PHARMACY", "pharmacy"), ("chemists", "pharmacy"),
            ("distributeur de billets", "atm"), ("Distributeurs de billets", "atm"), ("ATM", "atm"), ("atms", "atm"), ("cash machine", "atm"),
            ("boulangerie", "bakery"), ("boulangeries", "bakery"), ("bakeries", "bakery"), ("toilettes", "toilets"), ("WC", "toilets"),
            ("loo", "toilets"), ("parking", "parking"), ("car park", "parking"), ("hôtel", "hotel"), ("HOTELS", "hotel"), ("hôtels", "hotel"),
            ("hôpitaux", "hospital"), ("Hopital", "hospital"), ("bureaux de poste", "post_office"), ("châteaux", "castle"),
            ("arrêt de bus", "bus_stop"), ("bus stops", "bus_stop"), ("station-service", "fuel"), ("gas station", "fuel"),
            ("supermarché", "supermarket"), ("eau potable", "drinking_water"), ("musées", "museum"), ("point de vue", "viewpoint"),
        ])
    func exact(text: String, id: String) {
        let match = Self.catalog.match(text)
        #expect(match.kind?.id == id && !match.corrected)
    }

    @Test(
        "a typo or two is forgiven",
        arguments: [
            ("pharmacei", "pharmacy"), ("pharmcy", "pharmacy"), ("boulangrie", "bakery"), ("restaurnat", "restaurant"),
            ("supermarcher", "supermarket"), ("toillettes", "toilets"), ("musseum", "museum"), ("hospitl", "hospital"),
        ])
    func typos(text: String, id: String) {
        let match = Self.catalog.match(text)
        #expect(match.kind?.id == id && match.corrected)
    }

    @Test(
        "a name is not a kind, and an unknown kind gets the closest kinds",
        arguments: [
            ("farmacia", ["pharmacy"]), ("pharmacie ouverte", ["pharmacy"]), ("restau", ["restaurant"]), ("Hôtel de Paris", ["hotel"]),
        ])
    func suggestions(text: String, expected: [String]) {
        let match = Self.catalog.match(text)
        #expect(match.kind == nil)
        #expect(expected.allSatisfy { id in match.suggestions.contains { $0.id == id } }, "\(match.suggestions.map(\.id))")
        #expect(match.suggestions.count <= 3)
    }

    @Test("nonsense gets neither a kind nor suggestions")
    func nonsense() {
        let match = Self.catalog.match("qzxwvkj")
        #expect(match.kind == nil && match.suggestions.isEmpty)
        #expect(Self.catalog.match("   ").kind == nil)
    }

    @Test("tags find their kinds")
    func tags() {
        let catalog = Self.catalog
        let found = catalog.kinds(forTags: ["amenity": "pharmacy", "name": "x", "tourism": "museum"]).map { catalog.kinds[$0].id }
        #expect(Set(found) == ["pharmacy", "museum"])
        #expect(catalog.kinds(forTags: ["amenity": "nothing"]).isEmpty)
    }

    @Test("a broken table is refused with its line number")
    func brokenTable() {
        #expect(throws: SearchError.badKindTable(line: 2)) { try KindCatalog(table: "# comment\npharmacy\tamenity=pharmacy\n") }
        #expect(throws: SearchError.duplicateKind("a")) { try KindCatalog(table: "a\tx=y\ten:A|As\na\tx=z\ten:B|Bs\n") }
    }
}
