// swift-tools-version: 6.1
//
// ArchKit's engines beside the libraries they stand in for: the kit's Reactive core against
// OpenCombine and RxSwift, its ReduxStore against ReSwift, in one process, interleaved, with the
// cases and the sampling of `archkit-bench`'s primitives suite. See README.md.
//
// A package of its own: the root package never builds it, and it is the one package of the
// repository that names other libraries.
//
// Where the peers come from:
// - by default, their repositories at the versions pinned below (needs a network);
// - with ARCHKIT_PEERS_DIR=/some/dir, the checkouts <dir>/OpenCombine, <dir>/RxSwift and
//   <dir>/ReSwift (an offline machine).

import Foundation
import PackageDescription

/// The peers: each one's checkout folder, repository and pinned version.
struct Peer {
    let folder: String
    let url: String
    let version: Version
}

let peers = [
    Peer(folder: "OpenCombine", url: "https://github.com/OpenCombine/OpenCombine.git", version: "0.14.0"),
    Peer(folder: "RxSwift", url: "https://github.com/ReactiveX/RxSwift.git", version: "6.10.2"),
    Peer(folder: "ReSwift", url: "https://github.com/ReSwift/ReSwift.git", version: "6.1.1"),
]

let localPeers = ProcessInfo.processInfo.environment["ARCHKIT_PEERS_DIR"].flatMap { $0.isEmpty ? nil : $0 }

let peerDependencies: [Package.Dependency] = peers.map { peer in
    if let localPeers {
        .package(path: localPeers + "/" + peer.folder)
    } else {
        .package(url: peer.url, exact: peer.version)
    }
}

let package = Package(
    name: "Peers",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "peers-bench", targets: ["peers-bench"])
    ],
    dependencies: [.package(name: "ArchKit", path: "../..")] + peerDependencies,
    targets: [
        // What needs no peer: the cases, the options, the verdict, the delivery check; tested
        // without building the peers (swift build --product PeersPackageTests).
        .target(name: "PeersCore", dependencies: [.product(name: "BenchmarkKit", package: "ArchKit")]),
        .testTarget(name: "PeersCoreTests", dependencies: ["PeersCore"]),
        .executableTarget(
            name: "peers-bench",
            dependencies: [
                "PeersCore",
                .product(name: "BenchmarkKit", package: "ArchKit"),
                .product(name: "Reactive", package: "ArchKit"),
                .product(name: "ReduxStore", package: "ArchKit"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "ReSwift", package: "ReSwift"),
            ],
            path: "Sources/PeersBench"
        ),
    ],
    swiftLanguageModes: [.v6]
)
