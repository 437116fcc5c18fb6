// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "baluchon",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "baluchon", targets: ["baluchon"]),
        .library(name: "BaluchonCore", targets: ["BaluchonCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-configuration.git", from: "1.4.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation.git", from: "0.9.20"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/swiftlang/swift-subprocess.git", from: "1.0.2"),
    ],
    targets: [
        .target(name: "BaluchonCore", dependencies: ["CLibXML2"], resources: [.copy("Resources")]),
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0"),
        .systemLibrary(name: "SystemZlib"),
        .systemLibrary(name: "CRoutino"),
        .systemLibrary(name: "CQREncode"),
        .target(
            name: "BaluchonStore",
            dependencies: [
                "BaluchonCore",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "BaluchonProviders",
            dependencies: [
                "BaluchonCore",
                "BaluchonStore",
                "SystemZlib",
                "CRoutino",
                "CQREncode",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Subprocess", package: "swift-subprocess"),
            ],
            resources: [.copy("Resources")]
        ),
        .target(
            name: "BaluchonToolkit",
            dependencies: [
                "BaluchonCore",
                "BaluchonStore",
                "BaluchonProviders",
                .product(name: "Configuration", package: "swift-configuration"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .target(
            name: "BaluchonServer",
            dependencies: [
                "BaluchonCore",
                "BaluchonToolkit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            resources: [.copy("Resources")]
        ),
        .executableTarget(
            name: "baluchon",
            dependencies: [
                "BaluchonCore",
                "BaluchonToolkit",
                "BaluchonServer",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Configuration", package: "swift-configuration"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .executableTarget(
            name: "PlacesBenchmark",
            dependencies: [
                "BaluchonCore",
                "BaluchonProviders",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Benchmarks/Places",
            exclude: ["queries.txt", "make-queries.py"]
        ),
        .executableTarget(
            name: "MoneyBenchBaseline",
            dependencies: [.product(name: "Hummingbird", package: "hummingbird")],
            path: "Benchmarks/Money/Baseline"
        ),
        .target(
            name: "FixtureServer",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            path: "Tests/FixtureServer"
        ),
        .executableTarget(
            name: "WeatherBenchmark",
            dependencies: ["BaluchonCore"],
            path: "Benchmarks/Weather/WeatherBenchmark"
        ),
        .executableTarget(
            name: "WordsBenchmark",
            dependencies: ["BaluchonCore", "BaluchonProviders"],
            path: "Benchmarks/Words/WordsBenchmark"
        ),
        .executableTarget(name: "PhrasebookBenchmark", dependencies: ["BaluchonCore"], path: "Benchmarks/Words/PhrasebookBenchmark"),
        .executableTarget(
            name: "RegionsBenchmark", dependencies: ["BaluchonToolkit", .product(name: "Logging", package: "swift-log")],
            path: "Benchmarks/Regions/RegionsBenchmark"),
        .executableTarget(
            name: "SharingBenchmark", dependencies: ["BaluchonCore"], path: "Benchmarks/Sharing",
            exclude: ["run.sh", "track_code_sizes.mjs", "track_draw.py"]),
        .executableTarget(name: "SearchBenchmark", dependencies: ["BaluchonCore", "BaluchonProviders"], path: "Benchmarks/Search"),
        .executableTarget(
            name: "TransitBenchmark", dependencies: ["BaluchonCore", "BaluchonProviders", "TransitReference"],
            path: "Benchmarks/Transit/TransitBenchmark"),
        .target(name: "TransitReference", dependencies: ["BaluchonCore"], path: "Tests/TransitReference"),
        .executableTarget(
            name: "GeoNamesZipBenchmark", dependencies: ["BaluchonProviders"], path: "Benchmarks/GeoNamesZip", exclude: ["run.sh"]),
        .executableTarget(
            name: "StoreBenchmark", dependencies: ["BaluchonStore", .product(name: "Logging", package: "swift-log")],
            path: "Benchmarks/Store/StoreBenchmark"),
        .executableTarget(name: "DiceBenchmark", dependencies: ["BaluchonCore"], path: "Benchmarks/Dice/DiceBenchmark"),
        .executableTarget(
            name: "PacksBenchmark",
            dependencies: ["BaluchonCore", "BaluchonToolkit", "BaluchonServer", .product(name: "Logging", package: "swift-log")],
            path: "Benchmarks/Packs/PacksBenchmark"),
        .testTarget(name: "BaluchonCoreTests", dependencies: ["BaluchonCore"]),
        .testTarget(
            name: "BaluchonStoreTests",
            dependencies: [
                "BaluchonCore", "BaluchonStore", .product(name: "GRDB", package: "GRDB.swift"), .product(name: "Logging", package: "swift-log"),
            ]),
        .testTarget(
            name: "BaluchonProvidersTests",
            dependencies: [
                "BaluchonCore",
                "BaluchonProviders",
                "BaluchonStore",
                "FixtureServer",
                "TransitReference",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "BaluchonToolkitTests",
            dependencies: [
                "BaluchonCore",
                "BaluchonToolkit",
                "BaluchonProviders",
                "BaluchonStore",
                "FixtureServer",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Configuration", package: "swift-configuration"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "BaluchonServerTests",
            dependencies: [
                "BaluchonCore",
                "BaluchonServer",
                "BaluchonToolkit",
                "BaluchonProviders",
                "BaluchonStore",
                "FixtureServer",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "Configuration", package: "swift-configuration"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
    ]
)
