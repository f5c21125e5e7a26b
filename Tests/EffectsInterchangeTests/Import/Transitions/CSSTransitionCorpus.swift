import EffectDSL
import EffectsRegistry
import Foundation
import TestSupport

@testable import EffectsInterchange

/// The transition pages of `Tests/EffectsInterchangeTests/Import/Corpus/transitions/`: stylesheets
/// written in the shapes component frameworks, utility frameworks, toast libraries and motion
/// guides write their state changes, each with its markup and the changes a script (or a pointer)
/// makes, imported with `--toggle` and run in Chromium by the same changes.
enum CSSTransitionCorpus {
    /// One page and the changes it goes through.
    struct Case: CustomStringConvertible, Sendable {
        /// The file name without its extension.
        let name: String
        /// The changes, as `--toggle` spells them.
        let changes: [String]
        /// How many elements the import makes layers of.
        let layers: Int
        /// How many it leaves out, each with its errors.
        var leftOut = 0
        /// How reversals are shortened in the import (the proof runs Chromium, which clamps).
        var reversal = CSSReversalRule.specification

        var description: String { "transitions/\(name)" }
    }

    /// Every page the proof runs.
    static let cases: [Case] = [
        Case(
            name: "modal",
            changes: [".show on .modal, .modal-backdrop", ".show on .modal, .modal-backdrop at 120ms"],
            layers: 2,
            leftOut: 1),
        Case(
            name: "dialog",
            changes: [
                ".open on .dialog, .backdrop", ".open on .dialog, .backdrop at 100ms",
                ".open on .dialog, .backdrop at 180ms",
            ], layers: 2),
        Case(
            name: "menu",
            changes: [
                ".opacity-0 on [role=menu]", ".opacity-100 on [role=menu]", ".scale-95 on [role=menu]",
                ".scale-100 on [role=menu]", ".opacity-0 on [role=menu] at 60ms",
                ".opacity-100 on [role=menu] at 60ms",
                ".scale-95 on [role=menu] at 60ms", ".scale-100 on [role=menu] at 60ms",
                ".ease-out on [role=menu] at 60ms",
                ".ease-in on [role=menu] at 60ms", ".duration-100 on [role=menu] at 60ms",
                ".duration-75 on [role=menu] at 60ms",
            ], layers: 1),
        Case(
            name: "toast",
            changes: [
                "[data-mounted=true] on [data-sonner-toast]",
                "[data-removed=true] on [data-sonner-toast] at 250ms",
            ],
            layers: 1),
        Case(name: "accordion", changes: [".collapsed on .accordion-button"], layers: 2),
        Case(
            name: "tabs",
            changes: [".tab-2 on .tabs", ".tab-2 on .tabs at 150ms", ".tab-3 on .tabs at 150ms"], layers: 1),
        Case(
            name: "cards",
            changes: [":hover on #docs", ":hover on #docs at 120ms", ":hover on #wifi at 120ms"], layers: 2,
            leftOut: 1),
        Case(name: "stagger", changes: [".is-visible on .list"], layers: 5),
        Case(name: "mixed", changes: [".active on .panel"], layers: 3),
        Case(
            name: "popover",
            changes: [".is-open on .popover", ":focus-visible on .trigger", ".is-open on .popover at 100ms"],
            layers: 2),
        Case(
            name: "entry",
            changes: [
                "[open] on dialog", "[hidden] on .toast, .badge", "[open] on dialog at 400ms",
                "[hidden] on .toast at 450ms",
            ], layers: 3),
        Case(
            name: "animated",
            changes: [".is-invalid on .field", ".animate__fadeInUp on .banner at 150ms"], layers: 3),
        Case(
            name: "overshoot", changes: [".open on .drawer", ".open on .drawer at 100ms"], layers: 1,
            reversal: .chromium),
        Case(name: "sidebar", changes: [".toggled on #wrapper", ".toggled on #wrapper at 120ms"], layers: 1),
    ]

    /// The text of the page's file with `extension`.
    static func text(_ name: String, _ extension: String) throws -> String {
        try String(
            contentsOfFile: Repository.path(
                "Tests/EffectsInterchangeTests/Import/Corpus/transitions/\(name).\(`extension`)"),
            encoding: .utf8)
    }

    /// The changes of `item`, read.
    static func changes(_ item: Case) throws -> [CSSStateChange] {
        try item.changes.map { try CSSStateChange($0) }
    }

    /// The import of the page with its changes, under `reversal` (the case's own by default).
    static func load(_ item: Case, reversal: CSSReversalRule? = nil) throws -> (
        effect: CSSImportedEffect, result: CSSImportResult
    ) {
        var options = try CSSImportOptions().withMarkup(
            try text(item.name, "html"), name: "\(item.name).html"
        )
        .withChanges(try changes(item))
        options.reversal = reversal ?? item.reversal
        let result = CSSImport.load(
            SourceFile(name: "\(item.name).css", text: try text(item.name, "css")), options: options)
        guard let effect = result.effects.first else {
            throw BrowserFailure("\(item): no effect imported\n\(result.rendered())")
        }
        return (effect, result)
    }

    /// The stylesheet as the proof's page holds it: user-action pseudo-classes written as the
    /// classes the page's script sets (`:hover` as `.fx-hover`), since a page read without a
    /// pointer is never hovered.
    static func stylesheetForProof(_ text: String) -> String {
        var result = text
        for state in ["focus-visible", "focus-within", "hover", "active", "focus"] {
            result = result.replacingOccurrences(of: ":" + state, with: ".fx-" + state)
        }
        return result
    }

    /// The moments compared, seconds: 60 frames a second over the effect, every change, and
    /// every start and end of every transition.
    static func times(of effect: CSSImportedEffect) -> [Double] {
        CSSProofMoments.moments(
            duration: effect.descriptor.duration, animations: effect.layers.flatMap(\.plan.animations),
            iterations: 0..<1, starts: true)
    }
}
