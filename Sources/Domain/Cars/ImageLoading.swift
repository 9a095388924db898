import Foundation

/// A service that fetches the bytes of an image, such as a car's photo.
///
/// The Car screen loads its `photo` through the loader the app was given: the harness gives
/// it ``InMemoryImageLoader/demo``, a real app ``URLSessionImageLoader``. Decoding the bytes
/// into an image is the view's business; the loader only fetches them.
///
/// Source: Docs/Contract.md §3 (image `photo`, "loaded through the domain's image loader"); seed 002
/// fetches the photo with `NSURLSession.sharedSession().rx_data(…)`.
///
/// - Note: Under `NonisolatedNonsendingByDefault`, ``loadImage(from:)`` runs on its caller's
///   actor. A loader that answers without suspending, like ``InMemoryImageLoader``, therefore
///   never leaves the main actor when called from a screen, which keeps runs deterministic.
public protocol ImageLoading: Sendable {
    /// Fetches the bytes of the image at a URL.
    ///
    /// - Parameter url: Where the image is.
    /// - Returns: The image's bytes, undecoded.
    /// - Throws: An error when the image cannot be fetched; a conforming type documents which.
    /// - Note: Runs on the caller's actor (it is `nonisolated(nonsending)`).
    func loadImage(from url: URL) async throws -> Data
}
