import Foundation

extension Car {
    /// The catalogue every Cars feature starts with, in this order: BMW i3 125 kW,
    /// Tesla Model S 310 kW, Nissan Leaf 110 kW, Renault Zoe 80 kW.
    ///
    /// The photos are chosen so that one run shows every state of the Car screen's `photo`
    /// image with ``InMemoryImageLoader/demo``:
    ///
    /// | car           | photo URL                        | state with the demo loader      |
    /// | ------------- | -------------------------------- | ------------------------------- |
    /// | BMW i3        | ``DemoCarPhotos/bmwI3``          | "loaded", 2400 bytes            |
    /// | Tesla Model S | ``DemoCarPhotos/teslaModelS``    | "loaded", 3600 bytes            |
    /// | Nissan Leaf   | none                             | "none"                          |
    /// | Renault Zoe   | ``DemoCarPhotos/renaultZoe``     | "failed" (the loader lacks it)  |
    ///
    /// Source: Docs/Contract.md §3 (demo catalogue); seed 002 (cars with photo URLs). The photo choices
    /// are this project's own: the seed loads real photos from the network, which a
    /// deterministic run cannot.
    public static let demoCatalogue: [Car] = [
        Car(make: "BMW", model: "i3", kilowatts: 125, photoURL: DemoCarPhotos.bmwI3),
        Car(make: "Tesla", model: "Model S", kilowatts: 310, photoURL: DemoCarPhotos.teslaModelS),
        Car(make: "Nissan", model: "Leaf", kilowatts: 110, photoURL: nil),
        Car(make: "Renault", model: "Zoe", kilowatts: 80, photoURL: DemoCarPhotos.renaultZoe),
    ]
}
