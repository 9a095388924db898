import Domain
import Foundation

/// What Car's interactor tells its presenter.
@MainActor
protocol CarInteractorOutput: AnyObject {
    /// The make or the model changed.
    func didRename(_ car: Car)
    /// The power changed.
    func didChangePower(_ car: Car)
    func didFindNoPhoto()
    func didStartLoadingPhoto()
    func didLoadPhoto(_ data: Data)
    func didFailToLoadPhoto()
}
