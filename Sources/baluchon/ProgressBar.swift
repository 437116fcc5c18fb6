import Foundation

/// A progress bar on standard error: redrawn in place on a terminal, a line per tenth otherwise.
struct ProgressBar {
    let width = 30
    private let interactive = isatty(STDERR_FILENO) != 0
    private var lastDrawn = Date.distantPast
    private var lastTenth = -1
    private var lastLabel = ""
    private var lastPhase = ""

    /// Draws `fraction` (0…1) with `label`; without a terminal, prints when a tenth or the `phase` changes.
    mutating func update(fraction: Double, phase: String, label: String) {
        let clamped = min(1, max(0, fraction))
        if interactive {
            let now = Date()
            guard now.timeIntervalSince(lastDrawn) >= 0.1 || clamped >= 1 || phase != lastPhase else { return }
            lastPhase = phase
            lastDrawn = now
            lastLabel = label
            let filled = Int((clamped * Double(width)).rounded(.down))
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            let percent = String(format: "%3d%%", Int((clamped * 100).rounded(.down)))
            FileHandle.standardError.write(Data("\r\u{1B}[2K[\(bar)] \(percent)  \(label)".utf8))
        } else {
            let tenth = Int(clamped * 10)
            guard tenth != lastTenth || phase != lastPhase else { return }
            lastTenth = tenth
            lastPhase = phase
            FileHandle.standardError.write(Data("\(tenth * 10)%  \(label)\n".utf8))
        }
    }

    func finish() {
        if interactive { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
