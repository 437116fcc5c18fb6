/// Which way a turn goes, and how sharply.
public enum TurnDirection: String, Sendable, Equatable, Codable, CaseIterable {
    case slightLeft, left, sharpLeft
    case slightRight, right, sharpRight

    /// The turn for a change of heading in degrees (positive to the right), as Routino and the
    /// bearings of a line give it; nil for a change small enough to count as going straight on.
    public init?(headingChange degrees: Double) {
        let wrapped = (degrees.truncatingRemainder(dividingBy: 360) + 540).truncatingRemainder(dividingBy: 360) - 180
        let size = abs(wrapped)
        guard size >= 20 else { return nil }
        let right = wrapped > 0
        switch size {
        case ..<45: self = right ? .slightRight : .slightLeft
        case ..<135: self = right ? .right : .left
        default: self = right ? .sharpRight : .sharpLeft
        }
    }
}

/// Left or right, for forks, ramps, merges and where the destination lies.
public enum Side: String, Sendable, Equatable, Codable {
    case left, right
}
