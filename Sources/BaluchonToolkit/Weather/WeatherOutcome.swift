import BaluchonCore

/// One place's weather, or why there is none (the other places of the question may still have theirs).
public enum WeatherOutcome: Sendable {
    case report(Sourced<WeatherReport>)
    case failure(any TravellerError)

    public var report: Sourced<WeatherReport>? {
        if case .report(let report) = self { return report }
        return nil
    }

    public var failure: (any TravellerError)? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
