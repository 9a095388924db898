import Foundation

/// The machine and build a report was made on.
public struct Machine: Sendable, Hashable, Codable {
    /// Processors available (`nproc`).
    public var cores: Int
    /// The processor's model name (`lscpu`'s "Model name").
    public var cpu: String
    /// The Swift compiler the benchmark was built with.
    public var swift: String
    /// The operating system.
    public var os: String
    /// "release" or "debug".
    public var build: String

    /// Creates a description from known values.
    public init(cores: Int, cpu: String, swift: String, os: String, build: String) {
        self.cores = cores
        self.cpu = cpu
        self.swift = swift
        self.os = os
        self.build = build
    }

    /// This machine, with the given compiler and build names.
    public static func current(swift: String, build: String) -> Machine {
        Machine(
            cores: ProcessInfo.processInfo.activeProcessorCount, cpu: cpuModel(), swift: swift,
            os: ProcessInfo.processInfo.operatingSystemVersionString, build: build)
    }

    /// The first "model name" line of `/proc/cpuinfo`, or "unknown".
    private static func cpuModel() -> String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown" }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return "unknown"
    }
}
