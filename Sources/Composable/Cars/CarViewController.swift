import ComposableEngine
import Domain
import Widgets

/// Car: sends every accepted edit; shows the title, horsepower and photo it observes.
///
/// The fields are the user's: the screen fills them once from the state and never writes them
/// back, so typing is not echoed. The kilowatts rule is applied as the field's delegate, before
/// anything is sent.
final class CarViewController: DestinationScreen {
    private let store: StoreOf<CarFeature>
    private var tokens: Set<ObserveToken> = []

    let makeField = TextField(id: "make")
    let modelField = TextField(id: "model")
    let kilowattsField = TextField(id: "kilowatts")
    let horsepowerLabel = Label(id: "horsepower")
    let photoView = ImageView(id: "photo")

    init(store: StoreOf<CarFeature>) {
        self.store = store
        super.init(title: store.title)
    }

    override func viewDidLoad() {
        add(makeField, modelField, kilowattsField, horsepowerLabel, photoView)
        let car = store.car
        makeField.text = car.make
        modelField.text = car.model
        kilowattsField.text = KilowattsInput.text(for: car.kilowatts)
        kilowattsField.delegate = self
        makeField.addAction { [weak self] in
            guard let self else { return }
            store.send(.binding(.set(\.car.make, makeField.text)))
        }
        modelField.addAction { [weak self] in
            guard let self else { return }
            store.send(.binding(.set(\.car.model, modelField.text)))
        }
        kilowattsField.addAction { [weak self] in
            guard let self, let kilowatts = KilowattsInput.parse(kilowattsField.text) else { return }
            store.send(.binding(.set(\.car.kilowatts, kilowatts)))
        }
        // One observation per widget, each reading only the text it shows: an edit re-runs the
        // one whose text changed.
        observe { [weak self] in
            guard let self else { return }
            title = store.title
        }
        .store(in: &tokens)
        observe { [weak self] in
            guard let self else { return }
            horsepowerLabel.text = store.horsepowerText
        }
        .store(in: &tokens)
        observe { [weak self] in
            guard let self else { return }
            switch store.photo {
            case .none: photoView.state = .none
            case .loading: photoView.state = .loading
            case .loaded(let byteCount): photoView.state = .loaded(byteCount: byteCount)
            case .failed: photoView.state = .failed
            }
        }
        .store(in: &tokens)
        store.send(.viewDidLoad)
    }
}

extension CarViewController: TextFieldDelegate {
    func textField(_ textField: TextField, shouldChangeTextTo text: String) -> Bool {
        textField !== kilowattsField || KilowattsInput.parse(text) != nil
    }
}
