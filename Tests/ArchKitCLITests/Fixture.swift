import Foundation

/// The path of a file in `Tests/ArchKitCLITests/Fixtures/`: the smallest inputs that show
/// each behaviour the command-line tests pin down.
func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
}
