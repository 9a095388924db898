import Domain
import Foundation
import Reactive

/// The events Car's view sends (Kickstarter's inputs), named after what the user did.
@MainActor
protocol CarViewModelInputs {
    /// The view loaded: the photo's load starts.
    func viewDidLoad()
    /// Whether the kilowatts field may take `text`: the domain's ``KilowattsInput`` rule.
    func kilowattsFieldShouldChange(to text: String) -> Bool
}

/// What Car's view shows (Kickstarter's outputs), each ready to bind to one widget; the three
/// fields are bound both ways (seed 002's `<->`).
@MainActor
protocol CarViewModelOutputs {
    /// The make field's text, both ways: the car's make, and each edit of it.
    var make: TextRelay { get }
    /// The model field's text, both ways: the car's model, and each edit of it.
    var model: TextRelay { get }
    /// The kilowatts field's text, both ways: ``KilowattsInput/text(for:)`` of the car's
    /// kilowatts, and each edit the domain's rule accepts (empty stays empty in the field).
    var kilowatts: TextRelay { get }
    /// The screen's title (``Car/titleText``); only changes.
    var titleText: AnyPublisher<String, Never> { get }
    /// The horsepower line (``Car/horsepowerText``); only changes.
    var horsepowerText: AnyPublisher<String, Never> { get }
    /// Where the photo's load stands, from ``CarViewModelInputs/viewDidLoad()`` on.
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
/// The car is the catalogue's subject for that car, shared with the Cars list. The fields are
/// bound both ways to it (``TextRelay``, RxExample's `<->`): an edit writes the car, a change
/// of the car reaches the field. Every other output is defined once, here in `init`, from the
/// car and the `viewDidLoad` input with `map`, `removeDuplicates`, `merge` and
/// `switchToLatest`.
@MainActor
final class CarViewModel: CarViewModelType, CarViewModelInputs, CarViewModelOutputs {
    var inputs: any CarViewModelInputs { self }
    var outputs: any CarViewModelOutputs { self }

    // Outputs.
    let make: TextRelay
    let model: TextRelay
    let kilowatts: TextRelay
    let titleText: AnyPublisher<String, Never>
    let horsepowerText: AnyPublisher<String, Never>
    let photo: AnyPublisher<CarPhoto, Never>

    // Inputs.
    private let viewDidLoadSubject = PassthroughSubject<Void, Never>()

    /// - Parameters:
    ///   - car: The car to edit, as the catalogue's subject for it.
    ///   - imageLoader: Loads the car's photo.
    init(car: CurrentValueSubject<Car, Never>, imageLoader: any ImageLoading) {
        make = Self.relay(car, \.make)
        model = Self.relay(car, \.model)
        kilowatts = TextRelay(
            text: car.map(\.kilowatts).removeDuplicates().map(KilowattsInput.text(for:)).eraseToAnyPublisher(),
            accept: { text in
                guard let kilowatts = KilowattsInput.parse(text), kilowatts != car.value.kilowatts else { return }
                car.value.kilowatts = kilowatts
            })
        titleText = car.map(\.titleText).removeDuplicates().eraseToAnyPublisher()
        horsepowerText = car.map(\.horsepowerText).removeDuplicates().eraseToAnyPublisher()

        // None until the view loads; then `.loading` at once and the load's outcome, or none
        // for a car without a photo. The load is shared: one per view load, whoever listens.
        let photoURL = viewDidLoadSubject.map { car.value.photoURL }
        let loading = photoURL.map { $0 == nil ? CarPhoto.none : .loading }
        let loaded = photoURL.compactMap { $0 }
            .map { url in
                AsyncRequest { () async -> CarPhoto in
                    CarPhoto(loadedByteCount: try? await imageLoader.loadImage(from: url).count)
                }
            }
            .switchToLatest()
        photo = loading.merge(with: loaded).share().prepend(.none).removeDuplicates().eraseToAnyPublisher()
    }

    func viewDidLoad() {
        viewDidLoadSubject.send()
    }

    func kilowattsFieldShouldChange(to text: String) -> Bool {
        KilowattsInput.parse(text) != nil
    }

    /// The two-way relay of one of the car's texts: the text as it changes, and an edit
    /// written into the car when it differs.
    private static func relay(_ car: CurrentValueSubject<Car, Never>, _ text: WritableKeyPath<Car, String>)
        -> TextRelay
    {
        TextRelay(
            text: car.map { $0[keyPath: text] }.removeDuplicates().eraseToAnyPublisher(),
            accept: { newText in
                guard car.value[keyPath: text] != newText else { return }
                car.value[keyPath: text] = newText
            })
    }
}
