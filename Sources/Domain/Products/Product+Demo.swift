import Foundation

extension Product {
    /// The demo catalogue every app starts with (Docs/Contract.md §2, seed 004's `ProductDataStore`).
    ///
    /// In the order Docs/Contract.md §2 lists it, which is not the order the list shows: iphone iPhone 600,
    /// ipad iPad 900, macbook MacBook 1500, keyboard Keyboard 6, mouse Mouse 5.
    /// ``ProductDataStore`` sorts it as iPad, iPhone, Keyboard, MacBook, Mouse.
    public static let demoCatalogue: [Product] = [
        Product(id: "iphone", name: "iPhone", price: 600),
        Product(id: "ipad", name: "iPad", price: 900),
        Product(id: "macbook", name: "MacBook", price: 1500),
        Product(id: "keyboard", name: "Keyboard", price: 6),
        Product(id: "mouse", name: "Mouse", price: 5),
    ]
}
