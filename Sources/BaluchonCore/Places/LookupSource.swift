/// Where a lookup may go: the data on this machine only (the default), or the online provider too.
public enum LookupSource: String, Sendable, CaseIterable, ParameterValue {
    case offline
    case online

    public var isOnline: Bool { self == .online }
}
