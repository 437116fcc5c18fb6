extension RandomNumberGenerator {
    /// A uniform face in `range`, by rejection sampling: 64-bit words from the top partial block of
    /// `2⁶⁴ mod n` values are thrown away, so no face is favoured by the modulo.
    public mutating func face(in range: ClosedRange<Int>) -> Int {
        let count = UInt64(range.count)
        let excess = (UInt64.max % count &+ 1) % count
        while true {
            let word = next()
            if word <= UInt64.max - excess {
                return range.lowerBound + Int(word % count)
            }
        }
    }
}
