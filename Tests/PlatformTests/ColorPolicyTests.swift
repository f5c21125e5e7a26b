import Glibc
import Testing

@testable import Platform

@Suite struct ColorPolicyTests {
    @Test(
        arguments: [
            // terminal, --no-color, NO_COLOR, TERM, colour?
            (true, false, nil, "xterm-256color", true),
            (false, false, nil, "xterm-256color", false),
            (true, true, nil, "xterm", false),
            (true, false, "1", "xterm", false),
            (true, false, "", "xterm", true),  // an empty NO_COLOR does not count (no-color.org)
            (true, false, nil, "dumb", false),
            (true, false, nil, nil, true),
        ] as [(Bool, Bool, String?, String?, Bool)])
    func colourOnlyOnATerminalWithoutNoColor(
        terminal: Bool, flag: Bool, noColor: String?, term: String?, expected: Bool
    ) {
        let policy = ColorPolicy(noColorFlag: flag, noColorEnvironment: noColor, terminalType: term)
        #expect(policy.allowsColor(isTerminal: terminal) == expected)
        #expect(policy.allowsColor(on: MemorySink(isTerminal: terminal)) == expected)
    }

    @Test func theEnvironmentIsRead() {
        let policy = ColorPolicy.fromEnvironment(noColorFlag: true)
        #expect(policy.noColorFlag)
        #expect(policy.noColorEnvironment == ColorPolicy.environmentValue("NO_COLOR"))
    }

    @Test(arguments: [
        (ENOSPC, "no space left on device"), (EACCES, "permission denied"), (EIO, "input/output error"),
    ])
    func systemReasonsAreLowercase(code: Int32, reason: String) {
        #expect(SystemError.reason(code) == reason)
    }
}
