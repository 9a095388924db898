import Foundation
import Testing

@testable import Domain

/// Docs/Contract.md §3: the Car screen's photo loads through the domain's image loader.
@Suite("In-memory image loader")
struct InMemoryImageLoaderTests {
    @Test("Loads the bytes held for a known URL")
    func loadsKnownURL() async throws {
        let url = try #require(URL(string: "https://photos.archkit.invalid/a.jpg"))
        let loader = InMemoryImageLoader(images: [url: Data([1, 2, 3])])
        #expect(try await loader.loadImage(from: url) == Data([1, 2, 3]))
    }

    @Test("Throws notFound for an unknown URL")
    func failsForUnknownURL() async throws {
        let url = try #require(URL(string: "https://photos.archkit.invalid/missing.jpg"))
        let loader = InMemoryImageLoader()
        await #expect(throws: ImageLoadingError.notFound(url)) {
            try await loader.loadImage(from: url)
        }
    }

    @Test("Works through the protocol")
    func worksAsExistential() async throws {
        let loader: any ImageLoading = InMemoryImageLoader.demo
        let data = try await loader.loadImage(from: DemoCarPhotos.teslaModelS)
        #expect(data.count == DemoCarPhotos.teslaModelSByteCount)
        await #expect(throws: ImageLoadingError.notFound(DemoCarPhotos.renaultZoe)) {
            try await loader.loadImage(from: DemoCarPhotos.renaultZoe)
        }
    }

    @Test("The demo loader answers for the BMW and the Tesla with different, stable bytes")
    func demo() async throws {
        let bmw = try await InMemoryImageLoader.demo.loadImage(from: DemoCarPhotos.bmwI3)
        let tesla = try await InMemoryImageLoader.demo.loadImage(from: DemoCarPhotos.teslaModelS)
        #expect(bmw.count == 2_400)
        #expect(tesla.count == 3_600)
        #expect(bmw.prefix(2) == Data([0xFF, 0xD8]))
        #expect(bmw.suffix(2) == Data([0xFF, 0xD9]))
        #expect(bmw == DemoCarPhotos.placeholderImage(byteCount: 2_400, seed: 1))
        #expect(bmw != DemoCarPhotos.placeholderImage(byteCount: 2_400, seed: 2))
        #expect(Set(bmw).count > 200)  // not a constant fill
    }

    @Test("Loading from the main actor finishes without leaving it")
    @MainActor
    func staysOnMainActor() async throws {
        let data = try await InMemoryImageLoader.demo.loadImage(from: DemoCarPhotos.bmwI3)
        MainActor.assertIsolated()
        #expect(data.count == 2_400)
    }
}
