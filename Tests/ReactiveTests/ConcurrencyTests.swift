import Testing

@testable import Reactive

@Suite struct ConcurrencyTests {
    @Test func concurrentSendsAreAllDelivered() async {
        let subject = PassthroughSubject<Int, Never>()
        let counter = Counter()
        let c = subject.sink { _ in counter.increment() }
        let tasks = 8
        let perTask = 5_000
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<tasks {
                group.addTask { for i in 0..<perTask { subject.send(i) } }
            }
        }
        #expect(counter.value == tasks * perTask)
        c.cancel()
    }

    @Test func concurrentCurrentValueSendsAndMapAreAllDelivered() async {
        let subject = CurrentValueSubject<Int, Never>(0)
        let counter = Counter()
        let c = subject.map { $0 + 1 }.sink { _ in counter.increment() }
        let tasks = 8
        let perTask = 5_000
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<tasks {
                group.addTask { for i in 0..<perTask { subject.value = i } }
            }
        }
        #expect(counter.value == tasks * perTask + 1)
        c.cancel()
    }

    @Test func concurrentSubscribeCancelAndSendNeitherCrashNorLeak() async {
        let subject = PassthroughSubject<Int, Never>()
        await withTaskGroup(of: Void.self) { group in
            for t in 0..<4 {
                group.addTask {
                    for i in 0..<2_000 {
                        if t % 2 == 0 {
                            subject.send(i)
                        } else {
                            let c = subject.sink { _ in }
                            subject.send(i)
                            c.cancel()
                        }
                    }
                }
            }
        }
        #expect(subject.subscriptionCount == 0)
    }
}
