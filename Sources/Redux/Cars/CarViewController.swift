import Domain
import ReduxStore
import Widgets

/// Car: dispatches every accepted edit; renders the open car and its photo from the store.
///
/// A ReSwift `StoreSubscriber` view controller (ReSwift's `Docs/Getting Started Guide.md`,
/// "Example With Filtered Subscriptions"): it selects ``OpenCarState``, the open car and its
/// photo, and writes its widgets from each new one. The fields are the user's: the screen fills
/// them once from the state and never writes them back, so typing is not echoed. The kilowatts rule is applied as the field's delegate, before
/// anything is dispatched.
final class CarViewController: Screen, StoreSubscriber {
    private let store: Store<AppState>

    let makeField = TextField(id: "make")
    let modelField = TextField(id: "model")
    let kilowattsField = TextField(id: "kilowatts")
    let horsepowerLabel = Label(id: "horsepower")
    let photoView = ImageView(id: "photo")

    init(store: Store<AppState>) {
        self.store = store
        super.init(title: store.state.cars.openCar?.titleText ?? "")
    }

    override func viewDidLoad() {
        add(makeField, modelField, kilowattsField, horsepowerLabel, photoView)
        if let car = store.state.cars.openCar {
            makeField.text = car.make
            modelField.text = car.model
            kilowattsField.text = KilowattsInput.text(for: car.kilowatts)
        }
        kilowattsField.delegate = self
        makeField.addAction { [weak self] in
            guard let self else { return }
            store.dispatch(CarsAction.makeFieldChanged(makeField.text))
        }
        modelField.addAction { [weak self] in
            guard let self else { return }
            store.dispatch(CarsAction.modelFieldChanged(modelField.text))
        }
        kilowattsField.addAction { [weak self] in
            guard let self, let kilowatts = KilowattsInput.parse(kilowattsField.text) else { return }
            store.dispatch(CarsAction.kilowattsFieldChanged(kilowatts))
        }
    }

    override func viewWillAppear() {
        store.subscribe(self) { $0.select(OpenCarState.init) }
    }

    override func viewWillDisappear() {
        store.unsubscribe(self)
    }

    override func viewDidDisappear() {
        // Popped, not covered (nothing is pushed over Car): close it in the state.
        if navigationController == nil { store.dispatch(CarsAction.carScreenClosed) }
    }

    func newState(state: OpenCarState) {
        guard let car = state.car else { return }
        title = car.titleText
        horsepowerLabel.text = car.horsepowerText
        switch state.photo {
        case .none: photoView.state = .none
        case .loading: photoView.state = .loading
        case .loaded(let byteCount): photoView.state = .loaded(byteCount: byteCount)
        case .failed: photoView.state = .failed
        }
    }
}

extension CarViewController: TextFieldDelegate {
    func textField(_ textField: TextField, shouldChangeTextTo text: String) -> Bool {
        textField !== kilowattsField || KilowattsInput.parse(text) != nil
    }
}
