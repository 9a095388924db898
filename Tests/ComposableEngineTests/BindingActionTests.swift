import ComposableEngine
import Testing

private struct Form: Equatable {
    var name = ""
    var count = 0
}

private enum FormAction: BindableAction {
    case binding(BindingAction<Form>)

    var binding: BindingAction<Form>? { if case .binding(let action) = self { action } else { nil } }
}

@MainActor
@Suite("ComposableEngine: BindingAction and BindingReducer")
struct BindingActionTests {
    @Test func equalWhenTheyWriteTheSameFieldWithEqualValues() {
        #expect(BindingAction<Form>.set(\.name, "Ann") == .set(\.name, "Ann"))
        #expect(BindingAction<Form>.set(\.name, "Ann") != .set(\.name, "Bob"))
        #expect(BindingAction<Form>.set(\.count, 1) != .set(\.name, "1"))
    }

    @Test func matchesItsKeyPath() {
        let action = BindingAction<Form>.set(\.count, 2)
        switch action {
        case \.name: Issue.record("matched another field")
        case \.count: break
        default: Issue.record("matched no field")
        }
    }

    @Test func theReducerWritesTheField() {
        var form = Form()
        let effect = BindingReducer<Form, FormAction>().reduce(into: &form, action: .binding(.set(\.name, "Ann")))
        #expect(form == Form(name: "Ann"))
        #expect(effect.isNone)
    }
}
