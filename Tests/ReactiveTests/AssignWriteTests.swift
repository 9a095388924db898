import Testing

@testable import Reactive

/// `assign(to:on:)` writes each value exactly as `object[keyPath: keyPath] = value` does,
/// whatever the key path ends in: a computed property's setter, a stored property's
/// observers, a field of a struct inside the object, a property of an object inside it.
/// (The write goes through a closure the optimiser turns into the property's own setter in a
/// release build; run them there too: `swift test -c release -Xswiftc -enable-testing
/// --filter AssignWriteTests`.)
@Suite struct AssignWriteTests {
    /// A point: a struct the root holds by value.
    struct Point: Equatable {
        var x = 0
        var y = 0
    }

    /// What the root's properties saw, in order.
    final class Journal {
        var entries: [String] = []
    }

    /// A child object the root holds by reference.
    final class Child {
        let journal: Journal
        var count = 0 {
            didSet { journal.entries.append("child.count \(oldValue)→\(count)") }
        }
        init(journal: Journal) { self.journal = journal }
    }

    /// A root with every kind of property a key path can end in.
    final class Root {
        let journal = Journal()
        var stored = 0
        var observed = 0 {
            willSet { journal.entries.append("willSet \(observed)→\(newValue)") }
            didSet { journal.entries.append("didSet \(oldValue)→\(observed)") }
        }
        var computedStorage = 0
        var computed: Int {
            get { computedStorage }
            set {
                journal.entries.append("set computed \(newValue)")
                computedStorage = newValue
            }
        }
        var point = Point() {
            didSet { journal.entries.append("point \(oldValue.x),\(oldValue.y)→\(point.x),\(point.y)") }
        }
        lazy var child = Child(journal: journal)
        var optionalChild: Child?
        var title: String? = "untitled"
    }

    @Test func aStoredPropertyTakesEveryValue() {
        let root = Root()
        let subject = PassthroughSubject<Int, Never>()
        let c = subject.assign(to: \.stored, on: root)
        subject.send(1)
        subject.send(2)
        #expect(root.stored == 2)
        c.cancel()
    }

    @Test func observersRunOncePerValueEvenWhenItDoesNotChange() {
        let root = Root()
        let subject = PassthroughSubject<Int, Never>()
        let c = subject.assign(to: \.observed, on: root)
        subject.send(3)
        subject.send(3)
        #expect(root.observed == 3)
        #expect(root.journal.entries == ["willSet 0→3", "didSet 0→3", "willSet 3→3", "didSet 3→3"])
        c.cancel()
    }

    @Test func aComputedPropertyGetsEveryValueThroughItsSetter() {
        let root = Root()
        let subject = CurrentValueSubject<Int, Never>(7)
        let c = subject.assign(to: \.computed, on: root)
        subject.send(8)
        #expect(root.journal.entries == ["set computed 7", "set computed 8"])
        #expect(root.computedStorage == 8)
        c.cancel()
    }

    @Test func aFieldOfAStructInsideTheObjectWritesTheStructBack() {
        let root = Root()
        let subject = PassthroughSubject<Int, Never>()
        let c = subject.assign(to: \.point.x, on: root)
        subject.send(4)
        subject.send(5)
        #expect(root.point == Point(x: 5, y: 0))
        #expect(root.journal.entries == ["point 0,0→4,0", "point 4,0→5,0"], "the struct's owner sees each write")
        c.cancel()
    }

    @Test func aPropertyOfAnObjectInsideTheObjectIsWrittenInPlace() {
        let root = Root()
        let child = root.child
        let subject = PassthroughSubject<Int, Never>()
        let c = subject.assign(to: \.child.count, on: root)
        subject.send(6)
        #expect(root.child === child, "the child is read, not replaced")
        #expect(child.count == 6)
        #expect(root.journal.entries == ["child.count 0→6"])
        c.cancel()
    }

    @Test func aForceUnwrappedObjectInsideTheObjectIsWrittenInPlace() {
        let root = Root()
        let child = Child(journal: root.journal)
        root.optionalChild = child
        let subject = PassthroughSubject<Int, Never>()
        let c = subject.assign(to: \.optionalChild!.count, on: root)
        subject.send(9)
        #expect(child.count == 9)
        c.cancel()
    }

    @Test func anOptionalPropertyTakesOptionalValues() {
        let root = Root()
        let subject = PassthroughSubject<String?, Never>()
        let c = subject.assign(to: \.title, on: root)
        subject.send(nil)
        #expect(root.title == nil)
        subject.send("named")
        #expect(root.title == "named")
        c.cancel()
    }

    @Test func aSubscriberMadeWithTheInitializerWritesTheSameWay() {
        let root = Root()
        let subject = PassthroughSubject<Int, Never>()
        let keyPath: ReferenceWritableKeyPath<Root, Int> = \.point.y
        let assign = Subscribers.Assign(object: root, keyPath: keyPath)
        subject.subscribe(assign)
        subject.send(2)
        #expect(root.point == Point(x: 0, y: 2))
        #expect(root.journal.entries == ["point 0,0→0,2"])
        assign.cancel()
        subject.send(3)
        #expect(root.point == Point(x: 0, y: 2), "nothing after cancel")
    }

    @Test func theWriteHoldsNoReferenceToTheObjectOfItsOwn() {
        weak var weakRoot: Root?
        let subject = PassthroughSubject<Int, Never>()
        var assign: Subscribers.Assign<Root, Int>?
        do {
            let root = Root()
            weakRoot = root
            assign = Subscribers.Assign(object: root, keyPath: \.stored)
        }
        subject.subscribe(assign!)
        #expect(weakRoot != nil)
        assign?.cancel()
        #expect(weakRoot == nil, "cancel releases the object; the subscriber itself is still alive")
        #expect(assign != nil)
    }
}
