import Domain
import Reactive

/// The events Summary's view sends (Kickstarter's inputs), named after what the user did.
@MainActor
protocol SummaryViewModelInputs {
    /// The user tapped Load: a request starts (the latest tap's request is the one that lands;
    /// the view disables Load while one is in flight).
    func loadButtonTapped()
}

/// What Summary's view shows (Kickstarter's outputs), each ready to bind to one widget.
///
/// Every output publishes its current value to a new subscriber, then only changes
/// (`removeDuplicates()`, RxSwift's `distinctUntilChanged()`).
@MainActor
protocol SummaryViewModelOutputs {
    /// Whether Load can be tapped: `false` exactly while a request is in flight.
    var loadButtonIsEnabled: AnyPublisher<Bool, Never> { get }
    /// Whether the spinner animates (and shows): `true` exactly while a request is in flight.
    var loadingIndicatorIsAnimating: AnyPublisher<Bool, Never> { get }
    /// The global line of the last success ("Global: N new cases, M new deaths"); nothing
    /// before the first.
    var globalText: AnyPublisher<String, Never> { get }
    /// Whether the global line is hidden: `true` until the first success.
    var globalLabelIsHidden: AnyPublisher<Bool, Never> { get }
    /// The rows of the last success, each titled "COUNTRY: NEW_CONFIRMED - Death: NEW_DEATHS",
    /// in response order; nothing before the first. A failure keeps them.
    var countryRows: AnyPublisher<[CountryRow], Never> { get }
    /// The last failure's message ("Could not reach the server", …), or `nil` (toast hidden)
    /// from the next tap of Load on.
    var toastMessage: AnyPublisher<String?, Never> { get }
}

/// Summary's view model as its view sees it: events in, what to show out.
@MainActor
protocol SummaryViewModelType {
    var inputs: any SummaryViewModelInputs { get }
    var outputs: any SummaryViewModelOutputs { get }
}

/// Summary's view model (Docs/Contract.md §4) in seed 003's style: `inputs` and `outputs`
/// (Kickstarter, after tailec's `ios-architecture` MVVM view model), the request as a
/// publisher (seed 003's `Single`, here ``AsyncRequest``), and every output defined once, in
/// `init` (RxExample's `GithubSignupViewModel2.swift`: "Everything is just a definition").
///
/// Each tap of Load maps to a request's events, `.started` then its answer, and
/// `switchToLatest()` runs the latest (RxSwift's `flatMapLatest`); the view disables Load
/// while one is in flight. Those events are folded into the ``State`` with `scan`, subscribed
/// once, here in `init`, into a `CurrentValueSubject` that lives as long as the view model
/// (RxSwift's `replay(1)` connected in `init`): one request serves every output, and a
/// subscriber that comes late, or again, gets the current state. Every output is a projection
/// of the state through `map` and `removeDuplicates`, so the outputs can never disagree with
/// one another. The screen starts empty: only a tap of Load starts a request.
///
/// A request in flight is held by the view model: freeing the screen frees it, which cancels
/// the fetch's task, and the answer of a cancelled fetch goes nowhere.
@MainActor
final class SummaryViewModel: SummaryViewModelType, SummaryViewModelInputs, SummaryViewModelOutputs {
    /// What the screen stands on.
    struct State: Equatable {
        /// Where the latest request is.
        enum Request: Equatable {
            /// No request yet, or the last one succeeded.
            case idle
            /// A request is in flight.
            case inFlight
            /// The last request failed.
            case failed(SummaryError)
        }

        /// The last summary that loaded; a failure keeps it.
        var summary: Summary?
        var request = Request.idle
    }

    /// What happens to the state.
    enum Event {
        /// Load was tapped: a request started.
        case started
        /// The request answered.
        case answered(Result<Summary, SummaryError>)
    }

    var inputs: any SummaryViewModelInputs { self }
    var outputs: any SummaryViewModelOutputs { self }

    // Outputs.
    let loadButtonIsEnabled: AnyPublisher<Bool, Never>
    let loadingIndicatorIsAnimating: AnyPublisher<Bool, Never>
    let globalText: AnyPublisher<String, Never>
    let globalLabelIsHidden: AnyPublisher<Bool, Never>
    let countryRows: AnyPublisher<[CountryRow], Never>
    let toastMessage: AnyPublisher<String?, Never>

    // Inputs.
    private let loadButtonTappedSubject = PassthroughSubject<Void, Never>()

    /// The state's chain, subscribed for the view model's life.
    private let running: AnyCancellable

    init(summaryService: any SummaryService) {
        let state = CurrentValueSubject<State, Never>(State())
        running =
            loadButtonTappedSubject
            .map {
                AsyncRequest { () async -> Result<Summary, SummaryError> in
                    do throws(SummaryError) {
                        return .success(try await summaryService.fetchSummary())
                    } catch {
                        return .failure(error)
                    }
                }
                .map(Event.answered)
                .prepend(.started)
            }
            .switchToLatest()
            .scan(State(), Self.reduce)
            .sink { state.send($0) }

        let isInFlight = state.map { $0.request == .inFlight }.removeDuplicates()
        loadButtonIsEnabled = isInFlight.map { !$0 }.eraseToAnyPublisher()
        loadingIndicatorIsAnimating = isInFlight.eraseToAnyPublisher()
        globalText = state.compactMap { $0.summary.map { Self.globalText(for: $0.global) } }
            .removeDuplicates()
            .eraseToAnyPublisher()
        globalLabelIsHidden = state.map { $0.summary == nil }.removeDuplicates().eraseToAnyPublisher()
        countryRows = state.compactMap(\.summary?.countries).removeDuplicates()
            .map { $0.enumerated().map { CountryRow(row: $0.offset, title: Self.countryTitle(for: $0.element)) } }
            .eraseToAnyPublisher()
        toastMessage = state.map { state -> String? in
            guard case .failed(let error) = state.request else { return nil }
            return Self.toastMessage(for: error)
        }
        .removeDuplicates()
        .eraseToAnyPublisher()
    }

    func loadButtonTapped() {
        loadButtonTappedSubject.send()
    }

    /// The state after `event`: a start hides the toast and keeps the rows; an answer lands.
    private static func reduce(_ state: State, _ event: Event) -> State {
        switch event {
        case .started: State(summary: state.summary, request: .inFlight)
        case .answered(.success(let summary)): State(summary: summary, request: .idle)
        case .answered(.failure(let error)): State(summary: state.summary, request: .failed(error))
        }
    }

    /// The `global` label's text: "Global: N new cases, M new deaths" (Docs/Contract.md §4),
    /// the counts without grouping separators.
    private static func globalText(for global: Global) -> String {
        "Global: \(global.newConfirmed) new cases, \(global.newDeaths) new deaths"
    }

    /// The title of a country's row in `countries`: "COUNTRY: NEW_CONFIRMED - Death: NEW_DEATHS"
    /// (Docs/Contract.md §4, seed 003's cell text).
    private static func countryTitle(for country: Country) -> String {
        "\(country.country): \(country.newConfirmed) - Death: \(country.newDeaths)"
    }

    /// The `toast`'s message for a failed request (Docs/Contract.md §4).
    private static func toastMessage(for error: SummaryError) -> String {
        switch error {
        case .unreachable: "Could not reach the server"
        case .serverError(let statusCode): "Server error (HTTP \(statusCode))"
        case .serverMessage(let message): message
        case .unexpectedResponse: "Unexpected response from the server"
        }
    }
}

/// One row of the countries table: its title, and its place, which tells apart two rows with
/// the same title.
struct CountryRow: Hashable, Sendable {
    let row: Int
    let title: String
}
