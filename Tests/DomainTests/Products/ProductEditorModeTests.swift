import Domain
import Testing

@Suite("ProductEditorMode")
struct ProductEditorModeTests {
    private let pen = Product(id: "pen", name: "Pen", price: 2)

    @Test("New: titled New Product, empty fields, the id editable, validated as new")
    func new() {
        let mode = ProductEditorMode.new
        #expect(mode.titleText == "New Product")
        #expect(mode.idFieldIsEnabled)
        #expect([mode.idText, mode.nameText, mode.priceText] == ["", "", ""])
        #expect(mode.product == nil)
        #expect(mode.validationMode == .new)
    }

    @Test("Edit: titled Edit Product, the product's fields, the id fixed, validated as its edit")
    func edit() {
        let mode = ProductEditorMode.edit(pen)
        #expect(mode.titleText == "Edit Product")
        #expect(!mode.idFieldIsEnabled)
        #expect([mode.idText, mode.nameText, mode.priceText] == ["pen", "Pen", "2.00"])
        #expect(mode.product == pen)
        #expect(mode.validationMode == .edit(originalID: "pen"))
    }

    @Test("validate checks a taken id only for a new product")
    func validate() throws {
        #expect(throws: ProductValidationError.idAlreadyExists) {
            try ProductEditorMode.new.validate(id: "pen", name: "Pen", price: "2", existingIDs: { $0 == "pen" })
        }
        let saved = try ProductEditorMode.edit(pen).validate(
            id: " pen ", name: " Quill ", price: "3", existingIDs: { $0 == "pen" })
        #expect(saved == Product(id: "pen", name: "Quill", price: 3))
    }
}
