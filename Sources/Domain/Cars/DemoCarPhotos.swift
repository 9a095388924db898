import Foundation

/// The photo URLs of ``Car/demoCatalogue`` and the placeholder bytes that
/// ``InMemoryImageLoader/demo`` answers with.
///
/// Every URL is on the host `photos.archkit.invalid`, which can never resolve (RFC 6761
/// reserves `.invalid`), so a demo photo is never fetched from a real server by mistake.
///
/// Source: Docs/Contract.md §3 (image `photo` states "none", "loading", "loaded", "failed"); the choice of
/// URLs and sizes is this project's own.
public enum DemoCarPhotos {
    /// The BMW i3's photo; the demo loader knows it (``bmwI3ByteCount`` bytes).
    public static let bmwI3 = photoURL("bmw-i3.jpg")
    /// The Tesla Model S's photo; the demo loader knows it (``teslaModelSByteCount`` bytes).
    public static let teslaModelS = photoURL("tesla-model-s.jpg")
    /// The Renault Zoe's photo; the demo loader does *not* know it, so loading it fails.
    public static let renaultZoe = photoURL("renault-zoe.jpg")

    /// The size of the BMW i3's placeholder photo: 2400 bytes.
    public static let bmwI3ByteCount = 2_400
    /// The size of the Tesla Model S's placeholder photo: 3600 bytes.
    public static let teslaModelSByteCount = 3_600

    /// The images the demo loader holds: the BMW i3's and the Tesla Model S's photos.
    public static let images: [URL: Data] = {
        [
            bmwI3: placeholderImage(byteCount: bmwI3ByteCount, seed: 1),
            teslaModelS: placeholderImage(byteCount: teslaModelSByteCount, seed: 2),
        ]
    }()

    /// Deterministic bytes that stand in for a JPEG photo.
    ///
    /// The bytes start with the JPEG start-of-image marker and end with the end-of-image
    /// marker; in between comes a fixed pseudo-random sequence, so the same arguments give the
    /// same bytes on every machine and every run.
    ///
    /// - Parameters:
    ///   - byteCount: How many bytes to make; at least 4.
    ///   - seed: Picks the sequence, so that two photos of the same size still differ.
    /// - Returns: Exactly `byteCount` bytes.
    static func placeholderImage(byteCount: Int, seed: UInt64) -> Data {
        precondition(byteCount >= 4, "A placeholder image has at least its two JPEG markers")
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes.reserveCapacity(byteCount)
        for _ in 0..<(byteCount - 4) {
            // xorshift64: fixed, fast and the same on every platform.
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            bytes.append(UInt8(truncatingIfNeeded: state))
        }
        bytes += [0xFF, 0xD9]
        return Data(bytes)
    }

    private static func photoURL(_ name: String) -> URL {
        guard let url = URL(string: "https://photos.archkit.invalid/cars/\(name)") else {
            preconditionFailure("Demo photo URL for \(name) is malformed")
        }
        return url
    }
}
