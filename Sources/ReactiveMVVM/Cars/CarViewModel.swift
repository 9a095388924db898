import Domain
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
/// The fields' texts are the user's: the view model never rewrites them, so what they open
/// with is a plain value the view reads once (as publishers they only ever sent that value and
/// then the echo of each edit, which the binder dropped). Every output that can change
/// publishes its current value to a new subscriber, then only changes: a make edit does not
/// resend the horsepower.
@MainActor
protocol CarViewModelOutputs {
    /// The screen's title (``Car/titleText``).
    var titleText: AnyPublisher<String, Never> { get }
    /// The make field's text when the screen opens: the car's.
    var makeText: String { get }
    /// The model field's text when the screen opens: the car's.
    var modelText: String { get }
    /// The kilowatts field's text when the screen opens (``KilowattsInput/text(for:)`` of the
    /// car's); then the field keeps what the user types (empty stays empty).
    var kilowattsText: String { get }
    /// The horsepower line (``Car/horsepowerText``).
    var horsepowerText: AnyPublisher<String, Never> { get }
    /// Where the photo's load stands.
    var photo: AnyPublisher<CarPhoto, Never> { get }
}

/// Car's view model as its view sees it: events in, what to show out.
@MainActor
protocol CarViewModelType {
    var inputs: any CarViewModelInputs { get }
    var outputs: any CarViewModelOutputs { get }
}

/// Car's view model (Docs/Contract.md §3): `inputs` and `outputs` (Kickstarter); each accepted
/// edit makes the car from the fields' texts, and the title and horsepower texts are derived
/// there, where their input changed, into the subjects the view binds; the photo's load is fed
/// into a subject.
///
/// The car itself is the catalogue's subject for that car, shared with the Cars list: writing
/// an accepted edit into it is all it takes for the list's row to follow.
@MainActor
final class CarViewModel: CarViewModelType, CarViewModelInputs, CarViewModelOutputs {
    var inputs: any CarViewModelInputs { self }
    var outputs: any CarViewModelOutputs { self }

    // Outputs.
    let titleText: AnyPublisher<String, Never>
    let makeText: String
    let modelText: String
    let kilowattsText: String
    let horsepowerText: AnyPublisher<String, Never>
    let photo: AnyPublisher<CarPhoto, Never>

    /// The model: the car as last edited, shared with the row that opened it.
    let car: CurrentValueSubject<Car, Never>
    private let title: CurrentValueSubject<String, Never>
    private let horsepower: CurrentValueSubject<String, Never>
    private let photoSubject = CurrentValueSubject<CarPhoto, Never>(.none)
    private let imageLoader: any ImageLoading
    private var subscriptions = Set<AnyCancellable>()
    /// The photo's load, while it runs and after; tests await it.
    private(set) var photoLoad: Task<Void, Never>?

    /// - Parameter car: The car to edit, as the catalogue's subject for it.
    init(car: CurrentValueSubject<Car, Never>, imageLoader: any ImageLoading) {
        let opened = car.value
        self.car = car
        self.imageLoader = imageLoader
        makeText = opened.make
        modelText = opened.model
        kilowattsText = KilowattsInput.text(for: opened.kilowatts)
        title = CurrentValueSubject(opened.titleText)
        horsepower = CurrentValueSubject(opened.horsepowerText)
        titleText = title.eraseToAnyPublisher()
        horsepowerText = horsepower.eraseToAnyPublisher()
        photo = photoSubject.removeDuplicates().eraseToAnyPublisher()
    }

    func viewDidLoad() {
        loadPhoto()
    }

    func makeFieldChanged(_ text: String) { edit { $0.make = text } }
    func modelFieldChanged(_ text: String) { edit { $0.model = text } }

    func kilowattsFieldChanged(_ text: String) {
        guard let kilowatts = KilowattsInput.parse(text) else { return }
        edit { $0.kilowatts = kilowatts }
    }

    func kilowattsFieldShouldChange(to text: String) -> Bool {
        KilowattsInput.parse(text) != nil
    }

    /// Fields → model → outputs: writes the edited car into the shared subject when it differs,
    /// and derives there the outputs whose input changed (the title from make and model, the
    /// horsepower from kilowatts), each sent only when its text changed.
    private func edit(_ change: (inout Car) -> Void) {
        let old = car.value
        var edited = old
        change(&edited)
        guard edited != old else { return }
        car.value = edited
        if edited.make != old.make || edited.model != old.model { title.send(ifChanged: edited.titleText) }
        if edited.kilowatts != old.kilowatts { horsepower.send(ifChanged: edited.horsepowerText) }
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
            let byteCount = try? await imageLoader.loadImage(from: url).count
            self?.photoSubject.value = CarPhoto(loadedByteCount: byteCount)
        }
        photoLoad = load
        AnyCancellable(load.cancel).store(in: &subscriptions)
    }
}
