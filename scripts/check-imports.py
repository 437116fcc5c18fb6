#!/usr/bin/env python3
"""Fails when a Swift file imports a module its target does not declare in Package.swift.

SwiftPM lets a target import its dependencies' dependencies, and its own
`--explicit-target-dependency-import-check` skips every target that has resources or depends on one
(their generated accessor counts as generated source), which is most of ours. This reads the manifest
(`swift package dump-package`) and every target's `import` lines, and names each module used but not
declared. A product is taken to provide the module of the same name; the toolchain's own modules need
no declaration.
"""
import json
import pathlib
import re
import subprocess
import sys

TOOLCHAIN = {"Foundation", "FoundationEssentials", "FoundationXML", "FoundationNetworking", "Dispatch", "Synchronization", "Testing", "XCTest", "Glibc", "Musl", "_Concurrency"}
IMPORT = re.compile(r"^(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)")
# The lines a file's imports sit among, before its first declaration.
HEADER = re.compile(r"^(\s*$|//|/\*|\*|#if|#else|#elseif|#endif|@preconcurrency|@testable|@_|import |(public|package|internal) import )")


def imports(text):
    found = set()
    for line in text.splitlines():
        if not HEADER.match(line):
            break
        match = IMPORT.match(line)
        if match:
            found.add(match.group(1))
    return found


def declared(target):
    names = set()
    for dependency in target["dependencies"]:
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.add(dependency[kind][0])
    return names


def main():
    root = pathlib.Path(__file__).resolve().parent.parent
    manifest = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=root, check=True, capture_output=True, text=True).stdout)
    problems = []
    for target in manifest["targets"]:
        if target["type"] == "system":
            continue
        folder = "Tests" if target["type"] == "test" else "Sources"
        path = root / (target.get("path") or f"{folder}/{target['name']}")
        allowed = declared(target) | TOOLCHAIN | {target["name"]}
        for file in sorted(path.rglob("*.swift")):
            for module in sorted(imports(file.read_text(encoding="utf-8")) - allowed):
                problems.append(f"{file.relative_to(root)}: imports {module}, which target {target['name']} does not declare")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"{len(problems)} undeclared import(s): add them to the target's dependencies in Package.swift", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
