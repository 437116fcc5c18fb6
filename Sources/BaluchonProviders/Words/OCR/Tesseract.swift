import BaluchonCore
import Foundation

/// Reads the text of an image with Debian's `tesseract` command (Apache-2.0, run as a separate process:
/// `tesseract stdin stdout -l fra tsv`), the image given on standard input and the words, their boxes
/// and confidences read back as TSV. One engine thread per run (`OMP_THREAD_LIMIT=1`): runs share the
/// cores instead of fighting over them. A run past its deadline is stopped (SIGTERM, then SIGKILL).
public struct Tesseract: Sendable {
    public let installation: TesseractInstallation
    public let timeout: Duration

    public init(installation: TesseractInstallation = .discover(), timeout: Duration = .seconds(30)) {
        self.installation = installation
        self.timeout = timeout
    }

    /// The text of `image` (already checked by ``ImageHeader/checked(_:)``), read as `language`.
    public func recognise(_ image: Data, header: ImageHeader, language: LanguageCode) async throws -> RecognisedText {
        guard let executable = installation.executable else { throw OCRError.engineMissing }
        guard let data = OCRLanguage.dataName(for: language), installation.dataNames.contains(data) else {
            throw OCRError.languageNotInstalled(language, installed: installation.languages)
        }
        let program = ChildProcess(
            executable, arguments: ["stdin", "stdout", "-l", data, "--psm", "3", "tsv"],
            environment: ["OMP_THREAD_LIMIT": "1", "LC_ALL": "C.UTF-8"], errors: .captured, outputLimit: 32 << 20)
        let outcome: ChildProcess.Outcome
        do {
            outcome = try await withDeadline(timeout) { try await program.run(input: image) }
        } catch ProviderFailure.timeout {
            throw OCRError.timedOut(seconds: Int(timeout.components.seconds))
        }
        // Leptonica refuses what it cannot decode (a header fine, the rest damaged) with a non-zero status.
        guard outcome.status == 0 else { throw OCRError.unreadableImage }
        return TesseractTSV.text(String(decoding: outcome.output, as: UTF8.self), header: header, language: language)
    }
}
