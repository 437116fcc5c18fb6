import BaluchonCore
import Foundation
import Logging
import Synchronization

/// Region downloads started from the API, polled by their id; one at a time per region: asking again
/// for a region being downloaded gives the running job. Finished jobs are kept for an hour.
public final class RegionJobs: Sendable {
    /// One download and import, as the API shows it.
    public struct Job: Sendable {
        public var id: String
        /// The catalogue's region id.
        public var region: String
        public var progress: RegionAddProgress
        public var error: (any TravellerError)?
        public var finishedAt: Date?
        public var running: Bool { finishedAt == nil }
    }

    static let keptFor: TimeInterval = 3_600
    private let jobs = Mutex<[String: Job]>([:])
    private let logger: Logger

    public init(logger: Logger) {
        self.logger = logger
    }

    public func job(id: String) -> Job? {
        jobs.withLock { $0[id] }
    }

    /// Starts `work` for `region` unless a job for it is running, which is returned instead.
    func start(region: String, work: @escaping @Sendable (@escaping @Sendable (RegionAddProgress) -> Void) async throws -> Void) -> Job {
        let id = UUID().uuidString.lowercased()
        let (job, isNew) = jobs.withLock { jobs -> (Job, Bool) in
            let now = Date()
            jobs = jobs.filter { $0.value.finishedAt.map { now.timeIntervalSince($0) < Self.keptFor } ?? true }
            if let running = jobs.values.first(where: { $0.region == region && $0.running }) { return (running, false) }
            let job = Job(id: id, region: region, progress: RegionAddProgress(phase: .download, fraction: 0, bytes: 0, totalBytes: nil))
            jobs[id] = job
            return (job, true)
        }
        guard isNew else { return job }
        Task {
            do {
                try await work { progress in self.jobs.withLock { $0[id]?.progress = progress } }
                self.finish(id, error: nil)
            } catch let error as any TravellerError {
                self.finish(id, error: error)
            } catch {
                // Not a failure of ours to tell (the file system's, the store's): the traveller reads that it failed,
                // in their language; the operator's log says what happened.
                self.logger.error("region job failed", metadata: ["region": "\(region)", "error": "\(error)"])
                self.finish(id, error: RegionError.stepFailed(step: "download", detail: LocalizedText("error.import_step_failed.unexpected")))
            }
        }
        return job
    }

    private func finish(_ id: String, error: (any TravellerError)?) {
        jobs.withLock { jobs in
            jobs[id]?.error = error
            jobs[id]?.finishedAt = Date()
            if error == nil { jobs[id]?.progress.phase = .done }
        }
    }
}

extension RegionsService {
    /// Starts downloading the catalogue's region `id` in the background (``add(id:progress:)``), or
    /// gives the job already doing it; an id the catalogue lacks fails at once.
    public func startAdd(id: String) async throws -> RegionJobs.Job {
        let region = try await catalogueRegion(id: id)
        return jobs.start(region: region.id) { progress in
            _ = try await add(id: region.id, progress: progress)
        }
    }
}
