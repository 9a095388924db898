/// The features every architecture builds (Docs/Contract.md §1–4). An app starts on its feature's first
/// screen with the demo data.
public enum Feature: String, Sendable, Hashable, CaseIterable, Codable {
    /// Welcome, Login and Home (seed 000).
    case welcome
    /// Products, New Product and Edit Product (seeds 001 and 004).
    case products
    /// Cars and Car: a catalogue of cars, each edited in place with live horsepower (seed 002).
    case cars
    /// The COVID-19 summary, loaded on demand (seed 003).
    case summary
}
