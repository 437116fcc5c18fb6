/// A duration as a number of seconds, as SQL intervals, rates and timestamps want it.
extension Duration {
    public var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
