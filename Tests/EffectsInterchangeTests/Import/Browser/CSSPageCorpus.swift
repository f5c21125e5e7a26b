import EffectDSL
import EffectsRegistry
import Foundation
import TestSupport

@testable import EffectsInterchange

/// The pages of `Tests/EffectsInterchangeTests/Import/Corpus/pages/`: stylesheets written in the
/// shapes animation, spinner, icon and UI libraries publish, each with the markup those libraries
/// ask for (`NAME.css` beside `NAME.html`), imported with `--markup` and played whole in Chromium.
enum CSSPageCorpus {
    /// One page: its stylesheet and markup, and what its import must give.
    struct Case: CustomStringConvertible, Sendable {
        /// The file name without its extension.
        let name: String
        /// How many animated elements the import makes layers of.
        let layers: Int
        /// How many animated elements it leaves out, each with its errors.
        var leftOut = 0

        var description: String { "pages/\(name)" }
    }

    /// Every page the proof plays.
    static let cases: [Case] = [
        Case(name: "spinners", layers: 21),
        Case(name: "loaders", layers: 22, leftOut: 6),
        Case(name: "dots", layers: 7),
        Case(name: "framework", layers: 7, leftOut: 2),
        Case(name: "presets", layers: 20),
        Case(name: "utilities", layers: 7),
        Case(name: "icons", layers: 14),
        Case(name: "interface", layers: 25),
        Case(name: "stagger", layers: 36),
    ]

    /// The text of the page's file with `extension`.
    static func text(_ name: String, _ extension: String) throws -> String {
        try String(
            contentsOfFile: Repository.path(
                "Tests/EffectsInterchangeTests/Import/Corpus/pages/\(name).\(`extension`)"),
            encoding: .utf8)
    }

    /// The import of the page: its effects (each the whole page) and the import's result.
    static func load(_ item: Case) throws -> (effect: CSSImportedEffect, result: CSSImportResult) {
        let options = try CSSImportOptions().withMarkup(
            try text(item.name, "html"), name: "\(item.name).html")
        let result = CSSImport.load(
            SourceFile(name: "\(item.name).css", text: try text(item.name, "css")), options: options)
        guard let effect = result.effects.first else {
            throw BrowserFailure("\(item): no effect imported\n\(result.rendered())")
        }
        return (effect, result)
    }

    /// The selector of the element at `node`: `body > :nth-child(i) > …`.
    static func selector(of node: Int, on page: CSSPage) -> String {
        var parts: [String] = []
        var current = node
        while let parent = page[current].parent, current > CSSPage.bodyIndex {
            let position = (page[parent].children.firstIndex(of: current) ?? 0) + 1
            parts.append(":nth-child(\(position))")
            current = parent
        }
        return (["body"] + parts.reversed()).joined(separator: " > ")
    }

    /// The frame's document: the page's markup and stylesheet, with the harness's rules that make
    /// each animated element's ancestors the stage (the viewport's size, at its corner, as the
    /// import places every box in the viewport) and each animated element a box placed by `left`
    /// and `top` (of no specificity, so the stylesheet's own size and place win).
    static func document(stylesheet: String, markup: String, effect: CSSImportedEffect) -> String {
        let stage =
            "position: absolute !important; left: 0 !important; top: 0 !important; width: 375px !important; "
            + "height: 667px !important; margin: 0 !important; padding: 0 !important; border: 0 !important;"
        var rules = ["html { margin: 0; overflow: hidden; }", "body { \(stage) }"]
        var stages: Set<Int> = []
        for (_, plan) in effect.layers {
            let path = plan.path
            let page = path.page
            let isPseudo = path.pseudoElement != nil
            let host = isPseudo ? page[path.node].parent ?? path.node : path.node
            for ancestor in path.chain.dropFirst(2) where ancestor != path.node && ancestor != host {
                stages.insert(ancestor)
            }
            if isPseudo { stages.insert(host) }
            let element = selector(of: host, on: page) + (path.pseudoElement.map { "::" + $0 } ?? "")
            let bare =
                ":where(\(selector(of: host, on: page)))" + (path.pseudoElement.map { "::" + $0 } ?? "")
            let content = plan.defaults
            let margin = plan.box.margin.left.resolved(basis: 375, viewport: (375, 667))
            let marginTop = plan.box.margin.top.resolved(basis: 375, viewport: (375, 667))
            let width = plan.style["width"] == nil ? "width: 100px; " : ""
            let height = plan.style["height"] == nil ? "height: 100px; " : ""
            rules.append("\(element) { position: absolute !important; }")
            rules.append(
                "\(bare) { left: \(content.left - margin)px; top: \(content.top - marginTop)px; \(width)\(height)}"
            )
        }
        for node in stages.sorted() {
            guard let page = effect.layers.first?.plan.path.page else { break }
            rules.append("\(selector(of: node, on: page)) { \(stage) }")
        }
        return "<!doctype html><html><head><style>\(rules.joined(separator: "\n"))</style>"
            + "<style>\(stylesheet)</style></head><body>\(markup)</body></html>"
    }

    /// The times a page is compared at, seconds: 60 frames a second over the effect and every
    /// keyframe boundary of every iteration of every layer's animations.
    static func times(of effect: CSSImportedEffect) -> [Double] {
        CSSProofMoments.moments(
            duration: effect.descriptor.duration, animations: effect.layers.flatMap(\.plan.animations),
            iterations: -200..<200)
    }
}
