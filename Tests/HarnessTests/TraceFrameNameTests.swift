import Testing

@testable import Harness

/// How the trace tidies the demangled names of frames (Docs/Trace.md, "How it is recorded").
@Suite("Trace frame names")
struct TraceFrameNameTests {
    @Test(arguments: [
        ("Publisher<>.assign<A>(to:on:)", "Publisher.assign(to:on:)"),
        ("Subject<>.send()", "Subject.send()"),
        ("Store.subscribe<A, B>(_:transform:)", "Store.subscribe(_:transform:)"),
        ("Publisher< where A.Failure == Never>.sink(receiveValue:)", "Publisher.sink(receiveValue:)"),
        ("Foo<τ_0_0>.bar<A1>()", "Foo.bar()"),
        ("Store<AppState>.dispatch(_:)", "Store<AppState>.dispatch(_:)"),
        ("Box<Array<A>>.open()", "Box<Array>.open()"),
        ("LoginPresenter.signInButtonTapped()", "LoginPresenter.signInButtonTapped()"),
        ("Broken<.name()", "Broken<.name()"),
    ])
    func placeholderGenericClausesAreDropped(name: String, tidied: String) {
        #expect(TraceFrame.withoutPlaceholderGenerics(name) == tidied)
    }

    @Test func aFrameOfAConstrainedExtensionIsNamedWithoutGenericClauses() throws {
        let frame = try #require(TraceFrame(demangled: "closure #1 in Publisher<>.assign<A>(to:on:)", module: "Reactive"))
        #expect(frame.type == "Publisher")
        #expect(frame.method == "assign(to:on:) › closure")
    }

    @Test func aStaticMethodIsNamedByItsTypeWithoutTheKeyword() throws {
        let frame = try #require(
            TraceFrame(demangled: "closure #1 in static ObservationTracking.track(_:_:)", module: "ComposableEngine"))
        #expect(frame.type == "ObservationTracking")
        #expect(frame.method == "track(_:_:) › closure")
    }
}
