/// The ids an import's progress reports (`RegionLibrary.Progress.step`): the library's own (check, done) and
/// its steps' names; each language names them (``label``).
public enum RegionImportStepID: String, Sendable, CaseIterable {
    case check, routing, places, done

    /// "routing", « itinéraires »…
    public var label: LocalizedText { LocalizedText("cli.region.step." + rawValue) }
}
