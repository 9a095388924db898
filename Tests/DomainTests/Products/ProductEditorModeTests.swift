import Domain
import Testing

@Suite("ProductEditorMode")
struct ProductEditorModeTests {
    private let pen = Product(id: "pen", name: "Pen", price: 2)

    @Test("New: no product, validated as new")
    func new() {
        let mode = ProductEditorMode.new
        #expect(mode.product == nil)
        #expect(mode.validationMode == .new)
    }

    @Test("Edit: the product, validated as its edit")
    func edit() {
        let mode = ProductEditorMode.edit(pen)
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
