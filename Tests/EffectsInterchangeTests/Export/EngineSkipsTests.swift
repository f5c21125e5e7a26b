import TestSupport
import Testing

/// What a run without its engines says at its end.
@Suite struct EngineSkipsTests {
    @Test func eachMissingEngineIsNamedOnceWithItsChecksAndItsInstallCommand() {
        let browser = "headless Chromium"
        let skips = [
            EngineSkips.Skip(
                check: "the waapi browser comparison", missing: browser, install: "apt-get install chromium"),
            EngineSkips.Skip(
                check: "the Lottie player checks", missing: "the Python packages thorvg_python, jsonschema",
                install: "/usr/bin/python3 -m pip install thorvg-python==1.1.3 jsonschema"),
            EngineSkips.Skip(
                check: "the css browser comparison", missing: browser, install: "apt-get install chromium"),
        ]
        #expect(
            EngineSkips.summary(skips) == """

                Engine checks skipped (they pass without running; CI=true makes them fail):
                  for want of headless Chromium, not run: the waapi browser comparison, the css browser comparison
                    to install: apt-get install chromium
                  for want of the Python packages thorvg_python, jsonschema, not run: the Lottie player checks
                    to install: /usr/bin/python3 -m pip install thorvg-python==1.1.3 jsonschema

                """)
        #expect(EngineSkips.summary([]) == "")
    }

    @Test func aRunWithoutThePythonPackagesNamesEveryOneAndTheCommandThatInstallsThem() throws {
        // `-S`: Python without its site packages, as on a machine where none is installed.
        let run = try LottiePlayerRun([], options: ["-S"])
        guard run.missing != "python3" else { return }
        #expect(run.missing == "the Python packages thorvg_python, lottie_specs, jsonschema")
        #expect(run.install.hasSuffix(" -m pip install thorvg-python==1.1.3 lottie-specs jsonschema"))
        #expect(run.results.isEmpty)
    }
}
