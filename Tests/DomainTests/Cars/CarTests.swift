import Foundation
import Testing

@testable import Domain

/// Docs/Contract.md §3: the `Car` entity, its horsepower and the demo catalogue. The display
/// title and the power text are presentation, asserted by each architecture's tests.
@Suite("Car")
struct CarTests {
    @Test(
        "A car's horsepower is the conversion of its kilowatts",
        arguments: [
            (125, 168),
            (0, 0),
            (-40, 0),
            (1_000, 1_341),
            (Int.max, Int.max),
        ])
    func horsepower(kilowatts: Int, horsepower: Int) {
        let car = Car(make: "A", model: "B", kilowatts: kilowatts)
        #expect(car.horsepower == horsepower)
        #expect(car.horsepower == Horsepower.horsepower(kilowatts: kilowatts))
    }

    @Test("A car is a value: an edited copy differs and the original is unchanged")
    func valueSemantics() {
        let original = Car(make: "BMW", model: "i3", kilowatts: 125)
        var edited = original
        edited.kilowatts = 130
        #expect(edited != original)
        #expect(original.kilowatts == 125)
        #expect(original.photoURL == nil)
        #expect(Set([original, edited, original]).count == 2)
    }

    @Test("The demo catalogue is BMW i3, Tesla Model S, Nissan Leaf, Renault Zoe, in order")
    func demoCatalogue() {
        #expect(Car.demoCatalogue.map(\.kilowatts) == [125, 310, 110, 80])
        #expect(Car.demoCatalogue.map(\.horsepower) == [168, 416, 148, 107])
        #expect(Car.demoCatalogue.map(\.make) == ["BMW", "Tesla", "Nissan", "Renault"])
        #expect(Car.demoCatalogue.map(\.model) == ["i3", "Model S", "Leaf", "Zoe"])
    }

    @Test("The demo photos cover every photo state")
    func demoPhotos() throws {
        let urls = Car.demoCatalogue.map(\.photoURL)
        #expect(urls == [DemoCarPhotos.bmwI3, DemoCarPhotos.teslaModelS, nil, DemoCarPhotos.renaultZoe])
        for url in urls.compactMap(\.self) {
            #expect(url.host == "photos.archkit.invalid")
            #expect(url.scheme == "https")
        }
        let known = InMemoryImageLoader.demo.images
        #expect(known[DemoCarPhotos.bmwI3]?.count == 2_400)
        #expect(known[DemoCarPhotos.teslaModelS]?.count == 3_600)
        #expect(known[DemoCarPhotos.renaultZoe] == nil)
        #expect(known.count == 2)
    }
}
