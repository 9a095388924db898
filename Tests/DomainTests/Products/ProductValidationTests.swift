import Domain
import Foundation
import Testing

@Suite("ProductValidation")
struct ProductValidationTests {
    /// Ids a repository already holds.
    private static let existing: Set<String> = ["iphone", "ipad"]

    private func validate(
        id: String, name: String, price: String, mode: ProductValidation.Mode = .new
    ) throws(ProductValidationError) -> Product {
        try ProductValidation.validate(
            id: id, name: name, price: price, mode: mode,
            existingIDs: { Self.existing.contains($0) })
    }

    @Test("Valid fields give the trimmed product")
    func trimmedProduct() throws {
        let product = try validate(id: "  pen\t", name: "\n Pen Pro  ", price: " 12.5 ")
        #expect(product == Product(id: "pen", name: "Pen Pro", price: Decimal(string: "12.5")!))
    }

    @Test(
        "Only the first failure is reported",
        arguments: [
            // id, name, price, expected error
            ("", "", "", ProductValidationError.idRequired),
            ("   ", "Pen", "1", .idRequired),
            ("\n", "", "x", .idRequired),
            ("iphone", "", "x", .idAlreadyExists),
            (" iphone ", "Phone", "1", .idAlreadyExists),
            ("pen", "", "x", .nameRequired),
            ("pen", "  ", "1", .nameRequired),
            ("pen", "Pen", "", .invalidPrice),
        ])
    func firstFailure(id: String, name: String, price: String, expected: ProductValidationError) {
        #expect(throws: expected) { try validate(id: id, name: name, price: price) }
    }

    @Test(
        "Invalid prices are refused",
        arguments: [
            "1,5", "1e3", "12.345", "-1", "+1", ".5", "5.", "1 000", "1000000000.01", "NaN", "0x10",
            "١٢",
        ])
    func invalidPrice(price: String) {
        #expect(throws: ProductValidationError.invalidPrice) {
            try validate(id: "pen", name: "Pen", price: price)
        }
    }

    @Test("The highest price is accepted")
    func maximumPrice() throws {
        #expect(try validate(id: "pen", name: "Pen", price: "1000000000").price == 1_000_000_000)
    }

    @Test("Ids are compared trimmed and exactly")
    func idComparison() throws {
        var asked: [String] = []
        let product = try ProductValidation.validate(
            id: " IPHONE ", name: "Phone", price: "1", mode: .new,
            existingIDs: {
                asked.append($0)
                return Self.existing.contains($0)
            })
        #expect(product.id == "IPHONE")
        #expect(asked == ["IPHONE"])
    }

    @Test("Editing a product does not report its own id as existing")
    func editKeepsOwnID() throws {
        let product = try validate(
            id: "iphone", name: " iPhone X ", price: "999.99", mode: .edit(originalID: "iphone"))
        let expected = Product(id: "iphone", name: "iPhone X", price: Decimal(string: "999.99")!)
        #expect(product == expected)
    }

    @Test(
        "Editing still checks the other rules in order",
        arguments: [
            ("", "", "", ProductValidationError.idRequired),
            ("iphone", "", "", .nameRequired),
            ("iphone", "Phone", "1,5", .invalidPrice),
        ])
    func editRules(id: String, name: String, price: String, expected: ProductValidationError) {
        #expect(throws: expected) {
            try validate(id: id, name: name, price: price, mode: .edit(originalID: "iphone"))
        }
    }

    @Test("An edit that changes the id to a taken one is refused")
    func editToTakenID() {
        #expect(throws: ProductValidationError.idAlreadyExists) {
            try validate(id: "ipad", name: "Phone", price: "1", mode: .edit(originalID: "iphone"))
        }
    }

    @Test("Works with the store's contains(id:)")
    @MainActor
    func withStore() throws {
        let store = ProductDataStore()
        #expect(throws: ProductValidationError.idAlreadyExists) {
            try ProductValidation.validate(
                id: "mouse", name: "M", price: "1", mode: .new, existingIDs: store.contains(id:))
        }
        let pen = try ProductValidation.validate(
            id: "pen", name: "Pen", price: "2", mode: .new, existingIDs: { store.contains(id: $0) })
        try store.add(pen)
        #expect(store.product(id: "pen") == pen)
    }
}
