import EffectsRegistry
import Testing

@testable import EffectsTool

/// Stylesheets' transitions on the command line: `--toggle` with `--markup`, its errors, and the
/// check hint that repeats it.
@Suite struct TransitionCommandTests {
    static let stylesheet = """
        .backdrop { opacity: 0; transition: opacity 200ms linear; }
        .backdrop.open { opacity: 0.5; }
        .dialog { opacity: 0; transform: translateY(20px); transition: transform 300ms ease-out, opacity 200ms linear 100ms; }
        .dialog.open { opacity: 1; transform: none; }
        .card { transition: background-color 1s; }
        .card.open { background-color: red; }
        """

    static let markup = "<div class=\"backdrop\"></div><div class=\"dialog\"></div><p class=\"card\"></p>"

    @Test func samplesTheTransitionsOfAChangeOfState() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Self.stylesheet, to: "modal.css")
        let result = fx.run([
            "sample", "modal.css", "--markup", Self.markup, "--toggle", ".open on .dialog, .backdrop", "--at",
            "0,0.1,0.2,0.3", "--columns", "backdrop-1.opacity,dialog-2.opacity", "--quiet",
        ])
        #expect(result.error == "")
        // The dialog's opacity waits 100 ms, then takes 200 ms; the backdrop's takes 200 ms.
        Self.expectRows(
            result.output,
            [[0, 0, 0, 0], [0.1, 1 / 3, 0.25, 0], [0.2, 2 / 3, 0.5, 0.5], [0.3, 1, 0.5, 1]])
    }

    @Test func aReversalRunsBackAsFarAsItCame() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Self.stylesheet, to: "modal.css")
        // Opened at 0, closed at 50 ms: the backdrop, a quarter of the way, takes a quarter of its
        // 200 ms to fade back.
        let result = fx.run([
            "sample", "modal.css", "--markup", Self.markup, "--toggle", ".open on .backdrop", "--toggle",
            ".open on .backdrop at 50ms", "--at", "0.05,0.075,0.1", "--columns", "backdrop-1.opacity",
            "--quiet",
        ])
        #expect(result.error == "")
        Self.expectRows(result.output, [[0.05, 0.5, 0.125], [0.075, 0.75, 0.0625], [0.1, 1, 0]])
    }

    /// Expects the CSV `output`'s rows (after its header) to be `rows`, each number within 1e-12.
    static func expectRows(
        _ output: String, _ rows: [[Double]], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let read = output.split(separator: "\n").dropFirst().map {
            $0.split(separator: ",").compactMap { Double($0) }
        }
        #expect(read.count == rows.count, "\(output)", sourceLocation: sourceLocation)
        for (got, expected) in zip(read, rows) {
            #expect(got.count == expected.count, "\(output)", sourceLocation: sourceLocation)
            for (a, b) in zip(got, expected) {
                #expect(abs(a - b) <= 1e-12, "\(got) against \(expected)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func theCheckHintRepeatsTheChanges() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Self.stylesheet, to: "modal.css")
        let result = fx.run([
            "sample", "modal.css", "--markup", Self.markup, "--toggle", ".open on .card, .dialog", "--at",
            "0",
        ])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.contains("the transitions of 'background-color' of 'card-3' are left out"))
        #expect(result.error.contains("--toggle \".open on .card, .dialog\"' shows it"), "\(result.error)")
    }

    @Test func aChangeNeedsAPageAndASpelling() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(Self.stylesheet, to: "modal.css")
        let alone = fx.run(["sample", "modal.css", "--toggle", ".open on .dialog"])
        #expect(alone.status == 2)
        #expect(
            alone.error.hasPrefix(
                "Error: invalid value '.open on .dialog' for 'toggle': needs --markup, the page whose state changes"
            ))
        let misspelt = fx.run(["sample", "modal.css", "--markup", Self.markup, "--toggle", "open on .dialog"])
        #expect(misspelt.status == 2)
        #expect(misspelt.error.contains("which is neither a class ('.open')"), "\(misspelt.error)")
        let nothing = fx.run(["check", "modal.css", "--markup", Self.markup, "--toggle", ".open on .dailog"])
        #expect(nothing.status == 1)
        #expect(
            nothing.error.hasPrefix(
                "modal.css:1:1: error: the change '.open on .dailog' selects no element of the page"),
            "\(nothing.error)")
    }

    /// An element no change touches is not read: what the import cannot read of it is no error
    /// of the transitions (it was reported, and the command failed, for every element of a page).
    @Test func anElementNoChangeTouchesIsNotRead() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(
            Self.stylesheet + "\n.odd { transform: matrix(1, 2); }\n", to: "modal.css")
        let result = fx.run([
            "check", "modal.css", "--markup", Self.markup + "<div class=\"odd\"></div>", "--toggle",
            ".open on .dialog",
        ])
        #expect(result.status == 0, "\(result.error)")
        #expect(!result.error.contains("matrix"), "\(result.error)")
    }

    /// An animation a change adds runs from that change, and the list's order decides which of
    /// two animations of one property wins: here `b`, later in the list though started first.
    @Test func theListOrderDecidesWhichAnimationWins() throws {
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(
            """
            @keyframes a { to { opacity: 0.2; } }
            @keyframes b { to { opacity: 0.8; } }
            .x { animation: b 1s linear forwards; }
            .x.on { animation: a 1s linear forwards, b 1s linear forwards; }
            """, to: "list.css")
        let result = fx.run([
            "sample", "list.css", "--markup", "<div class=\"x\"></div>", "--toggle", ".on on .x at 500ms",
            "--at",
            "0.25,0.75,1.2", "--columns", "x-1.opacity", "--quiet",
        ])
        #expect(result.error == "")
        // b from 0 (1 → 0.8 over 1 s) wins throughout; a, started at 0.5 s, is under it.
        Self.expectRows(result.output, [[0.25, 0.25 / 1.5, 0.95], [0.75, 0.5, 0.85], [1.2, 0.8, 0.8]])
    }
}
