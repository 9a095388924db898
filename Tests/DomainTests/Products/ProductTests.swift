import Domain
import Foundation
import Testing

@Suite("Product")
struct ProductTests {
    @Test("The demo catalogue is Docs/Contract.md §2's five products")
    func demoCatalogue() {
        let rows = Product.demoCatalogue.map { "\($0.id) \($0.name) \($0.priceText)" }
        #expect(
            rows == [
                "iphone iPhone 600.00",
                "ipad iPad 900.00",
                "macbook MacBook 1500.00",
                "keyboard Keyboard 6.00",
                "mouse Mouse 5.00",
            ])
    }

    @Test("A product is identified by its id and equal by value")
    func identityAndEquality() {
        let pen = Product(id: "pen", name: "Pen", price: Decimal(string: "2.5")!)
        #expect(pen.id == "pen")
        #expect(pen == Product(id: "pen", name: "Pen", price: Decimal(string: "2.50")!))
        let samePen = Product(id: "pen", name: "Pen", price: Decimal(string: "2.50")!)
        #expect(Set([pen, samePen]).count == 1)
        #expect(pen != Product(id: "pen", name: "Pen", price: 3))
    }

    @Test("A product hashes its id alone, and a set still tells apart products that share an id")
    func hashingByID() {
        let pen = Product(id: "pen", name: "Pen", price: 2)
        let dearerPen = Product(id: "pen", name: "Fountain pen", price: 30)
        var penHasher = Hasher()
        pen.hash(into: &penHasher)
        var idHasher = Hasher()
        idHasher.combine("pen")
        #expect(penHasher.finalize() == idHasher.finalize())
        #expect(pen.hashValue == dearerPen.hashValue)
        #expect(Set([pen, dearerPen]).count == 2)
    }
}
