import Domain
import Widgets

/// Car's view: takes its first title from the view model and fills the fields once from it,
/// forwards the fields' edits, asks the view model whether the kilowatts field may take an
/// edit, and binds each output closure to its widget once, in ``viewDidLoad()``.
final class CarViewController: Screen {
    private let viewModel: CarViewModel

    let makeField = TextField(id: "make")
    let modelField = TextField(id: "model")
    let kilowattsField = TextField(id: "kilowatts")
    let horsepowerLabel = Label(id: "horsepower")
    let photoView = ImageView(id: "photo")

    init(viewModel: CarViewModel) {
        self.viewModel = viewModel
        super.init(title: viewModel.title)
    }

    override func viewDidLoad() {
        add(makeField, modelField, kilowattsField, horsepowerLabel, photoView)
        makeField.text = viewModel.makeText
        modelField.text = viewModel.modelText
        kilowattsField.text = viewModel.kilowattsText
        kilowattsField.delegate = self
        makeField.addAction { [weak self] in
            guard let self else { return }
            viewModel.makeFieldChanged(makeField.text)
        }
        modelField.addAction { [weak self] in
            guard let self else { return }
            viewModel.modelFieldChanged(modelField.text)
        }
        kilowattsField.addAction { [weak self] in
            guard let self else { return }
            viewModel.kilowattsFieldChanged(kilowattsField.text)
        }
        bindViewModel()
        viewModel.ready()
    }

    private func bindViewModel() {
        viewModel.onTitleChange = { [weak self] in self?.title = $0 }
        viewModel.onHorsepowerChange = { [weak self] in self?.horsepowerLabel.text = $0 }
        viewModel.onPhotoChange = { [weak self] photo in
            self?.photoView.state =
                switch photo {
                case .none: .none
                case .loading: .loading
                case .loaded(let byteCount): .loaded(byteCount: byteCount)
                case .failed: .failed
                }
        }
    }
}

extension CarViewController: TextFieldDelegate {
    func textField(_ textField: TextField, shouldChangeTextTo text: String) -> Bool {
        textField !== kilowattsField || viewModel.kilowattsFieldShouldChange(to: text)
    }
}
