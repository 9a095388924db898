import ComposableEngine
import Testing

private struct Item: Identifiable, Equatable {
    let id: String
    var value: Int
}

@Suite("ComposableEngine: IdentifiedArray")
struct IdentifiedArrayTests {
    private let a = Item(id: "a", value: 1)
    private let b = Item(id: "b", value: 2)
    private let c = Item(id: "c", value: 3)

    @Test func readsByPositionAndByID() {
        let items: IdentifiedArrayOf<Item> = [a, b, c]
        #expect(items.ids == ["a", "b", "c"])
        #expect(items[1] == b)
        #expect(items[id: "c"] == c)
        #expect(items[id: "z"] == nil)
        #expect(items.index(id: "b") == 1)
    }

    @Test func updatesInPlaceByID() {
        var items: IdentifiedArrayOf<Item> = [a, b, c]
        items[id: "b"]?.value = 20
        #expect(items.map(\.value) == [1, 20, 3])
        #expect(items.ids == ["a", "b", "c"])
    }

    @Test func removesByIDAndKeepsTheOthersIndexed() {
        var items: IdentifiedArrayOf<Item> = [a, b, c]
        #expect(items.remove(id: "a") == a)
        #expect(items.remove(id: "a") == nil)
        #expect(items.ids == ["b", "c"])
        #expect(items.index(id: "c") == 1)
        items[id: "b"] = nil
        #expect(items.ids == ["c"])
        #expect(items.index(id: "c") == 0)
    }

    @Test func insertsAndAppendsOnlyNewIDs() {
        var items: IdentifiedArrayOf<Item> = [a, c]
        #expect(items.insert(b, at: 1) == (true, 1))
        #expect(items.ids == ["a", "b", "c"])
        #expect(items.index(id: "c") == 2)
        #expect(items.insert(Item(id: "a", value: 9), at: 0) == (false, 0))
        #expect(items.append(Item(id: "c", value: 9)) == (false, 2))
        #expect(items[id: "a"]?.value == 1)
        #expect(items.append(Item(id: "d", value: 4)) == (true, 3))
        items[id: "e"] = Item(id: "e", value: 5)
        #expect(items.ids == ["a", "b", "c", "d", "e"])
    }

    @Test func equalityIsOrderAndValues() {
        #expect(IdentifiedArrayOf<Item>(uniqueElements: [a, b]) == [a, b])
        #expect(IdentifiedArrayOf<Item>(uniqueElements: [a, b]) != [b, a])
        #expect(IdentifiedArrayOf<Item>(uniqueElements: [a, b]) != [a, Item(id: "b", value: 0)])
    }
}
