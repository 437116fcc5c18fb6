import Foundation

/// Straightforward implementations, written the way the specifications read, as baselines for the same run:
/// floating-point Plus Codes, a bit-by-bit geohash on Strings, Base45 on Characters.
enum Reference {
    static let plusAlphabet = Array("23456789CFGHJMPQRVWX")

    /// Open Location Code by the specification's prose: divide degrees by ever smaller steps.
    static func plusCode(latitude: Double, longitude: Double) -> String {
        var lat = min(max(latitude, -90), 90 - 1e-10) + 90
        var lon = longitude + 180
        var code = ""
        var step = 20.0
        for pair in 0..<5 {
            let latDigit = Int(floor(lat / step))
            let lonDigit = Int(floor(lon / step))
            code += String(plusAlphabet[latDigit]) + String(plusAlphabet[lonDigit])
            lat -= Double(latDigit) * step
            lon -= Double(lonDigit) * step
            step /= 20
            if pair == 3 { code += "+" }
        }
        return code
    }

    static func plusDecode(_ code: String) -> (Double, Double) {
        let digits = code.filter { $0 != "+" }
        var lat = -90.0
        var lon = -180.0
        var step = 20.0
        for (index, character) in digits.enumerated() {
            let value = Double(plusAlphabet.firstIndex(of: character)!)
            if index % 2 == 0 { lat += value * step } else { lon += value * step; step /= 20 }
        }
        return (lat + step * 10, lon + step * 10)
    }

    static let geoAlphabet = Array("0123456789bcdefghjkmnpqrstuvwxyz")

    /// Geohash as a string of bits, then cut into fives.
    static func geohash(latitude: Double, longitude: Double, precision: Int) -> String {
        var bits = ""
        var latRange = [-90.0, 90.0]
        var lonRange = [-180.0, 180.0]
        for index in 0..<(precision * 5) {
            if index % 2 == 0 {
                let middle = (lonRange[0] + lonRange[1]) / 2
                if longitude >= middle { bits += "1"; lonRange[0] = middle } else { bits += "0"; lonRange[1] = middle }
            } else {
                let middle = (latRange[0] + latRange[1]) / 2
                if latitude >= middle { bits += "1"; latRange[0] = middle } else { bits += "0"; latRange[1] = middle }
            }
        }
        var hash = ""
        var chunk = ""
        for bit in bits {
            chunk.append(bit)
            if chunk.count == 5 {
                hash.append(geoAlphabet[Int(chunk, radix: 2)!])
                chunk = ""
            }
        }
        return hash
    }

    static func geohashDecode(_ hash: String) -> (Double, Double) {
        var bits = ""
        for character in hash {
            let value = String(geoAlphabet.firstIndex(of: character)!, radix: 2)
            bits += String(repeating: "0", count: 5 - value.count) + value
        }
        var latRange = [-90.0, 90.0]
        var lonRange = [-180.0, 180.0]
        for (index, bit) in bits.enumerated() {
            if index % 2 == 0 {
                let middle = (lonRange[0] + lonRange[1]) / 2
                if bit == "1" { lonRange[0] = middle } else { lonRange[1] = middle }
            } else {
                let middle = (latRange[0] + latRange[1]) / 2
                if bit == "1" { latRange[0] = middle } else { latRange[1] = middle }
            }
        }
        return ((latRange[0] + latRange[1]) / 2, (lonRange[0] + lonRange[1]) / 2)
    }

    static let base45Alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:")

    static func base45(_ bytes: [UInt8]) -> String {
        var text = ""
        var index = 0
        while index < bytes.count {
            if index + 1 < bytes.count {
                let value = Int(bytes[index]) * 256 + Int(bytes[index + 1])
                text += String(base45Alphabet[value % 45]) + String(base45Alphabet[value / 45 % 45]) + String(base45Alphabet[value / 2025])
            } else {
                text += String(base45Alphabet[Int(bytes[index]) % 45]) + String(base45Alphabet[Int(bytes[index]) / 45])
            }
            index += 2
        }
        return text
    }
}
