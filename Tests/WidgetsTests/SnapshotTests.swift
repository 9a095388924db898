import Testing
import Widgets

@MainActor
@Suite("Snapshots show what a person sees")
struct SnapshotTests {
    @Test func screenSnapshotListsWidgetsInOrder() {
        let screen = Screen(title: "S")
        let indicator = ActivityIndicator(id: "spinner")
        let toast = Toast(id: "toast")
        let image = ImageView(id: "photo")
        screen.add(Label(id: "l", text: "hi"), Button(id: "b", title: "Go", isEnabled: false), indicator, toast, image)
        var snapshot = screen.snapshot()
        #expect(snapshot.title == "S")
        #expect(snapshot.widgets.map(\.id) == ["l", "b", "spinner", "toast", "photo"])
        #expect(snapshot["b"]?.enabled == false)
        #expect(snapshot["spinner"]?.hidden == true)
        #expect(snapshot["toast"]?.hidden == true)
        #expect(snapshot["photo"]?.state == "none")

        indicator.startAnimating()
        toast.message = "Oops"
        image.state = .loaded(byteCount: 42)
        snapshot = screen.snapshot()
        #expect(snapshot["spinner"]?.animating == true)
        #expect(snapshot["spinner"]?.hidden == false)
        #expect(snapshot["toast"]?.text == "Oops")
        #expect(snapshot["toast"]?.hidden == false)
        #expect(snapshot["photo"]?.state == "loaded")
        #expect(snapshot["photo"]?.bytes == 42)

        indicator.stopAnimating()
        toast.message = nil
        #expect(screen.snapshot()["spinner"]?.hidden == true)
        #expect(screen.snapshot()["toast"]?.hidden == true)
    }
}
