#!/usr/bin/env bash
# `swift test` for Baluchon's tests, all of them Swift Testing's: their entry point is Tests/XCTMain.swift (why:
# there), and with an entry point of its own a package runs Swift Testing only when asked. Arguments go to
# `swift test` (--filter, --skip, --skip-build…).
exec swift test --enable-swift-testing --disable-xctest "$@"
