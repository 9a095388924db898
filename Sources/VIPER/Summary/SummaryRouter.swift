import Domain
import Widgets

/// Summary's router (the wireframe). Summary navigates nowhere, so its router only assembles
/// the module; see Docs/VIPER.md.
@MainActor
enum SummaryRouter {
    /// Assembles Summary over `summaryService`.
    static func makeModule(summaryService: any SummaryService) -> SummaryViewController {
        let interactor = SummaryInteractor(summaryService: summaryService)
        let presenter = SummaryPresenter(interactor: interactor)
        let view = SummaryViewController(output: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
