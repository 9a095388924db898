import Domain
import Reactive
import Widgets

/// Car's view: binds each text field both ways to its subject, the title, horsepower and photo
/// one way from the view model, and lets the kilowatts field refuse what the domain's rule
/// rejects. Its subscriptions live and die with it.
final class CarViewController: Screen {
    private let viewModel: CarViewModel
    private var subscriptions = Set<AnyCancellable>()

    let makeField = TextField(id: "make")
    let modelField = TextField(id: "model")
    let kilowattsField = TextField(id: "kilowatts")
    let horsepowerLabel = Label(id: "horsepower")
    let photoView = ImageView(id: "photo")

    init(viewModel: CarViewModel) {
        self.viewModel = viewModel
        super.init(title: viewModel.titleText.value)
    }

    override func viewDidLoad() {
        add(makeField, modelField, kilowattsField, horsepowerLabel, photoView)
        kilowattsField.delegate = self
        bind()
        viewModel.action.send(.viewDidLoad)
    }

    private func bind() {
        bind(makeField, to: viewModel.makeText)
        bind(modelField, to: viewModel.modelText)
        bind(kilowattsField, to: viewModel.kilowattsText)
        viewModel.titleText
            .sink { [weak self] in self?.title = $0 }
            .store(in: &subscriptions)
        viewModel.horsepowerText.map(Optional.some).assign(to: \.text, on: horsepowerLabel).store(in: &subscriptions)
        viewModel.photo.map(ImageView.State.init).assign(to: \.state, on: photoView).store(in: &subscriptions)
    }

    /// Binds a field and a subject both ways, as RxCocoa's `<->`: every edit is sent to the
    /// subject, and the subject's value is written to the field when it differs, so the field
    /// is filled on open and an edit is not echoed back.
    private func bind(_ field: TextField, to subject: CurrentValueSubject<String, Never>) {
        subject
            .sink { [weak field] text in
                guard let field, field.text != text else { return }
                field.text = text
            }
            .store(in: &subscriptions)
        field.addAction { [weak field] in
            guard let field else { return }
            subject.send(field.text)
        }
    }
}

extension CarViewController: TextFieldDelegate {
    func textField(_ textField: TextField, shouldChangeTextTo text: String) -> Bool {
        textField !== kilowattsField || viewModel.kilowattsFieldShouldChange(to: text)
    }
}

extension ImageView.State {
    /// What the image view shows for the view model's photo.
    fileprivate init(_ photo: CarViewModel.Photo) {
        switch photo {
        case .none: self = .none
        case .loading: self = .loading
        case .loaded(let data): self = .loaded(byteCount: data.count)
        case .failed: self = .failed
        }
    }
}
