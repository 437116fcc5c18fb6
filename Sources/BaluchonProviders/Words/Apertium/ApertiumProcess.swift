import Foundation

/// How Apertium's programs are run: in a UTF-8 locale whatever the server's, their complaints about
/// unknown words or missing audio left out.
enum ApertiumProcess {
    static func program(_ executable: URL, arguments: [String]) -> ChildProcess {
        ChildProcess(executable, arguments: arguments, environment: ["LC_ALL": "C.UTF-8"], errors: .discarded)
    }
}
