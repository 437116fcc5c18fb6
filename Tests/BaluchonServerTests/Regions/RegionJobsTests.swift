import BaluchonCore
import Foundation
import Testing

@testable import BaluchonToolkit

/// Beside the server's tests for their captured log (`CapturedLog`).
@Suite("Region jobs: how a download started from the API ends")
struct RegionJobsTests {
    static func finished(_ jobs: RegionJobs, _ id: String) async throws -> RegionJobs.Job {
        for _ in 0..<1_000 {
            if let job = jobs.job(id: id), !job.running { return job }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw CancellationError()
    }

    @Test("A failure that is not one of ours is told in the traveller's words, its details kept for the operator's log")
    func unexpectedFailure() async throws {
        let captured = CapturedLog()
        let jobs = RegionJobs(logger: captured.logger())
        let job = jobs.start(region: "monaco") { _ in throw CocoaError(.fileWriteOutOfSpace) }
        let error = try #require(try await Self.finished(jobs, job.id).error)
        #expect(error.message.text(in: .fr) == "L’import a échoué à l’étape « download » : une erreur inattendue (le journal du serveur en dit plus)")
        #expect(error.message.text(in: .en) == "The import failed at step “download”: an unexpected error (the server’s log says more)")
        let logged = captured.lines.withLock { $0 }
        #expect(logged.count == 1 && logged[0].hasPrefix("error region job failed") && logged[0].contains("monaco"))
        #expect(logged[0].contains("CocoaError"))
    }

    @Test("A failure of ours ends the job as it is, and is not logged again")
    func travellerError() async throws {
        let captured = CapturedLog()
        let jobs = RegionJobs(logger: captured.logger())
        let job = jobs.start(region: "monaco") { _ in throw RegionError.downloadRefused(status: 404) }
        let error = try #require(try await Self.finished(jobs, job.id).error)
        #expect(error.code == RegionError.downloadRefused(status: 404).code)
        #expect(captured.lines.withLock { $0 }.isEmpty)
    }
}
