import Foundation
import Testing

@testable import Domain

/// Docs/Contract.md §3: the `Car` entity, its display title, power text and the demo catalogue.
@Suite("Car")
struct CarTests {
    @Test(
        "Display title trims make and model and joins the non-empty ones",
        arguments: [
            ("BMW", "i3", "BMW i3"),
            ("  Tesla\n", "\tModel S  ", "Tesla Model S"),
            ("Tesla", "Model  S", "Tesla Model  S"),  // inner white space is kept
            ("", "Leaf", "Leaf"),
            ("   ", "Leaf", "Leaf"),
            ("Nissan", "", "Nissan"),
            ("Nissan", " \n ", "Nissan"),
            ("", "", ""),
            (" ", "\n", ""),
        ])
    func displayTitle(make: String, model: String, title: String) {
        let car = Car(make: make, model: model, kilowatts: 1)
        #expect(car.displayTitle == title)
    }

    @Test(
        "Power text is the horsepower followed by \" HP\", never grouped",
        arguments: [
            (125, "168 HP"),
            (0, "0 HP"),
            (-40, "0 HP"),
            (1_000, "1341 HP"),
            (Int.max, "9223372036854775807 HP"),
        ])
    func powerText(kilowatts: Int, text: String) {
        let car = Car(make: "A", model: "B", kilowatts: kilowatts)
        #expect(car.powerText == text)
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
        let rows = Car.demoCatalogue.map { [$0.displayTitle, $0.powerText] }
        #expect(
            rows == [
                ["BMW i3", "168 HP"],
                ["Tesla Model S", "416 HP"],
                ["Nissan Leaf", "148 HP"],
                ["Renault Zoe", "107 HP"],
            ])
        #expect(Car.demoCatalogue.map(\.kilowatts) == [125, 310, 110, 80])
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
