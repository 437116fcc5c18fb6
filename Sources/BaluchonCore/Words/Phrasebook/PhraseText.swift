import Foundation

/// How phrases are compared: case, accents and punctuation folded away.
public enum PhraseText {
    /// `Où est la GARE ?` → `ou est la gare`: lower case, no diacritics, punctuation as spaces, single spaces.
    public static func normalised(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var result = ""
        result.reserveCapacity(folded.count)
        var pendingSpace = false
        for scalar in folded.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) || CharacterSet.nonBaseCharacters.contains(scalar) {
                if pendingSpace, !result.isEmpty { result.append(" ") }
                pendingSpace = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingSpace = true
            }
        }
        return result
    }

    /// The words of a normalised text.
    public static func words(_ normalised: String) -> [Substring] {
        normalised.split(separator: " ")
    }

    /// How alike two normalised texts are, from 0 to 1: one minus their edit distance (in characters) over
    /// the longer length. `stopBelow` lets a comparison give up (answering 0) once it cannot reach it.
    public static func similarity(_ a: String, _ b: String, stopBelow minimum: Double = 0) -> Double {
        similarity(Array(a), Array(b), stopBelow: minimum)
    }

    /// ``similarity(_:_:stopBelow:)`` of texts already split into characters.
    public static func similarity(_ left: [Character], _ right: [Character], stopBelow minimum: Double = 0) -> Double {
        let longest = max(left.count, right.count)
        guard longest > 0 else { return 1 }
        let allowed = Int((1 - minimum) * Double(longest) + 1e-9)  // 1 − 0.9 is 0.0999…: ten characters still allow one
        if abs(left.count - right.count) > allowed { return 0 }
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...max(left.count, 1) where !left.isEmpty {
            current[0] = i
            var rowBest = current[0]
            for j in stride(from: 1, through: right.count, by: 1) {
                let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                rowBest = min(rowBest, current[j])
            }
            if rowBest > allowed { return 0 }
            swap(&previous, &current)
        }
        let distance = left.isEmpty ? right.count : previous[right.count]
        return 1 - Double(distance) / Double(longest)
    }
}
