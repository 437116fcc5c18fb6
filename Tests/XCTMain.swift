// The test binary's entry point, found by SwiftPM at Tests/XCTMain.swift in place of the one it would generate.
// Every test is Swift Testing's, found at run time; with no generated XCTest list to read, SwiftPM needs no index
// store to build the tests, and CI builds without one (scripts/test.sh). `swift test` then runs them only with
// `--enable-swift-testing --disable-xctest`: scripts/swift-test.sh passes both; run without them, this says so.
import Foundation
import Testing

let arguments = CommandLine.arguments
if let flag = arguments.firstIndex(of: "--testing-library"), arguments.dropFirst(flag + 1).first == "swift-testing" {
    await Testing.__swiftPMEntryPoint() as Never
}
print("Baluchon's tests are Swift Testing's: run scripts/swift-test.sh (swift test --enable-swift-testing --disable-xctest)")
exit(1)
