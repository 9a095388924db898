import Domain
import Reactive
import Widgets

/// Car's view: binds each of its three fields both ways, the view model's text output to the
/// field and the field's edits to the matching input (seed 002's `<->`, RxExample's
/// `RxExample/RxExample/Operators.swift`), every other widget to one of the outputs, and lets
/// the kilowatts field refuse what the domain's rule rejects. Its subscriptions live and die
/// with it.
final class CarViewController: Screen {
    private let viewModel: any CarViewModelType
    private var subscriptions = Set<AnyCancellable>()

    let makeField = TextField(id: "make")
    let modelField = TextField(id: "model")
    let kilowattsField = TextField(id: "kilowatts")
    let horsepowerLabel = Label(id: "horsepower")
    let photoView = ImageView(id: "photo")

    init(viewModel: any CarViewModelType) {
        self.viewModel = viewModel
        super.init(title: "")
    }

    override func viewDidLoad() {
        add(makeField, modelField, kilowattsField, horsepowerLabel, photoView)
        kilowattsField.delegate = self
        bind()
        viewModel.inputs.viewDidLoad()
    }

    private func bind() {
        let (inputs, outputs) = (viewModel.inputs, viewModel.outputs)
        (makeField <-> TextRelay(text: outputs.makeText, accept: inputs.makeFieldChanged)).store(in: &subscriptions)
        (modelField <-> TextRelay(text: outputs.modelText, accept: inputs.modelFieldChanged)).store(in: &subscriptions)
        (kilowattsField <-> TextRelay(text: outputs.kilowattsText, accept: inputs.kilowattsFieldChanged))
            .store(in: &subscriptions)
        outputs.titleText
            .sink { [weak self] in self?.title = $0 }
            .store(in: &subscriptions)
        outputs.horsepowerText.bindText(to: horsepowerLabel).store(in: &subscriptions)
        outputs.photo.map(ImageView.State.init).assign(to: \.state, on: photoView).store(in: &subscriptions)
    }
}

extension CarViewController: TextFieldDelegate {
    func textField(_ textField: TextField, shouldChangeTextTo text: String) -> Bool {
        textField !== kilowattsField || viewModel.inputs.kilowattsFieldShouldChange(to: text)
    }
}

extension ImageView.State {
    /// What the image view shows for the car's photo.
    fileprivate init(_ photo: CarPhoto) {
        switch photo {
        case .none: self = .none
        case .loading: self = .loading
        case .loaded(let byteCount): self = .loaded(byteCount: byteCount)
        case .failed: self = .failed
        }
    }
}
