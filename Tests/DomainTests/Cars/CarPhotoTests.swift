import Testing

@testable import Domain

/// Docs/Contract.md §3: the image `photo` is "loaded" with the byte count the loader answered,
/// or "failed" when the load threw.
@Suite("Car photo")
struct CarPhotoTests {
    @Test(
        "A load that answered leaves the photo loaded with the answer's byte count",
        arguments: [0, 1, 2_400, 3_600, Int.max])
    func loaded(byteCount: Int) {
        #expect(CarPhoto(loadedByteCount: byteCount) == .loaded(byteCount: byteCount))
    }

    @Test("A load that threw leaves the photo failed")
    func failed() {
        #expect(CarPhoto(loadedByteCount: nil) == .failed)
    }

    @Test("The demo photos load to their sizes; the Renault Zoe's fails")
    func demoPhotos() async {
        let loader = InMemoryImageLoader.demo
        var states: [CarPhoto] = []
        for url in [DemoCarPhotos.bmwI3, DemoCarPhotos.teslaModelS, DemoCarPhotos.renaultZoe] {
            let byteCount = try? await loader.loadImage(from: url).count
            states.append(CarPhoto(loadedByteCount: byteCount))
        }
        #expect(
            states == [
                .loaded(byteCount: DemoCarPhotos.bmwI3ByteCount), .loaded(byteCount: DemoCarPhotos.teslaModelSByteCount),
                .failed,
            ])
    }
}
