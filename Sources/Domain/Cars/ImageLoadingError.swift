import Foundation

/// Why an image loader could not fetch an image.
///
/// Source: Docs/Contract.md §3 (image state "failed"); the cases are this project's own.
public enum ImageLoadingError: Error, Sendable, Hashable {
    /// The loader has no image at this URL: ``InMemoryImageLoader`` does not hold it.
    case notFound(URL)
    /// The URL's scheme is not one the loader fetches (``URLSessionImageLoader`` fetches only
    /// `http` and `https`); the associated value is the scheme, or `nil` when there is none.
    case unsupportedScheme(String?)
    /// The server answered with a status code outside `200...299`.
    case badStatus(Int)
    /// The response was not an HTTP response.
    case notHTTPResponse
}
