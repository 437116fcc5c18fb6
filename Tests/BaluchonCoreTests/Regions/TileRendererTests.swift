import BaluchonCore
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("Offline tiles")
struct TileRendererTests {
    /// A tiny base map around one tile at zoom 16 in Monaco.
    static let tile = try! TileCoordinate(z: 16, x: 34_119, y: 23_895)

    static func map(name: String) -> BaseMap {
        let box = tile.bounds
        let midLatitude = (box.south + box.north) / 2
        var builder = BaseMapBuilder()
        // A long road across the tile (and beyond, to be clipped), a park and a building inside it.
        builder.add(
            kind: .residential, name: name,
            parts: [[(box.west - 0.01, midLatitude), (box.west + 0.001, midLatitude), (box.east + 0.01, midLatitude)]])
        let inner = [(box.west + 0.001, box.south + 0.001), (box.east - 0.001, box.south + 0.001), (box.east - 0.001, box.north - 0.001)]
        builder.add(kind: .park, name: nil, parts: [inner.map { (longitude: $0.0, latitude: $0.1) }])
        builder.add(kind: .building, name: "Villa", parts: [inner.map { (longitude: $0.0, latitude: $0.1) }])
        builder.add(kind: .motorway, name: nil, parts: [[(-60.0, 10.0), (-59.0, 11.0)]])
        return builder.build()
    }

    @Test("Tile coordinates are checked: zooms 12–18, x and y within the zoom, whole numbers only")
    func coordinates() throws {
        #expect(throws: RegionError.self) { try TileCoordinate(z: "11", x: "0", y: "0.svg") }
        #expect(throws: RegionError.self) { try TileCoordinate(z: "19", x: "0", y: "0.svg") }
        #expect(throws: RegionError.self) { try TileCoordinate(z: "12", x: "4096", y: "0.svg") }
        #expect(throws: RegionError.self) { try TileCoordinate(z: "12", x: "+1", y: "0.svg") }
        #expect(throws: RegionError.self) { try TileCoordinate(z: "12", x: "1", y: "٣.svg") }
        let tile = try TileCoordinate(z: "12", x: "4095", y: "4095.svg")
        #expect(tile == (try TileCoordinate(z: 12, x: 4095, y: 4095)))
        // Tile 0/0 at zoom 12 starts at the north-west corner of the Mercator square.
        let corner = try TileCoordinate(z: 12, x: 0, y: 0).bounds
        #expect(corner.west == -180 && abs(corner.north - WebMercator.maximumLatitude) < 1e-6)
    }

    @Test(
        "Street names are escaped: a hostile name cannot break the SVG",
        arguments: [
            "Rue <script>alert(1)</script> & \"Cie\" 'x'", "Boulevard\u{1}\u{8} des ]]> Moulins", "Avenue de la Costa",
        ])
    func hostileNames(name: String) throws {
        let svg = TileRenderer.svg(tile: Self.tile, maps: [Self.map(name: name)])
        let reading = Labels(Data(svg.utf8))
        #expect(reading.valid, "\(svg.prefix(300))")
        let expected = String(String.UnicodeScalarView(name.unicodeScalars.filter { $0.value >= 0x20 }))
        #expect(reading.texts == [expected])
        #expect(!svg.contains("<script"))
    }

    @Test("Buildings appear from zoom 15, minor roads from 14; geometry stays near the tile")
    func zoomsAndClipping() throws {
        let map = Self.map(name: "Rue Grimaldi")
        let street = TileRenderer.svg(tile: Self.tile, maps: [map])
        #expect(street.contains("#d9d0c9") && street.contains("#c8facc"))
        let parent = try TileCoordinate(z: 14, x: Self.tile.x / 4, y: Self.tile.y / 4)
        let far = TileRenderer.svg(tile: parent, maps: [map])
        #expect(!far.contains("#d9d0c9") && far.contains("#c8facc") && !far.contains("textPath"))
        // Every coordinate of the long road was clipped to the tile and its margin.
        let numbers = street.split(whereSeparator: { !"-0123456789".contains($0) }).compactMap { Int($0) }
        #expect(numbers.allSatisfy { (-400...3000).contains($0) }, "\(numbers.filter { !(-400...3000).contains($0) }) \(street)")
        #expect(!street.contains("#e892a2"))
    }

    @Test("The base map file reads back identical, and damaged files are refused")
    func codec() throws {
        let map = Self.map(name: "Quai Antoine Ier")
        let decoded = try BaseMap(decoding: map.encoded())
        #expect(decoded.kinds == map.kinds && decoded.points == map.points && decoded.strings == map.strings)
        #expect(decoded.cellKeys == map.cellKeys && decoded.cellItems == map.cellItems && decoded.names == map.names)
        #expect(TileRenderer.svg(tile: Self.tile, maps: [decoded]) == TileRenderer.svg(tile: Self.tile, maps: [map]))
        let data = map.encoded()
        #expect(throws: RegionError.self) { try BaseMap(decoding: data.prefix(data.count - 3)) }
        #expect(throws: RegionError.self) { try BaseMap(decoding: Data("not a map".utf8)) }
    }
}

/// The texts of a tile's labels, as XMLParser reads them.
final class Labels: NSObject, XMLParserDelegate {
    var valid = false
    var texts: [String] = []
    private var current: String?

    init(_ data: Data) {
        super.init()
        let parser = XMLParser(data: data)
        parser.delegate = self
        valid = parser.parse()
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:])
    {
        if name == "textPath" { current = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        current? += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "textPath", let text = current {
            texts.append(text)
            current = nil
        }
    }
}
