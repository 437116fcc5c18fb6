import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation

/// `baluchon code encode|decode`: one place as a Plus Code, geohash, geo: URI, Organic Maps or OpenStreetMap link, and back.
struct CodeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "code", abstract: "Write a place as a code or link (Plus Code, geohash, geo:, Organic Maps, OpenStreetMap), or read one.",
        subcommands: [Encode.self, Decode.self])

    struct Encode: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "baluchon code encode 48.8584 2.2945 --format pluscode (every format when none is given).")

        // Every word not an option, so that a southern or western position (-33.8568 151.2153) is not read as one.
        @Argument(
            parsing: .allUnrecognized,
            help: "Latitude and longitude (48.8584 2.2945 or 48.8584,2.2945); a negative one as it is or after --: -33.86 151.2 or -- -33.86 151.2.")
        var position: [String]
        @Option(help: "pluscode, pluscode-short, geohash, geo, ge0, omaps, osm or decimal.") var format: String?
        @Option(help: "A name carried by the links that have one.") var name: String?
        @Option(help: "Map zoom for the links (0–22).") var zoom: Double?
        @Option(help: "Accuracy in metres: chooses the Plus Code and geohash length.") var accuracy: Double?

        func validate() throws {
            _ = try freeWords(position)
        }

        func run() async throws {
            let (toolkit, _) = try await ToolkitLoader.load()
            do {
                let parts = coordinateWords(try freeWords(position))
                guard parts.count == 2 else {
                    throw PlainTravellerError(
                        code: .invalidPosition, kind: .badInput,
                        message: LocalizedText("error.invalid_position.message"))
                }
                let coordinate = try Coordinate(latitude: parts[0], longitude: parts[1])
                let point = try SharedPoint(
                    latitude: coordinate.latitude, longitude: coordinate.longitude, name: name, zoom: zoom, uncertainty: accuracy)
                if let format {
                    print(try await toolkit.sharing.encode(point, format: CodeFormat(parameter: format, name: "format"), language: cliLanguage()))
                } else {
                    for format in PointCode.Format.allCases {
                        print("\(format.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \(try PointCode.encode(point, as: format))")
                    }
                }
            } catch let error as any TravellerError {
                throw fail(with: error)
            }
        }
    }

    struct Decode: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Read any code or link: baluchon code decode 'V75V+8Q Paris', a geo: URI, an om:// link, a list code…")

        @Argument(help: "The code or link (quote it).") var text: [String]
        // Unconditional: a southern or western reference (-33.86,151.21) is the value, not another option.
        @Option(parsing: .unconditional, help: "Where to read a short Plus Code: latitude,longitude.") var near: String?
        @Option(help: "Read the text as this format only (a geohash of letters only, such as gcpvj, needs geohash).") var format: String?
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (toolkit, _) = try await ToolkitLoader.load()
            do {
                let reference = try near.map { try Coordinate(parameter: $0, name: "near") }
                let only = try format.map { try CodeFormat(parameter: $0, name: "format") }
                let decoded = try await toolkit.sharing.decode(
                    text.joined(separator: " "), near: reference, format: only, language: cliLanguage())
                switch decoded {
                case .point(let point, let format):
                    if json {
                        try printJSON(point)
                    } else {
                        print("\(format.rawValue): \(try PointCode.encode(point, as: .decimal))" + (point.name.map { " “\($0)”" } ?? ""))
                    }
                case .list(let places, let tracks):
                    if json {
                        try printJSON(DecodedList(places: places, tracks: tracks))
                    } else {
                        SavedPlacesCommand.printTable(places)
                        SavedPlacesCommand.printTracks(tracks, language: cliLanguage())
                    }
                }
            } catch let error as any TravellerError {
                throw fail(with: error)
            }
        }
    }
}

/// `code decode --json` of a list code: its places and tracks, as `GET /api/v1/decode` gives them.
struct DecodedList: Encodable {
    var places: [SavedPlace]
    var tracks: [SavedTrack]
}

/// `baluchon qr <text> [--png file [--scale n]] [--svg file]`: a QR code in the terminal or as an image.
struct QRCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "qr", abstract: "Draw a QR code of any text in the terminal, or write it as PNG or SVG.")

    @Argument(help: "The text (quote it).") var text: String
    @Option(help: "Write a PNG image to this file.") var png: String?
    @Option(help: "Write an SVG image to this file.") var svg: String?
    @Option(help: "Error correction: L, M, Q or H.") var ec: String = "M"
    @Option(help: "Pixels per module of the PNG image (1–32, default 8).") var scale: String?

    func run() async throws {
        do {
            let pixels = try SharingService.qrScale(scale)
            guard let correction = QRSymbol.Correction(rawValue: ec.uppercased()) else {
                throw PlainTravellerError(
                    code: .invalidEc, kind: .badInput, message: LocalizedText("error.invalid_ec.message"))
            }
            let symbol = try SharingService.qr(text, correction: correction)
            if let png { try CommandFiles.write(await SharingService.png(of: symbol, scale: pixels), to: png) }
            if let svg { try CommandFiles.write(Data(symbol.svg().utf8), to: svg) }
            if png == nil && svg == nil {
                print(Self.terminal(symbol))
            } else {
                print(LocalizedText("cli.qr.written", ["version": "\(symbol.version)", "size": "\(symbol.size)"]).text(in: cliLanguage()))
            }
        } catch let error as any TravellerError {
            throw fail(with: error)
        }
    }

    /// Two rows of modules per line with half blocks, light on dark terminals as well as dark on light.
    static func terminal(_ symbol: QRSymbol) -> String {
        let margin = 2
        let range = -margin..<(symbol.size + margin)
        func dark(_ x: Int, _ y: Int) -> Bool { (0..<symbol.size).contains(x) && (0..<symbol.size).contains(y) && symbol.isDark(x: x, y: y) }
        var lines: [String] = []
        for y in stride(from: -margin, to: symbol.size + margin, by: 2) {
            lines.append(
                String(
                    range.map { x -> Character in
                        switch (dark(x, y), dark(x, y + 1)) {
                        case (false, false): "█"
                        case (true, false): "▄"
                        case (false, true): "▀"
                        case (true, true): " "
                        }
                    }))
        }
        return lines.joined(separator: "\n")
    }
}
