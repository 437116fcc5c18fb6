import Foundation

/// Where a gazetteer's data came from and when it was built: the provenance of its answers.
public struct GazetteerInfo: Sendable, Equatable, Codable {
    /// The files it was built from (`cities500.txt.gz + FR.zip`).
    public var source: String
    /// How recent the data is: the modification date of the newest file it was built from.
    public var builtAt: Date

    public init(source: String, builtAt: Date) {
        self.source = source
        self.builtAt = builtAt
    }
}
