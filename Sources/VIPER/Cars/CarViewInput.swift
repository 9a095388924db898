import Foundation

/// What Car's presenter tells its view.
@MainActor
protocol CarViewInput: AnyObject {
    func display(make: String, model: String, kilowatts: String)
    func setTitle(_ title: String)
    func setHorsepowerText(_ text: String)
    func showNoPhoto()
    func showPhotoLoading()
    func showPhoto(_ data: Data)
    func showPhotoFailed()
}
