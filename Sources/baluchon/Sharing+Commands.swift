import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation

/// `baluchon code encode|decode`: one place as a Plus Code, geohash, geo: URI, Organic Maps or OpenStreetMap link, and back.
struct CodeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "code", abstract: Help.text("cli.help.code.abstract"),
        subcommands: [Encode.self, Decode.self])

    struct Encode: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: Help.text("cli.help.code.encode.abstract"))

        // Every word not an option, so that a southern or western position (-33.8568 151.2153) is not read as one.
        @Argument(parsing: .allUnrecognized, help: .text("cli.help.code.encode.position"))
        var position: [String]
        @Option(help: .text("cli.help.code.encode.format")) var format: String?
        @Option(help: .text("cli.help.code.encode.name")) var name: String?
        @Option(help: .text("cli.help.code.encode.zoom")) var zoom: Double?
        @Option(help: .text("cli.help.code.encode.accuracy")) var accuracy: Double?

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
            abstract: Help.text("cli.help.code.decode.abstract"))

        @Argument(help: .text("cli.help.code.decode.text")) var text: [String]
        // Unconditional: a southern or western reference (-33.86,151.21) is the value, not another option.
        @Option(parsing: .unconditional, help: .text("cli.help.common.plusCodeNear")) var near: String?
        @Option(help: .text("cli.help.code.decode.format")) var format: String?
        @Flag(help: .text("cli.help.common.json")) var json = false

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
        commandName: "qr", abstract: Help.text("cli.help.qr.abstract"))

    @Argument(help: .text("cli.help.qr.text")) var text: String
    @Option(help: .text("cli.help.qr.png")) var png: String?
    @Option(help: .text("cli.help.qr.svg")) var svg: String?
    @Option(help: .text("cli.help.qr.ec")) var ec: String = "M"
    @Option(help: .text("cli.help.qr.scale")) var scale: String?

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
