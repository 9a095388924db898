import Testing
import Widgets

@MainActor
@Suite("Controls take user actions only when enabled and visible")
struct ControlTests {
    @Test func tapRunsActionsInOrder() {
        let button = Button(id: "b", title: "B")
        var calls: [Int] = []
        button.addAction { calls.append(1) }
        button.addAction { calls.append(2) }
        #expect(button.tap())
        #expect(calls == [1, 2])
    }

    @Test func tapOnDisabledOrHiddenButtonDoesNothing() {
        let button = Button(id: "b", title: "B", isEnabled: false)
        var taps = 0
        button.addAction { taps += 1 }
        #expect(!button.tap())
        button.isEnabled = true
        button.isHidden = true
        #expect(!button.tap())
        #expect(taps == 0)
    }

    @Test func editReplacesTextAndRunsActions() {
        let field = TextField(id: "f")
        var seen: [String] = []
        field.addAction { [unowned field] in seen.append(field.text) }  // the field holds its actions
        field.edit(text: "a")
        field.edit(text: "ab")
        #expect(seen == ["a", "ab"])
        #expect(field.text == "ab")
    }

    @Test func settingTextInCodeRunsNoAction() {
        let field = TextField(id: "f")
        var calls = 0
        field.addAction { calls += 1 }
        field.text = "set by code"
        #expect(calls == 0)
    }

    @Test func editOfDisabledFieldChangesNothing() {
        let field = TextField(id: "f", text: "keep", isEnabled: false)
        var calls = 0
        field.addAction { calls += 1 }
        #expect(!field.edit(text: "new"))
        #expect(field.text == "keep")
        #expect(calls == 0)
    }

    @Test func delegateCanRejectAnEdit() {
        final class DigitsOnly: TextFieldDelegate {
            func textField(_ textField: TextField, shouldChangeTextTo text: String) -> Bool {
                text.allSatisfy(\.isNumber)
            }
        }
        let delegate = DigitsOnly()
        let field = TextField(id: "f", text: "1")
        field.delegate = delegate
        var calls = 0
        field.addAction { calls += 1 }
        #expect(!field.edit(text: "1a"))
        #expect(field.text == "1")
        #expect(field.edit(text: "12"))
        #expect(field.text == "12")
        #expect(calls == 1)
    }
}
