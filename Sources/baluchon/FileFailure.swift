import BaluchonCore
import BaluchonToolkit
import Foundation

/// Why an unforeseen error stopped a command, in the reader's words and naming the file: Foundation's own
/// description is English whatever the terminal's language, and for an error of ours says no more than
/// "The operation couldn’t be completed. (… error 1.)".
enum FileFailure {
    /// Why work in `folder` (a data directory, the regions' folder) failed: a file where the folder or one
    /// of its parents should be, else as ``reason(_:file:)`` says.
    static func reason(_ error: any Error, folder: String) -> LocalizedText {
        if let file = fileInTheWay(of: folder) { return LocalizedText("cli.file.notFolder", ["path": "\(file)"]) }
        return reason(error, file: folder)
    }

    /// A missing file, a permission, a full or read-only disk, naming the file the error names, else `file`
    /// (what the command was reading or writing); any other error with its own words when it has some.
    static func reason(_ error: any Error, file path: String) -> LocalizedText {
        let failure = error as NSError
        let file = failure.userInfo[NSFilePathErrorKey] as? String ?? (failure.userInfo[NSURLErrorKey] as? URL)?.path ?? path
        if let kind = kind(of: failure) {
            return LocalizedText("cli.file.\(kind)", ["path": "\(file)"])
        }
        return LocalizedText("cli.file.other", ["path": "\(file)", "detail": "\(detail(of: error))"])
    }

    /// The catalogue's name for what went wrong (`missing`, `permission`, `full`, `readOnly`, `exists`), when known.
    static func kind(of failure: NSError) -> String? {
        switch failure.domain {
        case NSCocoaErrorDomain:
            switch CocoaError.Code(rawValue: failure.code) {
            case .fileNoSuchFile, .fileReadNoSuchFile: return "missing"
            case .fileReadNoPermission, .fileWriteNoPermission: return "permission"
            case .fileWriteOutOfSpace: return "full"
            case .fileWriteVolumeReadOnly: return "readOnly"
            case .fileWriteFileExists: return "exists"
            default: break
            }
        case NSPOSIXErrorDomain:
            switch POSIXErrorCode(rawValue: Int32(failure.code)) {
            case .ENOENT, .ENOTDIR: return "missing"
            case .EACCES, .EPERM: return "permission"
            case .ENOSPC, .EDQUOT: return "full"
            case .EROFS: return "readOnly"
            case .EEXIST: return "exists"
            default: break
            }
        default: break
        }
        return (failure.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap(kind(of:))
    }

    /// The file standing where `folder` or one of its parents should be, if any.
    static func fileInTheWay(of folder: String) -> String? {
        var url = URL(fileURLWithPath: folder)
        while url.path != "/" && !url.path.isEmpty {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) { return isFolder.boolValue ? nil : url.path }
            url.deleteLastPathComponent()
        }
        return nil
    }

    /// An error's own words: a database's message, a case's name; for Foundation's, whose words are English
    /// sentences, its domain and code.
    static func detail(of error: any Error) -> String {
        let failure = error as NSError
        if failure.domain == NSCocoaErrorDomain || failure.domain == NSPOSIXErrorDomain { return "\(failure.domain) \(failure.code)" }
        return (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
    }
}

extension Toolkit {
    /// The folder of the installed regions, named when a region command fails on a file without saying which.
    var regionsPath: String { settings.dataDirectory.appendingPathComponent("regions").path }
}
