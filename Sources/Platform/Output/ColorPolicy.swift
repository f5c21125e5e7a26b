import Glibc

/// Decides whether output may contain ANSI colour: only on a terminal, never when the `NO_COLOR`
/// environment variable is set to a non-empty value (no-color.org), never with `--no-color`, and never
/// when `TERM` is `dumb`.
package struct ColorPolicy: Equatable, Sendable {
    /// Whether `--no-color` was given.
    var noColorFlag: Bool
    /// The value of `NO_COLOR`, if set.
    var noColorEnvironment: String?
    /// The value of `TERM`, if set.
    var terminalType: String?

    /// A policy from explicit inputs (for tests).
    package init(noColorFlag: Bool = false, noColorEnvironment: String? = nil, terminalType: String? = nil) {
        self.noColorFlag = noColorFlag
        self.noColorEnvironment = noColorEnvironment
        self.terminalType = terminalType
    }

    /// The policy of this process's environment.
    static func fromEnvironment(noColorFlag: Bool) -> ColorPolicy {
        ColorPolicy(
            noColorFlag: noColorFlag, noColorEnvironment: environmentValue("NO_COLOR"),
            terminalType: environmentValue("TERM"))
    }

    /// Whether output to `sink` may be coloured.
    package func allowsColor(on sink: any OutputSink) -> Bool { allowsColor(isTerminal: sink.isTerminal) }

    /// Whether output to a destination that is (or is not) a terminal may be coloured.
    func allowsColor(isTerminal: Bool) -> Bool {
        guard isTerminal, !noColorFlag, terminalType != "dumb" else { return false }
        return noColorEnvironment?.isEmpty ?? true
    }

    /// The value of an environment variable.
    static func environmentValue(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }
}
