import Domain
import Foundation
import Reactive

/// Car's view model (SPEC §3) in seed 002's style: a subject per field, bound both ways to the
/// view's text fields; the car combined from them; the title and horsepower mapped from the car
/// through the domain; the photo's load fed into a subject.
///
/// The car itself is the catalogue's subject for that car, shared with the Cars list: writing
/// an accepted edit into it is all it takes for the list's row to follow.
@MainActor
final class CarViewModel {
    /// What the view asks for.
    enum Action {
        case viewDidLoad
    }

    /// Where the photo's load stands; the bytes are the view's to decode.
    enum Photo: Equatable {
        case none
        case loading
        case loaded(Data)
        case failed
    }

    // Fields, both ways: the view writes its edits in and shows what they hold.
    let makeText: CurrentValueSubject<String, Never>
    let modelText: CurrentValueSubject<String, Never>
    /// The kilowatts field's text as typed (empty stays empty); only texts the domain's rule
    /// accepts get here, since the field refuses the others.
    let kilowattsText: CurrentValueSubject<String, Never>

    // Outputs.
    let titleText: CurrentValueSubject<String, Never>
    let horsepowerText: CurrentValueSubject<String, Never>
    let photo = CurrentValueSubject<Photo, Never>(.none)

    // Inputs.
    let action = PassthroughSubject<Action, Never>()

    /// The model: the car as last edited, shared with the row that opened it.
    let car: CurrentValueSubject<Car, Never>
    private let imageLoader: any ImageLoading
    private var subscriptions = Set<AnyCancellable>()
    /// The photo's load, while it runs and after; tests await it.
    private(set) var photoLoad: Task<Void, Never>?

    /// - Parameter car: The car to edit, as the catalogue's subject for it.
    init(car: CurrentValueSubject<Car, Never>, imageLoader: any ImageLoading) {
        let opened = car.value
        self.car = car
        self.imageLoader = imageLoader
        makeText = CurrentValueSubject(opened.make)
        modelText = CurrentValueSubject(opened.model)
        kilowattsText = CurrentValueSubject(KilowattsInput.text(for: opened.kilowatts))
        titleText = CurrentValueSubject(opened.displayTitle)
        horsepowerText = CurrentValueSubject(opened.powerText)

        // Fields → model: make and model combined, then with the kilowatts the rule reads from
        // its text; a text the rule rejects is dropped, so the car keeps its last kilowatts.
        makeText.combineLatest(modelText)
            .combineLatest(kilowattsText.compactMap(KilowattsInput.parse)) { names, kilowatts in
                Car(make: names.0, model: names.1, kilowatts: kilowatts, photoURL: opened.photoURL)
            }
            .filter { $0 != car.value }
            .assign(to: \.value, on: car)
            .store(in: &subscriptions)
        // Model → outputs, through the domain; each sends only when its text changes, so a make
        // edit does not resend the horsepower.
        car.map(\.displayTitle).removeDuplicates().assign(to: \.value, on: titleText).store(in: &subscriptions)
        car.map(\.powerText).removeDuplicates().assign(to: \.value, on: horsepowerText).store(in: &subscriptions)
        action
            .sink { [weak self] in self?.processAction($0) }
            .store(in: &subscriptions)
    }

    /// Whether the kilowatts field may take `text`: the domain's ``KilowattsInput`` rule.
    func kilowattsFieldShouldChange(to text: String) -> Bool {
        KilowattsInput.parse(text) != nil
    }

    private func processAction(_ action: Action) {
        switch action {
        case .viewDidLoad:
            loadPhoto()
        }
    }

    private func loadPhoto() {
        guard let url = car.value.photoURL else {
            photo.value = .none
            return
        }
        photo.value = .loading
        // Weak: a view model freed with its screen mid-load is not kept alive; the load is
        // cancelled with its other subscriptions.
        let load = Task { [weak self, imageLoader] in
            let result: Photo
            do {
                result = .loaded(try await imageLoader.loadImage(from: url))
            } catch {
                result = .failed
            }
            self?.photo.value = result
        }
        photoLoad = load
        AnyCancellable(load.cancel).store(in: &subscriptions)
    }
}
