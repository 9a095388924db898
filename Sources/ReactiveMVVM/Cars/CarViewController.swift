import Domain
import Reactive
import Widgets

/// Car's view: sends its edits to the view model's inputs, fills the fields with the texts they
/// open with, binds every other widget to one of the outputs, and lets
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
        makeField.addAction { [weak self] in
            guard let self else { return }
            viewModel.inputs.makeFieldChanged(makeField.text)
        }
        modelField.addAction { [weak self] in
            guard let self else { return }
            viewModel.inputs.modelFieldChanged(modelField.text)
        }
        kilowattsField.addAction { [weak self] in
            guard let self else { return }
            viewModel.inputs.kilowattsFieldChanged(kilowattsField.text)
        }
        bind()
        viewModel.inputs.viewDidLoad()
    }

    private func bind() {
        let outputs = viewModel.outputs
        // The fields open with the car's texts and then hold what the user types.
        for (field, text) in [
            (makeField, outputs.makeText), (modelField, outputs.modelText), (kilowattsField, outputs.kilowattsText),
        ]
        where field.text != text {
            field.text = text
        }
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
