// The app's own fxctl: every command of fxkit's tool (list, inspect, sample, check, timing, plot,
// render, export, completion, help) over the built-ins, the app's Swift effects and its effects/
// folder, under its own name and variables (TOASTCTL_PATH, TOASTCTL_CACHE_DIR, TOASTCTL_THREADS).
import Effects
import EffectsTool
import Foundation
import ToastEffects

let effects = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../effects").standardized.path
CommandLineTool.main(
    ToolConfiguration(
        name: "toastctl", version: "1.0.0", builtIns: [BuiltInEffects.provider, ToastCatalogue.provider],
        effectDirectories: [effects]))
