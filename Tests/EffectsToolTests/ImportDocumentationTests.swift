import TestSupport
import Testing

/// The worked example of "CSS import" in `docs/Import.md` is what `fxctl sample` prints, so its
/// numbers cannot drift from the tool.
@Suite struct ImportDocumentationTests {
    @Test func theWorkedExampleIsWhatSamplePrints() throws {
        let all = DocumentBlocks("docs/Import.md").blocks
        let css = try #require(all.first { $0.tag == "css" && $0.text.contains("@keyframes toast-in") })
        let table = try #require(
            all.first { $0.tag == "csv" && $0.text.hasPrefix("t,progress,element.opacity") })
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(css.text + "\n", to: "toast.css")
        let columns = "element.opacity,element.transform.m22,element.transform.m42"
        let sample = fx.run(["sample", "toast.css", "--at", "0,0.25,0.5", "--columns", columns])
        #expect(sample.status == 0, "\(sample.error)")
        #expect(sample.output == table.text + "\n")
        let slow = fx.run([
            "sample", "toast.css", "--element", ".toast.slow", "--at", "0.5", "--columns", columns,
        ])
        #expect(
            slow.output.hasSuffix(
                "0.5,0.5," + table.text.split(separator: "\n")[2].split(separator: ",", maxSplits: 2)[2]
                    + "\n"))
        let printed = fx.run(["inspect", "toast.css", "--format", "fx"])
        try fx.write(printed.output, to: "toast.fx")
        #expect(
            fx.run(["sample", "toast.fx", "--at", "0,0.25,0.5", "--columns", columns]).output == sample.output
        )
    }

    /// The transitions example: the dialog opened and closed again before anything ended.
    @Test func theTransitionsExampleIsWhatSamplePrints() throws {
        let all = DocumentBlocks("docs/Import.md").blocks
        let css = try #require(all.first { $0.tag == "css" && $0.text.hasPrefix("/* modal.css */") })
        let html = try #require(all.first { $0.tag == "html" && $0.text.hasPrefix("<!-- modal.html -->") })
        let table = try #require(
            all.first { $0.tag == "csv" && $0.text.hasPrefix("t,progress,backdrop-1.opacity") })
        let fx = try InProcess()
        defer { fx.remove() }
        try fx.write(css.text + "\n", to: "modal.css")
        try fx.write(html.text + "\n", to: "modal.html")
        let page = [
            "--markup", "modal.html", "--toggle", ".open on .dialog, .backdrop", "--toggle",
            ".open on .dialog, .backdrop at 150ms",
        ]
        let columns = [
            "--at", "0,0.1,0.15,0.2,0.25,0.3", "--columns",
            "backdrop-1.opacity,dialog-2.opacity,dialog-2.transform.m42",
        ]
        let sample = fx.run(["sample", "modal.css"] + page + columns)
        #expect(sample.status == 0, "\(sample.error)")
        #expect(sample.output == table.text + "\n")
        let printed = fx.run(["inspect", "modal.css", "--format", "fx"] + page)
        try fx.write(printed.output, to: "modal.fx")
        #expect(fx.run(["sample", "modal.fx"] + columns).output == sample.output)
    }
}
