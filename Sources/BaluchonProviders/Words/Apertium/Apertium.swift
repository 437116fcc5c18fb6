import BaluchonCore
import Foundation

/// Offline translation with Apertium from Debian's packages, run as separate processes (Apertium is
/// GPL; nothing of it is linked). It translates every installed direction, and pairs with no direct
/// direction through a pivot language (fr→es→en), which the translation's route shows. The words it
/// could not translate (its `*`, `@` and `#` marks) come out of the text as the translation's `unknownWords`.
public struct Apertium: TranslationProvider {
    public let descriptor: ProviderDescriptor
    public let installation: ApertiumInstallation
    let graph: LanguageGraph
    let pipelines: ApertiumPipelines
    /// Whether to keep pipelines running between requests (false: one `apertium` run per leg).
    let resident: Bool
    /// Longest wait for one leg, even when no caller sets a timeout (the CLI, tests).
    static let legTimeout = Duration.seconds(30)

    public init(installation: ApertiumInstallation = .discover(), resident: Bool = true) {
        self.installation = installation
        self.graph = installation.graph
        self.pipelines = ApertiumPipelines(installation: installation)
        self.resident = resident
        let names = installation.modes.map(\.name).joined(separator: ", ")
        descriptor = ProviderDescriptor(
            id: "apertium", name: "Apertium", capability: .translation,
            state: installation.problem.map { .notConfigured(reason: .verbatim($0)) }
                ?? .configured(detail: LocalizedText("provider.detail.apertium", ["count": "\(installation.modes.count)", "names": "\(names)"])),
            isRemote: false)
    }

    public var hasOwnDetection: Bool { false }

    public var detectsSource: Bool { false }

    public func fetch(_ request: TranslationRequest) async throws -> Translation {
        guard installation.problem == nil else { throw ProviderFailure.rejected("Apertium is not installed") }
        guard let source = request.source else { throw ProviderFailure.rejected("Apertium needs the source language") }
        guard let route = graph.route(from: source.base, to: request.target.base) else {
            throw ProviderFailure.rejected("no Apertium route from \(source) to \(request.target)")
        }
        var stream = ApertiumStream.input(request.text)
        for (from, to) in zip(route, route.dropFirst()) {
            guard let mode = installation.mode(from: from, to: to) else { throw ProviderFailure.rejected("no mode \(from)-\(to)") }
            stream = ApertiumStream.carryingMarks(try await run(stream, mode: mode))
        }
        let output = ApertiumStream.output(stream)
        return Translation(text: output.text, source: source, target: request.target, route: route, unknownWords: output.unknownWords)
    }

    public func languages() async throws -> LanguageSupport {
        guard installation.problem == nil else { throw ProviderFailure.rejected("Apertium is not installed") }
        return graph.support
    }

    public func detect(_ text: String) async throws -> [LanguageGuess]? { nil }

    /// Starts the pipelines of the routes between `languages` (both ways), so that the first
    /// traveller does not wait for dictionaries to load.
    public func prewarm(_ languages: [LanguageCode]) async {
        for source in languages {
            for target in languages where source != target {
                guard let route = graph.route(from: source, to: target) else { continue }
                _ = try? await fetch(TranslationRequest(text: "ok", source: route[0], target: target))
            }
        }
    }

    /// Stops the resident pipelines.
    public func shutdown() async {
        await pipelines.shutdown()
    }

    /// One leg through one mode, on stream text.
    private func run(_ stream: String, mode: ApertiumMode) async throws -> String {
        do {
            if resident, let pipeline = try await pipelines.pipeline(for: mode) {
                return try await withDeadline(Self.legTimeout) { try await pipeline.translate(stream) }
            }
            return try await ApertiumOneShot.translate(stream, mode: mode, installation: installation)
        } catch is CancellationError {
            throw ProviderFailure.timeout
        } catch let failure as ApertiumPipeline.Failure {
            if Task.isCancelled { throw ProviderFailure.timeout }
            throw ProviderFailure.unavailable("Apertium \(mode.name): \(failure)")
        } catch {
            throw ProviderFailure.unavailable("Apertium \(mode.name) could not run")
        }
    }
}
