import Domain
import Foundation
import Reactive

/// The events Car's view sends (Kickstarter's inputs), named after what the user did.
@MainActor
protocol CarViewModelInputs {
    /// The view loaded: the photo's load starts.
    func viewDidLoad()
    /// The user edited the make field; `text` is its whole text.
    func makeFieldChanged(_ text: String)
    /// The user edited the model field; `text` is its whole text.
    func modelFieldChanged(_ text: String)
    /// Whether the kilowatts field may take `text`: the domain's ``KilowattsInput`` rule.
    func kilowattsFieldShouldChange(to text: String) -> Bool
    /// The user edited the kilowatts field; `text` is its whole text, which the domain's rule
    /// parses (empty is no kilowatts).
    func kilowattsFieldChanged(_ text: String)
}

/// What Car's view shows (Kickstarter's outputs), each ready to bind to one widget: the
/// current value to a new subscriber, then only changes (`removeDuplicates()`, RxSwift's
/// `distinctUntilChanged()`). The view binds each field text both ways with the matching
/// input (seed 002's `<->`).
@MainActor
protocol CarViewModelOutputs {
    /// The make field's text: the car's make.
    var makeText: AnyPublisher<String, Never> { get }
    /// The model field's text: the car's model.
    var modelText: AnyPublisher<String, Never> { get }
    /// The kilowatts field's text: ``KilowattsInput/text(for:)`` of the car's kilowatts.
    var kilowattsText: AnyPublisher<String, Never> { get }
    /// The screen's title (``Car/titleText``).
    var titleText: AnyPublisher<String, Never> { get }
    /// The horsepower line (``Car/horsepowerText``).
    var horsepowerText: AnyPublisher<String, Never> { get }
    /// Where the photo's load stands: none until ``CarViewModelInputs/viewDidLoad()``, then
    /// `.loading` and the load's outcome.
    var photo: AnyPublisher<CarPhoto, Never> { get }
}

/// Car's view model as its view sees it: events in, what to show out.
@MainActor
protocol CarViewModelType {
    var inputs: any CarViewModelInputs { get }
    var outputs: any CarViewModelOutputs { get }
}

/// Car's view model (Docs/Contract.md §3), seed 002's two-way binding in Kickstarter's
/// `inputs`/`outputs` shape (tailec's `ios-architecture` MVVM view model; RxExample's
/// `GithubSignupViewModel2.swift`: "Everything is just a definition").
///
/// The car is its subject, the one the Cars list holds for it. The field edits
/// are inputs that write the car, and the fields' texts are outputs mapped from it; the view
/// pairs the two into RxExample's `<->` (``TextRelay``), so an edit writes the car and a change
/// of the car reaches the field. Every output is defined once, here in `init`, from the car
/// and the `viewDidLoad` input.
///
/// The photo has a current value, as Summary's state: each view load maps to its load's
/// states (`.loading` then the outcome, or none for a car without a photo), run with
/// `switchToLatest()` and subscribed once, here in `init`, into a `CurrentValueSubject` that
/// lives as long as the view model, so a view bound after a load gets where it stands.
@MainActor
final class CarViewModel: CarViewModelType, CarViewModelInputs, CarViewModelOutputs {
    var inputs: any CarViewModelInputs { self }
    var outputs: any CarViewModelOutputs { self }

    // Outputs.
    let makeText: AnyPublisher<String, Never>
    let modelText: AnyPublisher<String, Never>
    let kilowattsText: AnyPublisher<String, Never>
    let titleText: AnyPublisher<String, Never>
    let horsepowerText: AnyPublisher<String, Never>
    let photo: AnyPublisher<CarPhoto, Never>

    // Inputs.
    private let viewDidLoadSubject = PassthroughSubject<Void, Never>()
    /// The car being edited: its subject, shared with the Cars list.
    private let car: CurrentValueSubject<Car, Never>

    /// The photo's loads, subscribed for the view model's life.
    private let photoLoads: AnyCancellable

    /// - Parameters:
    ///   - car: The car to edit, as the subject the Cars list holds for it.
    ///   - imageLoader: Loads the car's photo.
    init(car: CurrentValueSubject<Car, Never>, imageLoader: any ImageLoading) {
        self.car = car
        makeText = car.map(\.make).removeDuplicates().eraseToAnyPublisher()
        modelText = car.map(\.model).removeDuplicates().eraseToAnyPublisher()
        kilowattsText = car.map(\.kilowatts).removeDuplicates().map(KilowattsInput.text(for:)).eraseToAnyPublisher()
        titleText = car.map(\.titleText).removeDuplicates().eraseToAnyPublisher()
        horsepowerText = car.map(\.horsepowerText).removeDuplicates().eraseToAnyPublisher()

        let photo = CurrentValueSubject<CarPhoto, Never>(.none)
        photoLoads =
            viewDidLoadSubject
            .map { () -> AnyPublisher<CarPhoto, Never> in
                guard let url = car.value.photoURL else { return Just(.none).eraseToAnyPublisher() }
                return AsyncRequest { () async -> CarPhoto in
                    CarPhoto(loadedByteCount: try? await imageLoader.loadImage(from: url).count)
                }
                .prepend(.loading)
                .eraseToAnyPublisher()
            }
            .switchToLatest()
            .sink { photo.send($0) }
        self.photo = photo.removeDuplicates().eraseToAnyPublisher()
    }

    func viewDidLoad() { viewDidLoadSubject.send() }
    func makeFieldChanged(_ text: String) { edit { $0.make = text } }
    func modelFieldChanged(_ text: String) { edit { $0.model = text } }

    func kilowattsFieldShouldChange(to text: String) -> Bool {
        KilowattsInput.parse(text) != nil
    }

    func kilowattsFieldChanged(_ text: String) {
        guard let kilowatts = KilowattsInput.parse(text) else { return }
        edit { $0.kilowatts = kilowatts }
    }

    /// Writes the car when `change` changes it: the car's subject publishes only
    /// changes, to this screen and to the list.
    private func edit(_ change: (inout Car) -> Void) {
        var edited = car.value
        change(&edited)
        if edited != car.value { car.value = edited }
    }
}
