import Effects
import EffectsTool

// fxctl is the command library over fxkit's built-ins, under its own name, version and variables
// (FXCTL_PATH, FXCTL_CACHE_DIR, FXCTL_THREADS).
CommandLineTool.main(
    ToolConfiguration(
        name: "fxctl", version: "0.2.0", builtIns: [BuiltInEffects.provider], environmentPrefix: "FXCTL"))
