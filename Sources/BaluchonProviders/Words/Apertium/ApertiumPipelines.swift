import Foundation

/// The resident pipelines, one per direction in use, the least recently used stopped beyond `limit`
/// (each holds about ten processes and their dictionaries).
actor ApertiumPipelines {
    private var pipelines: [String: ApertiumPipeline] = [:]
    private var recent: [String] = []
    private var commands: [String: String] = [:]
    let installation: ApertiumInstallation
    let limit: Int

    init(installation: ApertiumInstallation, limit: Int = 8) {
        self.installation = installation
        self.limit = limit
    }

    /// The running (or ready to start) pipeline for `mode`; nil when the installation cannot write
    /// NUL-flush pipelines (an Apertium older than 3.8).
    func pipeline(for mode: ApertiumMode) async throws -> ApertiumPipeline? {
        recent.removeAll { $0 == mode.name }
        recent.append(mode.name)
        if let pipeline = pipelines[mode.name] { return pipeline }
        guard let command = try await command(for: mode) else { return nil }
        // Another caller may have made it while this one waited for the command.
        if let pipeline = pipelines[mode.name] { return pipeline }
        let pipeline = ApertiumPipeline(command: command)
        pipelines[mode.name] = pipeline
        while recent.count > limit {
            let evicted = recent.removeFirst()
            if let old = pipelines.removeValue(forKey: evicted) {
                Task { await old.shutdown() }
            }
        }
        return pipeline
    }

    /// Stops every pipeline.
    func shutdown() async {
        for pipeline in pipelines.values { await pipeline.shutdown() }
        pipelines = [:]
        recent = []
    }

    /// `apertium-wblank-mode -z <file>`: the mode's programs, each flushing at every NUL byte.
    private func command(for mode: ApertiumMode) async throws -> String? {
        if let known = commands[mode.name] { return known }
        guard let writer = installation.pipelineWriter else { return nil }
        let outcome = try await ApertiumProcess.program(writer, arguments: ["-z", mode.file.path]).run()
        let command = String(decoding: outcome.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard outcome.status == 0, !command.isEmpty else { return nil }
        commands[mode.name] = command
        return command
    }
}
