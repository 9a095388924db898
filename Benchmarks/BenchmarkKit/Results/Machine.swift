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

    /// The compiler this code was built with, as the reports name it ("6.3.1", "6.4 or later"):
    /// read at compile time from `#if compiler(…)`, so it names the compiler of BenchmarkKit,
    /// which is the compiler of the tool that links it.
    public static var compilerVersion: String {
        #if compiler(>=6.4)
            "6.4 or later"
        #elseif compiler(>=6.3.1)
            "6.3.1"
        #elseif compiler(>=6.3)
            "6.3"
        #else
            "6.2 or earlier"
        #endif
    }

    /// The processor's name: on Linux the first "model name" line of `/proc/cpuinfo`, on Apple
    /// platforms `sysctl machdep.cpu.brand_string`; "unknown" where neither is read.
    private static func cpuModel() -> String {
        #if os(Linux)
            return linuxCPUModel()
        #elseif canImport(Darwin)
            var size = 0
            guard sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0) == 0, size > 0 else { return "unknown" }
            var bytes = [CChar](repeating: 0, count: size)
            guard sysctlbyname("machdep.cpu.brand_string", &bytes, &size, nil, 0) == 0 else { return "unknown" }
            return String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
            return "unknown"
        #endif
    }

    #if os(Linux)
        private static func linuxCPUModel() -> String {
            guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown" }
            for line in text.split(separator: "\n") where line.hasPrefix("model name") {
                if let colon = line.firstIndex(of: ":") {
                    return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
            }
            return "unknown"
        }
    #endif
}
