import Foundation
import Tracing

/// An image loader that answers from a dictionary of bytes, at once and without a network.
///
/// The harness and tests use it so that a run is deterministic: a known URL loads its bytes,
/// an unknown one fails with ``ImageLoadingError/notFound(_:)``.
///
/// Source: Docs/Contract.md §3 (image `photo`: "loaded" with the byte count, or "failed").
///
/// - Note: A value type of `Sendable` parts; ``loadImage(from:)`` never suspends, so it
///   finishes on the caller's actor.
public struct InMemoryImageLoader: ImageLoading {
    /// The bytes the loader answers with, by URL.
    public var images: [URL: Data]

    /// Creates a loader that answers with the given bytes.
    ///
    /// - Parameter images: The bytes to answer with, by URL; empty by default, so every load
    ///   fails.
    public init(images: [URL: Data] = [:]) {
        self.images = images
    }

    /// The loader for ``Car/demoCatalogue``: it holds the BMW i3's photo (2400 bytes) and the
    /// Tesla Model S's photo (3600 bytes), and not the Renault Zoe's.
    ///
    /// See ``DemoCarPhotos`` for the URLs and the bytes.
    public static let demo = InMemoryImageLoader(images: DemoCarPhotos.images)

    /// Returns the bytes held for a URL.
    ///
    /// - Parameter url: Where the image is; compared with the held URLs by equality.
    /// - Returns: The bytes held for `url`.
    /// - Throws: ``ImageLoadingError/notFound(_:)`` when the loader holds no bytes for `url`.
    /// - Note: Never suspends; runs and finishes on the caller's actor.
    public func loadImage(from url: URL) async throws(ImageLoadingError) -> Data {
        traceCall(.service, "InMemoryImageLoader", "loadImage(from: \(ProbeValue.describe(url.lastPathComponent)))")
        guard let data = images[url] else { throw .notFound(url) }
        return data
    }
}
