import Testing

@testable import Reactive

@Suite struct OperatorTests {
    @Test func map() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [String] = []
        let c = subject.map { "#\($0 * 10)" }.sink { received.append($0) }
        subject.send(1)
        subject.send(2)
        #expect(received == ["#10", "#20"])
        c.cancel()
    }

    @Test func mapForwardsCompletion() {
        let subject = PassthroughSubject<Int, TestError>()
        var completions: [Subscribers.Completion<TestError>] = []
        let c = subject.map { $0 }.sink(receiveCompletion: { completions.append($0) }, receiveValue: { _ in })
        subject.send(completion: .failure(.boom))
        #expect(completions == [.failure(.boom)])
        c.cancel()
    }

    @Test func filter() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let c = subject.filter { $0 % 2 == 0 }.sink { received.append($0) }
        (1...6).forEach(subject.send)
        #expect(received == [2, 4, 6])
        c.cancel()
    }

    @Test func filterKeepsDemandCorrect() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = DemandRecorder<Int, Never>(initial: .max(2))
        subject.filter { $0 % 2 == 0 }.subscribe(recorder)
        (1...10).forEach(subject.send)
        #expect(recorder.values == [2, 4], "rejected elements do not use up demand")
        recorder.subscription?.cancel()
    }

    @Test func compactMap() {
        let subject = PassthroughSubject<String, Never>()
        var received: [Int] = []
        let c = subject.compactMap { Int($0) }.sink { received.append($0) }
        ["1", "x", "3", ""].forEach(subject.send)
        #expect(received == [1, 3])
        c.cancel()
    }

    @Test func removeDuplicates() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let c = subject.removeDuplicates().sink { received.append($0) }
        [1, 1, 2, 2, 2, 1, 3, 3].forEach(subject.send)
        #expect(received == [1, 2, 1, 3])
        c.cancel()
    }

    /// Combine compares each element with the previous one *received*, dropped or not
    /// (OpenCombine's `RemoveDuplicates.Inner.receive(newValue:)` stores every input as `last`).
    @Test func removeDuplicatesByComparesWithThePreviousReceivedElement() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var compared: [String] = []
        let c = subject.removeDuplicates { previous, next in
            compared.append("\(previous)→\(next)")
            return abs(previous - next) < 2
        }.sink { received.append($0) }
        [1, 2, 3, 10, 11, 13].forEach(subject.send)
        #expect(received == [1, 10, 13], "3 is a duplicate of the dropped 2, 13 is not of the dropped 11")
        #expect(compared == ["1→2", "2→3", "3→10", "10→11", "11→13"])
        c.cancel()
    }

    @Test func removeDuplicatesOnCurrentValueSubject() {
        let subject = CurrentValueSubject<Int, Never>(1)
        var received: [Int] = []
        let c = subject.removeDuplicates().sink { received.append($0) }
        subject.value = 1
        subject.value = 2
        #expect(received == [1, 2])
        c.cancel()
    }

    @Test func assignToOn() {
        let subject = CurrentValueSubject<Int, Never>(1)
        let model = Model()
        let c = subject.assign(to: \.count, on: model)
        #expect(model.count == 1)
        subject.send(5)
        #expect(model.count == 5)
        c.cancel()
        subject.send(9)
        #expect(model.count == 5)
    }

    @Test func assignHoldsTheRootStronglyUntilCancelled() {
        let subject = PassthroughSubject<String, Never>()
        weak var weakModel: Model?
        var c: AnyCancellable?
        do {
            let model = Model()
            weakModel = model
            c = subject.map { $0.uppercased() }.assign(to: \.text, on: model)
        }
        #expect(weakModel != nil, "held strongly, like Combine")
        subject.send("hi")
        #expect(weakModel?.text == "HI")
        c?.cancel()
        #expect(weakModel == nil)
    }

    @Test func assignSubscriberExposesObjectAndKeyPath() {
        let model = Model()
        let assign = Subscribers.Assign(object: model, keyPath: \Model.count)
        #expect(assign.object === model)
        #expect(assign.keyPath == \Model.count)
        PassthroughSubject<Int, Never>().subscribe(assign)
        assign.cancel()
        #expect(assign.object == nil)
    }

    @Test func eraseToAnyPublisher() {
        let subject = PassthroughSubject<Int, Never>()
        let erased: AnyPublisher<String, Never> = subject.map(String.init).eraseToAnyPublisher()
        let twice = erased.eraseToAnyPublisher()
        var received: [String] = []
        let c = twice.sink { received.append($0) }
        subject.send(7)
        #expect(received == ["7"])
        c.cancel()
        subject.send(8)
        #expect(received == ["7"])
        #expect(subject.subscriptionCount == 0)
    }

    @Test func chainedOperatorsReleaseOnCancel() {
        let subject = CurrentValueSubject<Int, Never>(0)
        weak var weakToken: Token?
        var c: AnyCancellable?
        do {
            let token = Token()
            weakToken = token
            c = subject.map { v -> Int in
                _ = token
                return v
            }.filter { _ in true }.removeDuplicates().sink { _ in }
        }
        #expect(weakToken != nil)
        c?.cancel()
        #expect(weakToken == nil)
        #expect(subject.subscriptionCount == 0)
    }
}
