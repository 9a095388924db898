/// What Car's presenter tells its view.
@MainActor
protocol CarViewInput: AnyObject {
    /// Fills the fields, once, when the screen loads.
    func display(make: String, model: String, kilowatts: String)
    /// Sets the title and the horsepower label.
    func show(_ displayData: CarDisplayData)
    func showNoPhoto()
    func showPhotoLoading()
    func showPhoto(byteCount: Int)
    func showPhotoFailed()
}
