import BaluchonCore

/// A room roll whose dice led to an error (`1/(1d20-20)` when the d20 shows 20): the failure is
/// recorded as `event`, which took its number like any roll, and the roller is told why.
public struct RecordedRollFailure: TravellerError, Equatable {
    public var error: DiceError
    public var event: RoomEvent

    public var code: ErrorCode { error.code }
    public var kind: FailureKind { error.kind }
    public var message: LocalizedText { error.message }
    public var hint: LocalizedText? { error.hint }
}
