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
    /// The user edited the kilowatts field; `text` is its whole text. A text the domain's
    /// ``KilowattsInput`` rule rejects changes nothing.
    func kilowattsFieldChanged(_ text: String)
    /// Whether the kilowatts field may take `text`: the domain's ``KilowattsInput`` rule.
    func kilowattsFieldShouldChange(to text: String) -> Bool
}

/// What Car's view shows (Kickstarter's outputs), each ready to bind to one widget.
///
/// Every output publishes its current value to a new subscriber, then only changes: a make edit
/// does not resend the horsepower.
@MainActor
protocol CarViewModelOutputs {
    /// The screen's title (``Car/displayTitle``).
    var titleText: AnyPublisher<String, Never> { get }
    /// The make field's text: the car's at first, then as edited.
    var makeText: AnyPublisher<String, Never> { get }
    /// The model field's text: the car's at first, then as edited.
    var modelText: AnyPublisher<String, Never> { get }
    /// The kilowatts field's text as typed (empty stays empty): the car's at first, then each
    /// text the rule accepts.
    var kilowattsText: AnyPublisher<String, Never> { get }
    /// The horsepower line (``Car/powerText``).
    var horsepowerText: AnyPublisher<String, Never> { get }
    /// Where the photo's load stands.
    var photo: AnyPublisher<CarViewModel.Photo, Never> { get }
}

/// Car's view model as its view sees it: events in, what to show out.
@MainActor
protocol CarViewModelType {
    var inputs: any CarViewModelInputs { get }
    var outputs: any CarViewModelOutputs { get }
}

/// Car's view model (Docs/Contract.md §3): `inputs` and `outputs` (Kickstarter); the fields'
/// texts combined into the car (seed 002's `combineLatest`), the title and horsepower mapped
/// from the car through the domain, the photo's load fed into a subject.
///
/// The car itself is the catalogue's subject for that car, shared with the Cars list: writing
/// an accepted edit into it is all it takes for the list's row to follow.
@MainActor
final class CarViewModel: CarViewModelType, CarViewModelInputs, CarViewModelOutputs {
    /// Where the photo's load stands; the bytes are the view's to decode.
    enum Photo: Equatable {
        case none
        case loading
        case loaded(Data)
        case failed
    }

    var inputs: any CarViewModelInputs { self }
    var outputs: any CarViewModelOutputs { self }

    // Outputs.
    let titleText: AnyPublisher<String, Never>
    let makeText: AnyPublisher<String, Never>
    let modelText: AnyPublisher<String, Never>
    let kilowattsText: AnyPublisher<String, Never>
    let horsepowerText: AnyPublisher<String, Never>
    let photo: AnyPublisher<Photo, Never>

    /// The model: the car as last edited, shared with the row that opened it.
    let car: CurrentValueSubject<Car, Never>
    private let make: CurrentValueSubject<String, Never>
    private let model: CurrentValueSubject<String, Never>
    private let kilowatts: CurrentValueSubject<String, Never>
    private let photoSubject = CurrentValueSubject<Photo, Never>(.none)
    private let imageLoader: any ImageLoading
    private var subscriptions = Set<AnyCancellable>()
    /// The photo's load, while it runs and after; tests await it.
    private(set) var photoLoad: Task<Void, Never>?

    /// - Parameter car: The car to edit, as the catalogue's subject for it.
    init(car: CurrentValueSubject<Car, Never>, imageLoader: any ImageLoading) {
        let opened = car.value
        self.car = car
        self.imageLoader = imageLoader
        make = CurrentValueSubject(opened.make)
        model = CurrentValueSubject(opened.model)
        kilowatts = CurrentValueSubject(KilowattsInput.text(for: opened.kilowatts))
        // The fields' outputs are the fields' subjects, which the inputs write only with a
        // change (`send(ifChanged:)`): no `removeDuplicates()` operator per subscription.
        makeText = make.eraseToAnyPublisher()
        modelText = model.eraseToAnyPublisher()
        kilowattsText = kilowatts.eraseToAnyPublisher()
        // Model → outputs, through the domain; each derives its text only when what it shows
        // changed (the title reads make and model, the horsepower the kilowatts), and sends
        // only when the text changes.
        titleText = car.removeDuplicates { $0.make == $1.make && $0.model == $1.model }
            .map(\.displayTitle).removeDuplicates().eraseToAnyPublisher()
        horsepowerText = car.removeDuplicates { $0.kilowatts == $1.kilowatts }
            .map(\.powerText).removeDuplicates().eraseToAnyPublisher()
        photo = photoSubject.removeDuplicates().eraseToAnyPublisher()

        // Fields → model: make and model combined, then with the kilowatts the rule reads from
        // its text; a text the rule rejects never gets here, so the car keeps its last kilowatts.
        make.combineLatest(model)
            .combineLatest(kilowatts.compactMap(KilowattsInput.parse)) { names, kilowatts in
                Car(make: names.0, model: names.1, kilowatts: kilowatts, photoURL: opened.photoURL)
            }
            .filter { $0 != car.value }
            .assign(to: \.value, on: car)
            .store(in: &subscriptions)
    }

    func viewDidLoad() {
        loadPhoto()
    }

    func makeFieldChanged(_ text: String) { make.send(ifChanged: text) }
    func modelFieldChanged(_ text: String) { model.send(ifChanged: text) }

    func kilowattsFieldChanged(_ text: String) {
        guard kilowattsFieldShouldChange(to: text) else { return }
        kilowatts.send(ifChanged: text)
    }

    func kilowattsFieldShouldChange(to text: String) -> Bool {
        KilowattsInput.parse(text) != nil
    }

    private func loadPhoto() {
        guard let url = car.value.photoURL else {
            photoSubject.value = .none
            return
        }
        photoSubject.value = .loading
        // Weak: a view model freed with its screen mid-load is not kept alive; the load is
        // cancelled with its other subscriptions.
        let load = Task { [weak self, imageLoader] in
            let result: Photo
            do {
                result = .loaded(try await imageLoader.loadImage(from: url))
            } catch {
                result = .failed
            }
            self?.photoSubject.value = result
        }
        photoLoad = load
        AnyCancellable(load.cancel).store(in: &subscriptions)
    }
}
