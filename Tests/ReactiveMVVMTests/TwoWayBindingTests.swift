import Domain
import Reactive
import Testing
import Widgets

@testable import ReactiveMVVM

/// Seed 002's two-way binding (``<->(_:_:)``, RxExample's `<->`) between a text field and the
/// car, with no screen: an edit of the field and a change of the car each reach the other side
/// once, and neither echoes back.
@MainActor
@Suite("Reactive MVVM: the two-way binding")
struct TwoWayBindingTests {
    let opened = Car(make: "BMW", model: "i3", kilowatts: 125)

    /// Car's field texts, as its view pairs each output with its input.
    enum CarField { case make, model, kilowatts }

    /// The relay Car's view builds for `field`: the view model's text output and edit input.
    func relay(_ viewModel: CarViewModel, _ field: CarField) -> TextRelay {
        let (inputs, outputs) = (viewModel.inputs, viewModel.outputs)
        return switch field {
        case .make: TextRelay(text: outputs.makeText, accept: inputs.makeFieldChanged)
        case .model: TextRelay(text: outputs.modelText, accept: inputs.modelFieldChanged)
        case .kilowatts: TextRelay(text: outputs.kilowattsText, accept: inputs.kilowattsFieldChanged)
        }
    }

    /// Counts the writes of every widget while `step` runs.
    func writes(during step: () -> Void) -> WriteCount {
        let before = WriteCounter.snapshot
        step()
        return WriteCounter.snapshot - before
    }

    @Test func theFieldOpensWithTheModelsText() {
        let car = CurrentValueSubject<Car, Never>(opened)
        let field = TextField(id: "make")
        let binding = field <-> relay(CarViewModel(car: car, imageLoader: InMemoryImageLoader()), .make)
        #expect(field.text == "BMW")
        _ = binding
    }

    @Test func anEditReachesTheCarOnceAndIsNotWrittenBack() {
        let car = CurrentValueSubject<Car, Never>(opened)
        let viewModel = CarViewModel(car: car, imageLoader: InMemoryImageLoader())
        let field = TextField(id: "model")
        let binding = field <-> relay(viewModel, .model)
        let cars = TestObserver(car)
        let count = writes { field.edit(text: "i3s") }
        #expect(cars.values.map(\.model) == ["i3", "i3s"], "the car took the edit once")
        #expect(count == WriteCount(total: 1, unchanged: 0), "the edit's own write, no echo into the field")
        #expect(field.text == "i3s")
        _ = binding
    }

    @Test func aChangeOfTheCarReachesTheFieldOnceAndIsNotSentBack() {
        let car = CurrentValueSubject<Car, Never>(opened)
        let viewModel = CarViewModel(car: car, imageLoader: InMemoryImageLoader())
        let field = TextField(id: "make")
        let binding = field <-> relay(viewModel, .make)
        let cars = TestObserver(car)
        let count = writes { car.value.make = "Mini" }
        #expect(field.text == "Mini")
        #expect(count == WriteCount(total: 1, unchanged: 0), "the field was written once")
        #expect(cars.values.map(\.make) == ["BMW", "Mini"], "the field did not send the car's text back")
        let unrelated = writes { car.value.kilowatts = 1 }
        #expect(unrelated == WriteCount(total: 0, unchanged: 0), "another field's change leaves it alone")
        _ = binding
    }

    @Test func theKilowattsFieldKeepsWhatTheUserTyped() {
        let car = CurrentValueSubject<Car, Never>(opened)
        let viewModel = CarViewModel(car: car, imageLoader: InMemoryImageLoader())
        let field = TextField(id: "kilowatts")
        let binding = field <-> relay(viewModel, .kilowatts)
        #expect(field.text == "125")
        field.edit(text: "007")
        #expect(car.value.kilowatts == 7)
        #expect(field.text == "007", "the car's \"7\" is not written over the user's text")
        field.edit(text: "")
        #expect(car.value.kilowatts == 0, "an empty field is no kilowatts")
        #expect(field.text == "", "and stays empty")
        car.value.kilowatts = 90
        #expect(field.text == "90", "a change of the car still reaches the field")
        _ = binding
    }

    @Test func cancellingTheBindingStopsTheCarReachingTheField() {
        let car = CurrentValueSubject<Car, Never>(opened)
        let viewModel = CarViewModel(car: car, imageLoader: InMemoryImageLoader())
        let field = TextField(id: "make")
        let binding = field <-> relay(viewModel, .make)
        binding.cancel()
        car.value.make = "Mini"
        #expect(field.text == "BMW")
    }

    /// The other direction: once cancelled, an edit of the field no longer reaches the car,
    /// and the binding lets go of the view model (RxExample's `<->` disposes both halves).
    @Test func cancellingTheBindingStopsTheFieldReachingTheCar() {
        let car = CurrentValueSubject<Car, Never>(opened)
        var viewModel: CarViewModel? = CarViewModel(car: car, imageLoader: InMemoryImageLoader())
        weak let watched = viewModel
        let field = TextField(id: "make")
        let binding = field <-> relay(viewModel!, .make)
        viewModel = nil
        #expect(watched != nil, "the bound field holds the view model's input")
        binding.cancel()
        #expect(watched == nil, "the cancelled binding let go of it")
        field.edit(text: "Mini")
        #expect(car.value.make == "BMW", "the edit went nowhere")
        #expect(field.text == "Mini")
    }
}
